import type { DuplicatesResponse } from '@heirloom/shared/contracts/duplicates';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { DynamoNearDuplicateStore } from '../../lambdas/adapters/aws/dynamo-near-duplicates';
import { DynamoPhotoStore } from '../../lambdas/adapters/aws/dynamo-library-photos';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { mediaService } from '../../lambdas/adapters/aws/entities/media-entities';
import { backfillStep } from '../../lambdas/domain/duplicates/backfill';
import { indexPhoto } from '../../lambdas/domain/duplicates/index-photo';
import { bucketsOf } from '../../lambdas/domain/duplicates/rules';
import { signUpVerified } from '../support/accounts-client';
import { familyMember, inviteAndAccept, movesFinished, until } from '../support/family-join';
import { openRealtimeTab } from '../support/realtime-tab';
import { startTestStack, type TestStack } from '../support/local-stack';
import { outcomeOf, trialUserWithTab } from '../support/upload-outcomes';
import { upright, VARIANTS } from '../support/photo-variants';
import { testPhoto, uploadFile } from '../support/uploads';

type Completed = { item_type: string; photo: PhotoView; copy_of?: { count: number; exact: boolean }; already_stored?: boolean };

let stack: TestStack;
let alice: Awaited<ReturnType<typeof trialUserWithTab>>;
const tabs: Array<{ close(): void }> = [];

beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
  alice = await trialUserWithTab(stack);
  tabs.push(alice.tab);
});
afterAll(async () => {
  for (const tab of tabs) tab.close();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await stack?.stop();
});

/** Uploads through the real pipeline (presigned PUT, S3 event, queue, processing) and waits for the outcome. */
async function upload(name: string, bytes: Buffer, as: Pick<typeof alice, 'client' | 'tab'> = alice): Promise<Completed> {
  const grant = await uploadFile(as.client, { name, bytes, contentType: 'image/jpeg' });
  const done = await outcomeOf(as.tab, grant.upload_id);
  expect(done.type).toBe('processing_complete');
  return done.item as Completed;
}

const review = async (client = alice.client): Promise<DuplicatesResponse> => {
  const response = await client.get('/duplicates');
  expect(response.status).toBe(200);
  return response.body;
};

