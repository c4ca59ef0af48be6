import { readFileSync } from 'node:fs';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FaceView, UnnamedPeopleResponse } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoBackfillState } from '../../lambdas/adapters/aws/dynamo-face-backfill';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { EMBEDDING_LENGTH, FACE_MODEL_ID } from '../../lambdas/adapters/local/face-vectors';
import { collectionFor } from '../../lambdas/runtime/faces-deps';
import { signUpVerified, type BrowserLikeClient } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { messagesOn } from '../support/queue-depth';
import { openRealtimeTab } from '../support/realtime-tab';
import { fileFromDisk, testPhoto, uploadFile } from '../support/uploads';
import { photoRecord, seedPhotos } from './library-seed';

/**
 * Faces end to end with the local adapter (the model shipped in npm): labelled photos go through
 * the upload pipeline and the faces queue, faces are grouped into unnamed people, and the face
 * calls name, correct and forget them. Seven photos keep the file well under a minute.
 */
let stack: TestStack;
type Account = Awaited<ReturnType<typeof member>>;
let alice: Account;
let bob: Account;

/** Alice's photos, in upload order, with who labels.json says is in each. */
const ALICE_PHOTOS = [
  { file: 'faces/train/obama/obama.jpg', people: ['obama'] },
  { file: 'faces/train/biden/biden2.jpg', people: ['biden'] },
  { file: 'faces/test/obama_and_biden.jpg', people: ['obama', 'biden'] },
  { file: 'faces/test/two_people.jpg', people: ['obama', 'biden'] },
  { file: 'faces/train/rose_leslie/img1.jpg', people: ['rose_leslie'] },
  { file: 'faces/test/kit_with_rose.jpg', people: ['kit_harington', 'rose_leslie'] },
  { file: 'faces/train/kit_harington/john1.jpeg', people: ['kit_harington'] },
] as const;
const photoIds = new Map<string, string>();

async function member() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab, userId: account.user.user_id };
}

/** Uploads a photo and waits until its faces have been looked for; returns its id. */
async function uploadAndScan(account: Account, file: string): Promise<string> {
  const { upload_id } = await uploadFile(account.client, fileFromDisk(testPhoto(file), 'image/jpeg'));
  const done = await account.tab.next((m) => m.type === 'processing_complete' && m.upload_id === upload_id, 60_000);
  const photoId = (done.item as { photo: PhotoView }).photo.id;
  await account.tab.next((m) => m.type === 'faces_found' && m.photo_id === photoId, 60_000);
  return photoId;
}

const facesOf = async (client: BrowserLikeClient, photoId: string): Promise<FaceView[]> => {
  const response = await client.get(`/photo/${photoId}/people`);
  expect(response.status).toBe(200);
  return response.body.faces;
};

/** The person each labelled face of Alice's photos is in, by label (two faces of one photo told apart by sex or by the other photos). */
async function groupsByLabel(): Promise<Map<string, Set<string | null>>> {
  const groups = new Map<string, Set<string | null>>();
  for (const photo of ALICE_PHOTOS) {
    const faces = await facesOf(alice.client, photoIds.get(photo.file)!);
    for (const face of faces) {
      const label = labelOf(photo.file, photo.people, face);
      groups.set(label, (groups.get(label) ?? new Set()).add(face.person_id));
    }
  }
  return groups;
}

/** Where Obama stands in the photos of two men (labels.json names people, not positions). */
const OBAMA_ON_THE_RIGHT: Record<string, boolean> = { 'faces/test/obama_and_biden.jpg': true, 'faces/test/two_people.jpg': false };

/** kit_with_rose: by the sex the model gives; the photos of two men: by where Obama stands. */
function labelOf(file: string, people: readonly string[], face: FaceView): string {
  if (people.length === 1) return people[0]!;
  if (people.includes('rose_leslie')) return face.gender_hint === 'Female' ? 'rose_leslie' : 'kit_harington';
  const onTheRight = face.bounding_box.left + face.bounding_box.width / 2 > 0.5;
  return onTheRight === OBAMA_ON_THE_RIGHT[file] ? 'obama' : 'biden';
}

beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
  alice = await member();
  bob = await member();
  for (const photo of ALICE_PHOTOS) photoIds.set(photo.file, await uploadAndScan(alice, photo.file));
}, 240_000);
afterAll(async () => {
  alice?.tab.close();
  bob?.tab.close();
  await stack?.stop();
});

describe('finding faces', () => {
  it('finds every labelled face, with boxes as fractions of the picture and a crop', async () => {
    for (const photo of ALICE_PHOTOS) {
      const faces = await facesOf(alice.client, photoIds.get(photo.file)!);
      expect(faces, photo.file).toHaveLength(photo.people.length);
      for (const face of faces) {
        const box = face.bounding_box;
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.left + box.width).toBeLessThanOrEqual(1.0001);
        expect(box.top + box.height).toBeLessThanOrEqual(1.0001);
        expect(box.width).toBeGreaterThan(0.05);
        expect(face.image_id).toBe(photoIds.get(photo.file));
      }
    }
    const [face] = await facesOf(alice.client, photoIds.get(ALICE_PHOTOS[0].file)!);
    const crop = await alice.client.fetchMedia(face!.thumbnail_url);
    expect(crop.headers.get('content-type')).toBe('image/jpeg');
  });

  it("the strip's pages carry their photos' faces, the same as each photo's people", async () => {
    const page = await alice.client.get('/photos');
    expect(page.status).toBe(200);
    const faces = page.body.faces as Record<string, FaceView[]>;
    for (const photo of ALICE_PHOTOS) {
      const id = photoIds.get(photo.file)!;
      expect(faces[id]!.map((face) => face.id).sort()).toEqual((await facesOf(alice.client, id)).map((face) => face.id).sort());
    }
    // Another family's strip carries none of them.
    const bobs = await bob.client.get('/photos');
    expect(Object.values((bobs.body.faces ?? {}) as Record<string, FaceView[]>).flat().some((face) => faces[face.image_id])).toBe(false);
  });

  it('a repeated message for a photo finds its faces once', async () => {
    const photoId = photoIds.get('faces/test/obama_and_biden.jpg')!;
    const before = (await facesOf(alice.client, photoId)).map((face) => face.id).sort();
    // The faces queue is FIFO: a group (the family) and a deduplication id other than the first message's.
    await stack.sqs.send(
      new SendMessageCommand({ QueueUrl: stack.stack.queues.faces!.url, MessageBody: JSON.stringify({ photo_id: photoId }), MessageGroupId: alice.userId, MessageDeduplicationId: `${photoId}.again` }),
    );
    const store = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
    // Once the repeat is off the queue its handler has run: the faces it found are what is stored now.
    await expect.poll(() => messagesOn(stack.sqs, stack.stack.queues.faces!.url), { timeout: 30_000, interval: 100 }).toBe(0);
    expect((await store.facesOfPhoto(alice.userId, photoId)).map((face) => face.faceId).sort()).toEqual(before);
  });
});

describe('grouping faces into unnamed people', () => {
  it("puts each person's faces in one group, and different people in different groups", async () => {
    const groups = await groupsByLabel();
    for (const [label, people] of groups) {
      expect(people.size, label).toBe(1);
      expect([...people][0], label).not.toBeNull();
    }
    const distinct = new Set([...groups.values()].map((people) => [...people][0]));
    expect(distinct.size).toBe(4);
  });

  it('lists the unnamed people for the home page, new until the snackbar has told about them', async () => {
    const first = (await alice.client.get('/faces/unnamed')).body as UnnamedPeopleResponse;
    expect(first.people).toHaveLength(4);
    expect(first.new_count).toBe(4);
    expect(first.people.every((entry) => entry.person.name === '' && entry.face.thumbnail_url.startsWith('http'))).toBe(true);
    expect((await alice.client.post('/faces/unnamed/announced', { person_ids: first.people.map((entry) => entry.person.id) })).status).toBe(200);
    expect(((await alice.client.get('/faces/unnamed')).body as UnnamedPeopleResponse).new_count).toBe(0);
  });
});