describe('near-duplicates: found at upload, reviewed, one kept', () => {
  let original: PhotoView;
  let copy: PhotoView;

  it('flags a resized, recompressed copy at upload and says when the very same file was already there', async () => {
    const base = await upright(testPhoto('immich-test-assets/albums_nature_prairie_falcon.jpg'));
    const first = await upload('falcon.jpg', base);
    expect(first.copy_of).toBeUndefined();
    original = first.photo;

    const { width = 0 } = await sharp(base).metadata();
    const smaller = await sharp(base).resize({ width: Math.round(width / 2) }).jpeg({ quality: 60 }).toBuffer();
    const second = await upload('falcon-small.jpg', smaller);
    expect(second.copy_of).toEqual({ count: 1, exact: false });
    copy = second.photo;

    const again = await upload('falcon-again.jpg', base);
    expect(again).toMatchObject({ already_stored: true, photo: { id: original.id } });
  });

  it('groups the two on the review page, suggesting the larger one, and shows no other family the group', async () => {
    const { groups, next_page } = await review();
    expect(next_page).toBeNull();
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ keep_id: original.id, reason: 'Highest resolution', exact: false });
    expect(groups[0]!.photos.map((entry) => entry.photo.id)).toEqual([original.id, copy.id]);
    expect(groups[0]!.photos.every((entry) => entry.may_remove && entry.format === 'JPEG')).toBe(true);

    const stranger = await signUpVerified(stack);
    expect((await review(stranger.client)).groups).toEqual([]);
    const theirs = await stranger.client.post('/duplicates/keep', { keep: original.id, remove: [copy.id] });
    expect(theirs.status).toBe(404);
  });

  it('refuses a keep that is not one group, or removes the photo it keeps (400)', async () => {
    const same = await alice.client.post('/duplicates/keep', { keep: original.id, remove: [original.id] });
    expect(same.status).toBe(400);
    const other = await upload('rocks.jpg', await upright(testPhoto('immich-test-assets/albums_nature_el_torcal_rocks.jpg')));
    const notCopies = await alice.client.post('/duplicates/keep', { keep: original.id, remove: [other.photo.id] });
    expect(notCopies.status).toBe(400);
    expect(JSON.stringify(notCopies.body)).toContain('not in one group of duplicates');
    expect((await alice.client.post('/duplicates/keep', { keep: original.id })).status).toBe(400);
  });

  it("keeps one: the other's face name and description move to it, and the other goes to the trash", async () => {
    const familyId = (await alice.client.get('/family')).body.family_id as string;
    const person = await alice.client.post('/person', { names: [{ first_name: 'Rosalind', last_name: 'Falconer' }] });
    expect(person.status).toBe(200);
    const personId = person.body.person.id as string;
    expect((await alice.client.post(`/photo/${copy.id}`, { description: 'Grandpa’s falcon, 1962' })).status).toBe(200);
    // A face the family named on the copy (as the face menu does), placed where the kept photo has none yet.
    const faces = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
    const now = Date.now();
    await faces.putFaces([
      {
        ownerId: familyId,
        faceId: 'dupface-1',
        photoId: copy.id,
        personId,
        box: { left: 0.4, top: 0.2, width: 0.2, height: 0.25 },
        genderHint: null,
        confidence: 0.99,
        confirmed: true,
        thumbKey: 'faces/dupface-1.jpg',
        photoDateSort: '',
        rejectedPersonIds: [],
        keptApartFrom: [],
        createdAt: now,
        updatedAt: now,
      },
    ]);

    const kept = await alice.client.post('/duplicates/keep', { keep: original.id, remove: [copy.id] });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ status: 'Success', removed: 1, moved: { faces: 1, description: true, event: false }, kept: { id: original.id, description: 'Grandpa’s falcon, 1962' } });

    expect((await alice.client.get(`/photo/${copy.id}`)).status).toBe(404);
    expect((await alice.client.get(`/photo/${original.id}`)).body.photo.description).toBe('Grandpa’s falcon, 1962');
    const onKept = await faces.facesOfPhoto(familyId, original.id);
    expect(onKept.map((face) => face.personId)).toContain(personId);
    expect((await review()).groups).toEqual([]);

    // Asked again (a double click, a retry): nothing more is deleted, nothing fails.
    const repeat = await alice.client.post('/duplicates/keep', { keep: original.id, remove: [copy.id] });
    expect(repeat.status).toBe(200);
    expect(repeat.body.removed).toBe(0);
  });

  it('the copy not kept waits in its uploader\'s trash: restored, it is offered as a copy again, and can be let go once more', async () => {
    const trash = await alice.client.get('/photos/trash');
    expect((trash.body.photos as PhotoView[]).map((photo) => photo.id)).toEqual([copy.id]);
    expect((await alice.client.post('/photos/trash/restore', { ids: [copy.id] })).body.count).toBe(1);
    expect((await alice.client.get(`/photo/${copy.id}`)).status).toBe(200);
    const again = (await review()).groups;
    expect(again).toHaveLength(1);
    expect(again[0]!.photos.map((entry) => entry.photo.id).sort()).toEqual([original.id, copy.id].sort());

    const keptAgain = await alice.client.post('/duplicates/keep', { keep: original.id, remove: [copy.id] });
    expect(keptAgain.body).toMatchObject({ status: 'Success', removed: 1 });
    expect((await review()).groups).toEqual([]);
  });

  it('"Not duplicates" dismisses a group for good, even when a photo of it is processed again', async () => {
    const base = await upright(testPhoto('immich-test-assets/albums_nature_wood_anemones.jpg'));
    const first = await upload('anemones.jpg', base);
    const second = await upload('anemones-vivid.jpg', await VARIANTS['colour-shifted'](base));
    expect(second.copy_of?.count).toBe(1);
    const group = (await review()).groups.find((candidate) => candidate.photos.some((entry) => entry.photo.id === first.photo.id));
    expect(group?.photos).toHaveLength(2);

    const dismissed = await alice.client.post('/duplicates/dismiss', { photos: [first.photo.id, second.photo.id] });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.dismissed).toBe(1);
    expect((await review()).groups).toEqual([]);

    // The same photo filed again (a redelivered message, the backfill) finds the pair and leaves it dismissed.
    const deps = { duplicates: new DynamoNearDuplicateStore(stack.documentClient, stack.stack.tableName), photos: new DynamoPhotoStore(stack.documentClient, stack.stack.tableName), now: Date.now };
    expect(await indexPhoto(deps, second.photo.id)).toEqual({ count: 1, exact: false });
    expect((await review()).groups).toEqual([]);
    expect((await alice.client.post('/duplicates/dismiss', { photos: [first.photo.id] })).status).toBe(400);
  });
});

describe('a copy deleted from the library the usual way', () => {
  it('leaves the review, and the index forgets it when the next copy comes', async () => {
    const base = await upright(testPhoto('immich-test-assets/albums_nature_cyclamen_persicum.jpg'));
    const first = await upload('cyclamen.jpg', base);
    const second = await upload('cyclamen-60.jpg', await VARIANTS['jpeg quality 60'](base));
    expect(second.copy_of?.count).toBe(1);
    expect((await alice.client.post('/photos/delete', [second.photo.id])).status).toBe(200);
    expect((await review()).groups.some((group) => group.photos.some((entry) => entry.photo.id === first.photo.id))).toBe(false);

    const third = await upload('cyclamen-small.jpg', await VARIANTS.resized(base));
    expect(third.copy_of).toEqual({ count: 1, exact: false });
    const familyId = (await alice.client.get('/family')).body.family_id as string;
    const store = new DynamoNearDuplicateStore(stack.documentClient, stack.stack.tableName);
    const photos = new DynamoPhotoStore(stack.documentClient, stack.stack.tableName);
    const hash = (await photos.getPhoto(third.photo.id))!.perceptualHash!;
    const filed = await store.bucketMembers(familyId, bucketsOf(hash), 200);
    expect(filed.map((entry) => entry.photoId)).not.toContain(second.photo.id);
    expect(filed.map((entry) => entry.photoId)).toEqual(expect.arrayContaining([first.photo.id, third.photo.id]));
  });
});

describe('a file sent again while its photo is in the trash', () => {
  it('brings the photo back as it was (its star too), and the upload is that photo, as for any file sent twice', async () => {
    const bytes = await upright(testPhoto('immich-test-assets/albums_nature_notocactus_minimus.jpg'));
    const first = await upload('cactus.jpg', bytes);
    expect((await alice.client.post(`/photo/${first.photo.id}/favorite`, { favorite: true })).status).toBe(200);
    expect((await alice.client.call('DELETE', `/photo/${first.photo.id}`)).status).toBe(200);
    expect((await alice.client.get(`/photo/${first.photo.id}`)).status).toBe(404);

    const again = await upload('cactus-again.jpg', bytes);
    expect(again).toMatchObject({ already_stored: true, photo: { id: first.photo.id } });
    expect((await alice.client.get(`/photo/${first.photo.id}`)).body.photo).toMatchObject({ id: first.photo.id, favorite: true });
    expect(((await alice.client.get('/photos/trash')).body.photos as PhotoView[]).map((photo) => photo.id)).not.toContain(first.photo.id);
    expect(((await alice.client.get('/photos?favorites=true')).body.photos as PhotoView[]).map((photo) => photo.id)).toContain(first.photo.id);
  });
});