describe('the face calls', () => {
  let obama: string;

  it('linking a face of an unnamed group to a named person moves the whole group; their photos list by person', async () => {
    obama = (await alice.client.post('/person', { names: [{ first_name: 'Barack', last_name: 'Obama' }] })).body.person.id;
    const [face] = (await facesOf(alice.client, photoIds.get('faces/train/obama/obama.jpg')!));
    const linked = await alice.client.post(`/person/${obama}/face/${face!.id}`);
    expect(linked.status).toBe(200);
    expect(linked.body.person.id).toBe(obama);
    expect(linked.body.person.person_thumbnail_url).toContain(`/api/person/${obama}/thumbnail`);
    expect((await groupsByLabel()).get('obama')).toEqual(new Set([obama]));
    const photos = (await alice.client.get(`/photos?person_id=${obama}`)).body.photos as PhotoView[];
    expect(photos.map((photo) => photo.id).sort()).toEqual(
      ['faces/train/obama/obama.jpg', 'faces/test/obama_and_biden.jpg', 'faces/test/two_people.jpg'].map((file) => photoIds.get(file)).sort(),
    );
    expect(((await alice.client.get('/faces/unnamed')).body as UnnamedPeopleResponse).people).toHaveLength(3);
  });

  it("'Face is not' unlinks a face for good: it goes to the unassigned faces and is never matched to them again", async () => {
    const twoPeople = photoIds.get('faces/test/two_people.jpg')!;
    const face = (await facesOf(alice.client, twoPeople)).find((candidate) => candidate.person_id === obama)!;
    expect((await alice.client.call('DELETE', `/person/${obama}/face/${face.id}`)).status).toBe(200);
    expect((await facesOf(alice.client, twoPeople)).find((candidate) => candidate.id === face.id)!.person_id).toBeNull();
    expect(((await alice.client.get(`/photos?person_id=${obama}`)).body.photos as PhotoView[]).map((photo) => photo.id)).not.toContain(twoPeople);
    expect(((await alice.client.get('/photos?person_id=none')).body.photos as PhotoView[]).map((photo) => photo.id)).toContain(twoPeople);
    // Unlinking again, or from someone it is not linked to, is refused.
    expect((await alice.client.call('DELETE', `/person/${obama}/face/${face.id}`)).status).toBe(404);
    // Scanned again (a redelivered backfill message after its record was lost), the face would not rejoin: the rule lives on the face.
    const stored = await new DynamoFaceStore(stack.documentClient, stack.stack.tableName).getFace(alice.userId, face.id);
    expect(stored!.rejectedPersonIds).toEqual([obama]);
  });

  it('creates a person from a face (the group comes along), sets their icon from a face, and serves it', async () => {
    const kitFace = (await facesOf(alice.client, photoIds.get('faces/train/kit_harington/john1.jpeg')!))[0]!;
    const created = await alice.client.post(`/person?face_id=${kitFace.id}`, { names: [{ first_name: 'Kit', last_name: 'Harington' }] });
    expect(created.status).toBe(200);
    const kit = created.body.person.id as string;
    expect((await groupsByLabel()).get('kit_harington')).toEqual(new Set([kit]));
    const otherKitFace = (await facesOf(alice.client, photoIds.get('faces/test/kit_with_rose.jpg')!)).find((face) => face.person_id === kit)!;
    const icon = await alice.client.post(`/person/${kit}/thumbnail/${otherKitFace.id}`);
    expect(icon.status).toBe(200);
    expect(icon.body.person.person_thumbnail).toBe(`face.${otherKitFace.id}`);
    const redirect = await stack.fetch(icon.body.person.person_thumbnail_url, { headers: { cookie: alice.client.sessionCookie ?? '' }, redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect((await alice.client.fetchMedia(redirect.headers.get('location')!)).headers.get('content-type')).toBe('image/jpeg');
    // A bad face id creates nobody.
    expect((await alice.client.post('/person?face_id=nope', { names: [{ first_name: 'Ghost' }] })).status).toBe(404);
  });

  it('forgets a face: it is gone from the photo and from every list', async () => {
    const photoId = photoIds.get('faces/test/two_people.jpg')!;
    const unassigned = (await facesOf(alice.client, photoId)).find((face) => face.person_id === null)!;
    expect((await alice.client.call('DELETE', `/person/none/face/forget/${unassigned.id}`)).status).toBe(200);
    expect((await facesOf(alice.client, photoId)).map((face) => face.id)).not.toContain(unassigned.id);
    expect(((await alice.client.get('/photos?person_id=none')).body.photos as PhotoView[]).map((photo) => photo.id)).not.toContain(photoId);
  });
});

describe('one family never sees or matches another family', () => {
  it("matches Bob's photo only against Bob's faces, and refuses Alice's ids", async () => {
    const bobsPhoto = await uploadAndScan(bob, 'faces/test/obama1.jpg');
    const [bobsFace] = await facesOf(bob.client, bobsPhoto);
    expect(bobsFace!.person_id).toBeNull();
    expect(((await bob.client.get('/faces/unnamed')).body as UnnamedPeopleResponse).people).toHaveLength(0);
    const alicesPhoto = photoIds.get('faces/train/obama/obama.jpg')!;
    const [alicesFace] = await facesOf(alice.client, alicesPhoto);
    expect((await bob.client.get(`/photo/${alicesPhoto}/people`)).status).toBe(404);
    const bobsPerson = (await bob.client.post('/person', { names: [{ first_name: 'B' }] })).body.person.id;
    expect((await bob.client.post(`/person/${bobsPerson}/face/${alicesFace!.id}`)).status).toBe(404);
    expect((await bob.client.call('DELETE', `/person/none/face/forget/${alicesFace!.id}`)).status).toBe(404);
    expect((await bob.client.get(`/photos?person_id=${alicesFace!.person_id}`)).status).toBe(404);
    expect((await alice.client.post(`/person/${alicesFace!.person_id}/face/${bobsFace!.id}`)).status).toBe(404);
  });
});

describe('the backfill of photos from before faces', () => {
  it('queues every photo not yet scanned, resumably, and their faces are found', async () => {
    // A photo stored before faces existed: a catalogue record and its large rendition, no scan.
    const [old] = await seedPhotos(stack, [photoRecord(bob.userId, { dateTaken: '2009' })]);
    await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.media, Key: old!.renditions.largeJpeg, Body: readFileSync(testPhoto('faces/test/tests-obama3.jpg')), ContentType: 'image/jpeg' }));
    const state = (await stack.stack.runJob('backfill-faces')) as { seen: number; scanned: number; queued: number; done: boolean };
    // Queued is not scanned: the first pass is not done.
    expect(state).toMatchObject({ done: false, queued: 1 });
    expect(state.scanned).toBe(state.seen - 1);
    await bob.tab.next((m) => m.type === 'faces_found' && m.photo_id === old!.photoId, 60_000);
    expect(await facesOf(bob.client, old!.photoId)).toHaveLength(1);
    // The next pass finds every photo scanned: done, nothing queued again.
    expect(await stack.stack.runJob('backfill-faces')).toMatchObject({ done: true, queued: 1, pass: 2 });
    // Once done, a run reads its state and stops.
    expect(await stack.stack.runJob('backfill-faces')).toMatchObject({ done: true, queued: 1, pass: 2 });
  });

  it('on a stage upgraded from an earlier face model, embeds again the faces of photos scanned under it, each keeping its id and person', async () => {
    const photoId = photoIds.get('faces/train/obama/obama.jpg')!;
    const [before] = await facesOf(alice.client, photoId);
    const table = stack.stack.tableName;
    const embeddingKey = { pk: `facecoll#${collectionFor(process.env.STAGE!, alice.userId)}`, sk: before!.id };
    const scans = new DynamoFaceStore(stack.documentClient, table);
    expect((await scans.getScan(alice.userId, photoId))?.model).toBe(FACE_MODEL_ID);
    // What the earlier model left: a longer embedding, a scan naming no model, a backfill done before it.
    const earlier = new Float32Array(1024).fill(1 / 32);
    await stack.documentClient.send(new UpdateCommand({ TableName: table, Key: embeddingKey, UpdateExpression: 'SET embedding = :old', ExpressionAttributeValues: { ':old': Buffer.from(earlier.buffer) } }));
    await stack.documentClient.send(new UpdateCommand({ TableName: table, Key: { pk: `faces#${alice.userId}#photo#${photoId}`, sk: 'scan' }, UpdateExpression: 'REMOVE model' }));
    const backfill = new DynamoBackfillState(stack.documentClient, table);
    const { model: _, ...doneBefore } = (await backfill.read())!;
    await backfill.write(doneBefore);

    expect(await stack.stack.runJob('backfill-faces')).toMatchObject({ done: false, queued: 2, model: FACE_MODEL_ID });
    await expect.poll(async () => (await scans.getScan(alice.userId, photoId))?.model, { timeout: 60_000 }).toBe(FACE_MODEL_ID);
    const stored = (await stack.documentClient.send(new GetCommand({ TableName: table, Key: embeddingKey }))).Item!;
    expect((stored.embedding as Uint8Array).byteLength).toBe(EMBEDDING_LENGTH * 4);
    const [after] = await facesOf(alice.client, photoId);
    expect(after).toMatchObject({ id: before!.id, person_id: before!.person_id });
  });
});