describe('the near-duplicate backfill, for photos stored before fingerprints', () => {
  it('hashes them from their thumbnails and files them, a page at a time, resuming where it stopped', async () => {
    const owner = await trialUserWithTab(stack);
    tabs.push(owner.tab);
    const familyId = (await owner.client.get('/family')).body.family_id as string;
    const base = await upright(testPhoto('immich-test-assets/albums_nature_silver_fir.jpg'));
    const sent = [];
    for (const [name, bytes] of [
      ['fir.jpg', base],
      ['fir-copy.jpg', await VARIANTS['jpeg quality 60'](base)],
      ['other.jpg', await upright(testPhoto('immich-test-assets/albums_nature_tanners_ridge.jpg'))],
    ] as const) {
      const grant = await uploadFile(owner.client, { name, bytes, contentType: 'image/jpeg' });
      sent.push(((await outcomeOf(owner.tab, grant.upload_id)).item as Completed).photo);
    }
    const table = stack.stack.tableName;
    const store = new DynamoNearDuplicateStore(stack.documentClient, table);
    const photos = new DynamoPhotoStore(stack.documentClient, table);
    const media = mediaService(stack.documentClient, table);
    expect((await review(owner.client)).groups).toHaveLength(1);

    // As the library was before: no fingerprints on the photos, nothing in the index.
    const stored = await photos.getPhotos(sent.map((photo) => photo.id));
    for (const photo of stored) {
      await media.entities.photo.update({ photoId: photo.photoId }).remove(['perceptualHash', 'sharpness']).go();
      await store.removeFromBuckets(familyId, photo.photoId, bucketsOf(photo.perceptualHash!));
    }
    await store.deletePairs(familyId, await store.pairsOfPhotos(familyId, sent.map((photo) => photo.id)));
    expect((await photos.getPhotos(sent.map((photo) => photo.id))).every((photo) => photo.perceptualHash === null)).toBe(true);
    expect((await review(owner.client)).groups).toEqual([]);

    const deps = {
      duplicates: store,
      photos,
      now: Date.now,
      readRendition: async (key: string) => Buffer.from(await (await stack.s3.send(new GetObjectCommand({ Bucket: stack.stack.buckets.media, Key: key }))).Body!.transformToByteArray()),
    };
    // One photo a step: the job stops after each and picks up from its saved place.
    const steps = [];
    let state = await backfillStep(deps, familyId, { pageSize: 1 });
    steps.push(state);
    while (!state.done) steps.push((state = await backfillStep(deps, familyId, { pageSize: 1 })));
    expect(state).toMatchObject({ seen: 3, hashed: 3, done: true });
    expect(steps.length).toBeGreaterThanOrEqual(3);

    const after = await photos.getPhotos(sent.map((photo) => photo.id));
    expect(after.every((photo) => /^[0-9a-f]{16}$/.test(photo.perceptualHash ?? ''))).toBe(true);
    const { groups } = await review(owner.client);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.photos.map((entry) => entry.photo.id).sort()).toEqual([sent[0]!.id, sent[1]!.id].sort());

    // A family already done is skipped; --restart goes through it again and duplicates nothing.
    expect(await backfillStep(deps, familyId)).toMatchObject({ done: true, seen: 3 });
    let again = await backfillStep(deps, familyId, { restart: true, pageSize: 10 });
    while (!again.done) again = await backfillStep(deps, familyId);
    expect(again).toMatchObject({ seen: 3, hashed: 0, done: true });
    expect(await store.pairsOfPhotos(familyId, sent.map((photo) => photo.id))).toHaveLength(1);
    // The pair is kept under both its photos: each finds it with one keyed read.
    for (const photo of sent.slice(0, 2)) expect((await store.pairsOfPhotos(familyId, [photo.id])).map((pair) => [pair.a, pair.b])).toEqual([[sent[0]!.id, sent[1]!.id].sort()]);
    expect(await store.pairsOfPhotos(familyId, [sent[2]!.id])).toEqual([]);
  });
});

describe('near-duplicates in a family of two', () => {
  it('finds a member’s copies of the founder’s photo (the very same file too); each copy is removed only by an admin or its uploader, and details move only onto a photo the caller may change', async () => {
    const founder = await familyMember(stack, 'founder');
    const member = await familyMember(stack, 'member');
    for (const person of [founder, member]) expect((await person.client.post('/user/free_trial')).status).toBe(200);
    await inviteAndAccept(stack, founder, member);
    await until(() => movesFinished(founder.client, member.client), 'the family moves');
    const founderTab = await openRealtimeTab(stack.wsUrl, founder.client.sessionCookie);
    const memberTab = await openRealtimeTab(stack.wsUrl, member.client.sessionCookie);
    tabs.push(founderTab, memberTab);

    const bytes = await upright(testPhoto('immich-test-assets/albums_nature_polemonium_reptans.jpg'));
    const theirs = await upload('flowers.jpg', bytes, { client: founder.client, tab: founderTab });
    const mine = await upload('flowers.jpg', bytes, { client: member.client, tab: memberTab });
    expect(mine.photo.id).not.toBe(theirs.photo.id);
    expect(mine.copy_of).toEqual({ count: 1, exact: true });

    const seenByMember = (await review(member.client)).groups;
    expect(seenByMember).toHaveLength(1);
    expect(seenByMember[0]!.exact).toBe(true);
    const mayRemove = new Map(seenByMember[0]!.photos.map((entry) => [entry.photo.id, entry.may_remove]));
    expect(mayRemove.get(mine.photo.id)).toBe(true);
    expect(mayRemove.get(theirs.photo.id)).toBe(false);
    // Alice's own family sees none of it.
    expect((await review()).groups.flatMap((group) => group.photos.map((entry) => entry.photo.id))).not.toContain(mine.photo.id);

    const refused = await member.client.post('/duplicates/keep', { keep: mine.photo.id, remove: [theirs.photo.id] });
    expect(refused.status).toBe(403);
    expect((await founder.client.get(`/photo/${theirs.photo.id}`)).status).toBe(200);

    // A member may keep the founder's copy and remove their own: nothing of theirs moves onto it.
    const resized = await upload('flowers-small.jpg', await VARIANTS.resized(bytes), { client: member.client, tab: memberTab });
    expect(resized.copy_of?.count).toBe(2);
    const theirsKept = await member.client.post('/duplicates/keep', { keep: theirs.photo.id, remove: [mine.photo.id] });
    expect(theirsKept.status).toBe(200);
    expect(theirsKept.body).toMatchObject({ removed: 1, moved: { faces: 0, description: false, event: false } });

    // Once their copy carries a description, moving it would change the founder's photo: the founder's (an admin's) to do.
    expect((await member.client.post(`/photo/${resized.photo.id}`, { description: 'Grandma’s garden' })).status).toBe(200);
    const changesTheirs = await member.client.post('/duplicates/keep', { keep: theirs.photo.id, remove: [resized.photo.id] });
    expect(changesTheirs.status).toBe(403);
    const kept = await founder.client.post('/duplicates/keep', { keep: theirs.photo.id, remove: [resized.photo.id] });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ removed: 1, moved: { description: true }, kept: { description: 'Grandma’s garden' } });
    expect((await member.client.get(`/photo/${resized.photo.id}`)).status).toBe(404);
    expect((await review(member.client)).groups).toEqual([]);
  });
});