describe('merging two people', () => {
  it('shows the two side by side, then moves every face, event role, note and name to the kept person; the other id answers with it', async () => {
    const one = [...(await groupsByLabel()).get('rose_leslie')!][0]!;
    const keep = (await alice.client.post('/person', { names: [{ first_name: 'Rose', last_name: 'Leslie' }] })).body.person.id as string;
    // Rose's faces join the named person; then a second 'Rose' record with a birth and a note is merged into her.
    const roseFace = (await facesOf(alice.client, photoIds.get('faces/train/rose_leslie/img1.jpg')!))[0]!;
    expect(roseFace.person_id).toBe(one);
    await alice.client.post(`/person/${keep}/face/${roseFace.id}`);
    const dup = (await alice.client.post('/person', { names: [{ first_name: 'Rosie', last_name: 'Leslie' }], sex: 'Female' })).body.person.id as string;
    const birth = await alice.client.post('/event', { event_type: 'birth', person_id: dup, event_role: 'child', start_date: '1987' });
    expect(birth.status).toBe(200);
    expect((await alice.client.post(`/person/${dup}/notes`, { notes: [{ note: 'Born in Glasgow' }] })).status).toBe(200);

    // Two records with the same names and birth year are suggested as duplicates.
    const twin = (await alice.client.post('/person', { names: [{ first_name: 'Rosie', last_name: 'Leslie' }] })).body.person.id as string;
    await alice.client.post('/event', { event_type: 'birth', person_id: twin, event_role: 'child', start_date: '9 Feb 1987' });
    // Offered in the people list's one list of duplicates, with why.
    const suggested = (await alice.client.get('/people/duplicates')).body.duplicates.filter((pair: { reason: string }) => pair.reason === 'same_name');
    expect(suggested.map((pair: { person1: { id: string }; person2: { id: string } }) => [pair.person1.id, pair.person2.id].sort())).toEqual([[dup, twin].sort()]);
    expect(suggested[0]).toMatchObject({ birth: '1987', person1: { name: 'Rosie Leslie' } });
    // Contacts, a fact and an earlier version (Bob is not in the family: versions come from the merge itself).
    expect((await alice.client.post(`/person/${dup}/contacts`, { contacts: [{ contact_type: 'Email', contact_value: 'rosie@example.com' }] })).status).toBe(200);
    expect((await alice.client.post(`/person/${dup}/attributes`, { attributes: [{ tag: 'OCCU', value: 'Actor' }] })).status).toBe(200);

    const diff = await alice.client.get(`/person/merge_diff?person_id1=${keep}&person_id2=${dup}`);
    expect(diff.status).toBe(200);
    expect(diff.body.person1).toMatchObject({ person: { id: keep }, photos: 2, notes: 0 });
    expect(diff.body.person1.faces).toHaveLength(2);
    expect(diff.body.person2).toMatchObject({
      person: { id: dup, sex: 'Female' },
      photos: 0,
      notes: 1,
      events: [{ event_type: 'birth', role: 'child', start_date: '1987' }],
      contacts: [{ contact_type: 'Email', contact_value: 'rosie@example.com' }],
      attributes: [{ label: 'Occupation', value: 'Actor' }],
    });
    expect((await alice.client.get(`/person/merge_diff?person_id1=${keep}&person_id2=${keep}`)).status).toBe(400);
    expect((await bob.client.get(`/person/merge_diff?person_id1=${keep}&person_id2=${dup}`)).status).toBe(404);

    const merged = await alice.client.post('/person/merge', { person_id1: keep, person_id2: dup });
    expect(merged.status).toBe(200);
    expect(merged.body.person).toMatchObject({ id: keep, sex: 'Female' });
    expect(merged.body.person.names.map((name: { first_name: string }) => name.first_name)).toEqual(['Rose', 'Rosie']);
    expect((await alice.client.get(`/person/${dup}`)).body.person.id).toBe(keep);
    expect((await alice.client.get(`/events/${keep}`)).body.events.map((event: { event_type: string }) => event.event_type)).toEqual(['birth']);
    expect((await alice.client.get(`/person/${keep}/notes`)).body.notes.map((note: { note: string }) => note.note)).toEqual(['Born in Glasgow']);
    expect((await alice.client.get(`/person/${keep}/contacts`)).body.contacts.map((contact: { contact_value: string }) => contact.contact_value)).toEqual(['rosie@example.com']);
    expect((await alice.client.get(`/person/${keep}/attributes`)).body.attributes).toMatchObject([{ tag: 'OCCU', value: 'Actor' }]);
    // Both people as they were are kept as versions of the kept person.
    expect((await alice.client.get(`/person/merge_diff?person_id1=${keep}&person_id2=${twin}`)).body.person1.versions).toBe(2);
    // The suggestion of the merged person's pair is gone; the twin is still offered with the kept person's other record only if alike.
    const after = (await alice.client.get('/people/duplicates')).body.duplicates as Array<{ person_id1: string; person_id2: string }>;
    expect(after.some((pair) => pair.person_id1 === dup || pair.person_id2 === dup)).toBe(false);
    const people = (await alice.client.get('/people')).body.people.map((person: { id: string }) => person.id);
    expect(people).toContain(keep);
    expect(people).not.toContain(dup);
    // The merged person's faces (and so photos) are the kept person's; merging again is refused as the same person.
    expect(((await alice.client.get(`/photos?person_id=${keep}`)).body.photos as PhotoView[])).toHaveLength(2);
    expect((await alice.client.post('/person/merge', { person_id1: keep, person_id2: dup })).status).toBe(400);

    // A re-dated photo moves in the person's photos: the one listed last, dated, comes first; then the other, dated later (a bulk edit), comes back ahead.
    const before = ((await alice.client.get(`/photos?person_id=${keep}`)).body.photos as PhotoView[]).map((photo) => photo.id);
    expect((await alice.client.post(`/photo/${before[1]}`, { date_taken: '2031' })).status).toBe(200);
    expect(((await alice.client.get(`/photos?person_id=${keep}`)).body.photos as PhotoView[]).map((photo) => photo.id)).toEqual([before[1], before[0]]);
    expect((await alice.client.post('/photos', { photos: [before[0]], date_taken: '2040' })).status).toBe(200);
    expect(((await alice.client.get(`/photos?person_id=${keep}`)).body.photos as PhotoView[]).map((photo) => photo.id)).toEqual(before);
  });
});

describe("the strip's total (issue 13)", () => {
  it("the whole strip's first page says how many photos the family has, and a deleted photo counts off", async () => {
    const first = await bob.client.get('/photos');
    expect(first.status).toBe(200);
    expect(first.body.photos.length).toBeGreaterThan(0);
    expect(first.body.total).toBe(first.body.photos.length);
    // Later pages and filtered lists carry no total.
    expect((await bob.client.get('/photos?missing_date=true')).body.total).toBeUndefined();
    expect((await bob.client.call('DELETE', `/photo/${first.body.photos[0].id}`)).status).toBe(200);
    expect((await bob.client.get('/photos')).body.total).toBe(first.body.photos.length - 1);
  });
});