describe('photos that move into a family when a member joins', () => {
  it('are filed in its near-duplicate index as they move: the family’s review shows copies made before they were one family', async () => {
    const founder = await familyMember(stack, 'founder-2');
    const member = await familyMember(stack, 'member-2');
    for (const person of [founder, member]) expect((await person.client.post('/user/free_trial')).status).toBe(200);
    const founderTab = await openRealtimeTab(stack.wsUrl, founder.client.sessionCookie);
    const memberTab = await openRealtimeTab(stack.wsUrl, member.client.sessionCookie);
    tabs.push(founderTab, memberTab);
    const bytes = await upright(testPhoto('immich-test-assets/albums_nature_tanners_ridge.jpg'));
    const theirs = await upload('ridge.jpg', bytes, { client: founder.client, tab: founderTab });
    // Uploaded in the member's own library, before they were family: nobody's copy yet.
    const mine = await upload('ridge-small.jpg', await VARIANTS.resized(bytes), { client: member.client, tab: memberTab });
    expect(mine.copy_of).toBeUndefined();
    // Two more of the member's, copies of each other: they move in the same page, each filed while the other is still in the member's library.
    const other = await upright(testPhoto('immich-test-assets/albums_nature_silver_fir.jpg'));
    const fir = await upload('fir.jpg', other, { client: member.client, tab: memberTab });
    const firCopy = await upload('fir-60.jpg', await VARIANTS['jpeg quality 60'](other), { client: member.client, tab: memberTab });
    // The founder's tree makes hers the larger library (photos and people), so the family is hers and the member's three photos move.
    for (const first of ['Ada', 'Ben', 'Cora']) expect((await founder.client.post('/person', { names: [{ first_name: first, last_name: 'Ridge' }] })).status).toBe(200);

    await inviteAndAccept(stack, founder, member);
    await until(() => movesFinished(founder.client, member.client), 'the family moves');
    expect((await member.client.get('/family')).body.family_id).toBe(founder.userId);
    const groups = (await review(founder.client)).groups.map((group) => group.photos.map((entry) => entry.photo.id).sort());
    expect(groups).toEqual(expect.arrayContaining([[theirs.photo.id, mine.photo.id].sort(), [fir.photo.id, firCopy.photo.id].sort()]));
    expect(groups).toHaveLength(2);
    // A copy uploaded now meets the moved photos in the family's buckets.
    const later = await upload('ridge-again.jpg', await VARIANTS['jpeg quality 60'](bytes), { client: founder.client, tab: founderTab });
    expect(later.copy_of?.count).toBeGreaterThanOrEqual(1);
    const withLater = (await review(member.client)).groups.find((group) => group.photos.some((entry) => entry.photo.id === later.photo.id));
    expect(withLater?.photos.map((entry) => entry.photo.id).sort()).toEqual([theirs.photo.id, mine.photo.id, later.photo.id].sort());
  });
});

