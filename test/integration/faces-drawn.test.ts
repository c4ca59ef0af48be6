import { readFileSync } from 'node:fs';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { FaceView, LinkFaceResponse } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { DRAWN_FACE_OUTSIDE, DRAWN_FACE_TOO_SMALL } from '@heirloom/shared/rules/drawn-face';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { DynamoSessionStore } from '../../lambdas/adapters/aws/dynamo-session-store';
import { TREE_BEING_COPIED } from '../../lambdas/domain/family/tree-access';
import { FACE_ALREADY_THERE } from '../../lambdas/domain/faces/add-face';
import { signUpVerified, type BrowserLikeClient } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { messagesOn } from '../support/queue-depth';
import { openRealtimeTab } from '../support/realtime-tab';
import { faceTagsXmp } from '../support/generate-media';
import { fileFromDisk, testPhoto, uploadFile } from '../support/uploads';

/**
 * Faces the detector missed, drawn by hand (POST /photo/{id}/faces), against the local stand-ins:
 * the box rules, who may draw on which photo, the same box sent twice, and the face afterwards in
 * every list faces show in, through regrouping and a scan of the photo run again.
 */
let stack: TestStack;
type Account = Awaited<ReturnType<typeof member>>;
let alice: Account;
let bob: Account;
let photoId: string;
/** The face the detector found in the photo (Obama's). */
let found: FaceView;
/** Where nobody's face was found: the drawn face goes here. */
const DRAWN = { left: 0.02, top: 0.05, width: 0.2, height: 0.25 };

async function member() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab, userId: account.user.user_id };
}

const facesOf = async (client: BrowserLikeClient, id: string): Promise<FaceView[]> => {
  const response = await client.get(`/photo/${id}/people`);
  expect(response.status).toBe(200);
  return response.body.faces;
};
const draw = (client: BrowserLikeClient, body: unknown, id = photoId) => client.post(`/photo/${id}/faces`, body);
const photosOf = async (personId: string) => ((await alice.client.get(`/photos?person_id=${personId}`)).body.photos as PhotoView[]).map((photo) => photo.id);

beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
  alice = await member();
  bob = await member();
  const { upload_id } = await uploadFile(alice.client, fileFromDisk(testPhoto('faces/train/obama/obama.jpg'), 'image/jpeg'));
  const done = await alice.tab.next((m) => m.type === 'processing_complete' && m.upload_id === upload_id, 60_000);
  photoId = (done.item as { photo: PhotoView }).photo.id;
  await alice.tab.next((m) => m.type === 'faces_found' && m.photo_id === photoId, 60_000);
  found = (await facesOf(alice.client, photoId))[0]!;
}, 240_000);
afterAll(async () => {
  alice?.tab.close();
  bob?.tab.close();
  await stack?.stop();
});

describe('drawing a face the detector missed', () => {
  it('refuses a box too small to be a face, or reaching outside the photo, with words a person understands (400)', async () => {
    const small = await draw(alice.client, { bounding_box: { ...DRAWN, width: 0.015 }, new_person: { names: [{ first_name: 'Rose' }] } });
    expect(small.status).toBe(400);
    expect(small.body.message).toBe(DRAWN_FACE_TOO_SMALL);
    const outside = await draw(alice.client, { bounding_box: { ...DRAWN, left: 0.9 }, new_person: { names: [{ first_name: 'Rose' }] } });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe(DRAWN_FACE_OUTSIDE);
    const nobody = await draw(alice.client, { bounding_box: DRAWN });
    expect(nobody.status).toBe(400);
    expect(nobody.body.message).toContain('Choose who this is from your tree, or type a name for a new person');
    // Nobody was made for the refused boxes.
    expect(((await alice.client.get('/persons?q=Rose')).body.persons as unknown[]).length).toBe(0);
  });

  it('is refused on another family’s photo (404) and over a face the photo has (409)', async () => {
    const bobs = await draw(bob.client, { bounding_box: DRAWN, new_person: { names: [{ first_name: 'Mallory' }] } });
    expect(bobs.status).toBe(404);
    expect((await draw(alice.client, { bounding_box: DRAWN, person_id: 'no-such-person' })).status).toBe(404);
    const over = await draw(alice.client, { bounding_box: found.bounding_box, new_person: { names: [{ first_name: 'Rose' }] } });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(FACE_ALREADY_THERE);
    expect(await facesOf(alice.client, photoId)).toHaveLength(1);
  });

  it('is refused while the member’s own tree is being copied into a family they joined (409), as every change to faces is', async () => {
    const sessions = new DynamoSessionStore(stack.documentClient, stack.stack.tableName);
    // The state a join leaves a member's sessions in until their tree's copy is whole.
    await sessions.setFamilyForUser(alice.userId, alice.userId, alice.userId, true);
    try {
      const refused = await draw(alice.client, { bounding_box: DRAWN, new_person: { names: [{ first_name: 'Rose' }] } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(TREE_BEING_COPIED);
    } finally {
      await sessions.setFamilyForUser(alice.userId, alice.userId);
    }
    expect(await facesOf(alice.client, photoId)).toHaveLength(1);
  });

  it('makes a face like a found one: the box, a crop of that place, the new person; shown on the photo, its card and the person’s photos', async () => {
    const response = await draw(alice.client, { bounding_box: DRAWN, new_person: { names: [{ first_name: 'Grandma', last_name: 'Rose' }] } });
    expect(response.status).toBe(201);
    const { person, face } = response.body as LinkFaceResponse;
    expect(person.name).toBe('Grandma Rose');
    expect(face).toMatchObject({ image_id: photoId, person_id: person.id, bounding_box: DRAWN, added_by_hand: true, person: { name: 'Grandma Rose' } });

    const faces = await facesOf(alice.client, photoId);
    expect(faces.map((each) => each.id).sort()).toEqual([face.id, found.id].sort());
    const crop = await alice.client.fetchMedia(face.thumbnail_url);
    expect(crop.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await crop.arrayBuffer())).metadata()).toMatchObject({ width: 160, height: 160 });
    // The strip's page carries it on the photo's card, and the person's photos are that photo.
    const strip = (await alice.client.get('/photos')).body.faces as Record<string, FaceView[]>;
    expect(strip[photoId]!.map((each) => each.id)).toContain(face.id);
    expect(await photosOf(person.id)).toEqual([photoId]);
    // Their icon was set from it, as from a found face.
    expect(person.person_thumbnail_url).toContain(`/api/person/${person.id}/thumbnail`);
  });

  it('the same box sent twice makes one face: the repeat answers the first (200)', async () => {
    const [drawn] = (await facesOf(alice.client, photoId)).filter((face) => face.added_by_hand);
    const again = await draw(alice.client, { bounding_box: DRAWN, person_id: drawn!.person_id });
    expect(again.status).toBe(200);
    expect((again.body as LinkFaceResponse).face.id).toBe(drawn!.id);
    const [first, second] = await Promise.all([
      draw(alice.client, { bounding_box: DRAWN, person_id: drawn!.person_id }),
      draw(alice.client, { bounding_box: DRAWN, person_id: drawn!.person_id }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await facesOf(alice.client, photoId)).toHaveLength(2);
  });
});

describe('a face drawn by hand afterwards', () => {
  const drawnFace = async () => (await facesOf(alice.client, photoId)).find((face) => face.added_by_hand)!;

  it('stays with its person when the family is regrouped', async () => {
    const before = await drawnFace();
    expect((await alice.client.post('/faces/regroup')).status).toBe(200);
    expect(await drawnFace()).toMatchObject({ id: before.id, person_id: before.person_id });
  });

  it('stays when the photo is scanned again, and is listed on the new scan', async () => {
    const before = await drawnFace();
    const store = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
    // Without its scan marker the faces consumer looks for the photo's faces afresh.
    await store.deleteScan(alice.userId, photoId);
    await stack.sqs.send(
      new SendMessageCommand({ QueueUrl: stack.stack.queues.faces!.url, MessageBody: JSON.stringify({ photo_id: photoId }), MessageGroupId: alice.userId, MessageDeduplicationId: `${photoId}.rescan` }),
    );
    await expect.poll(async () => (await store.getScan(alice.userId, photoId)) !== null, { timeout: 60_000, interval: 200 }).toBe(true);
    await expect.poll(() => messagesOn(stack.sqs, stack.stack.queues.faces!.url), { timeout: 30_000, interval: 100 }).toBe(0);
    expect((await store.getScan(alice.userId, photoId))!.faceIds).toContain(before.id);
    expect(await drawnFace()).toMatchObject({ id: before.id, person_id: before.person_id });
    // The found face is found again beside it, and nothing twice.
    const faces = await facesOf(alice.client, photoId);
    expect(faces).toHaveLength(2);
    expect(faces.filter((face) => face.added_by_hand)).toHaveLength(1);
  });

  it('takes the face menu: use as icon, "Face is not", and forget', async () => {
    const face = await drawnFace();
    const personId = face.person_id!;
    const icon = await alice.client.post(`/person/${personId}/thumbnail/${face.id}`);
    expect(icon.status).toBe(200);
    expect(icon.body.person.person_thumbnail).toBe(`face.${face.id}`);

    expect((await alice.client.call('DELETE', `/person/${personId}/face/${face.id}`)).status).toBe(200);
    expect(await drawnFace()).toMatchObject({ id: face.id, person_id: null });
    expect(await photosOf(personId)).toEqual([]);

    expect((await alice.client.call('DELETE', `/person/none/face/forget/${face.id}`)).status).toBe(200);
    // Only the found face is left (found again by the scan above, under a new id).
    const left = await facesOf(alice.client, photoId);
    expect(left).toHaveLength(1);
    expect(left[0]!.added_by_hand).toBeUndefined();
  });
});

describe("faces a photo's file names (XMP regions, as Picasa, Lightroom and digiKam write them)", () => {
  const curies = ['metadata_faces_portrait.jpg', 'metadata_faces_portrait-orientation-6.jpg'];
  const people = async (q: string) => ((await bob.client.get(`/persons?q=${encodeURIComponent(q)}`)).body.persons as Array<{ id: string; name: string }>).map(({ id, name }) => ({ id, name }));

  it('are named after the file: the tree person called that, or a new one, the same for every photo that names them', async () => {
    // Bob's tree has Marie already; Pierre is nobody yet.
    const marie = await bob.client.post('/person', { names: [{ first_name: 'Marie', last_name: 'Curie' }] });
    expect(marie.status).toBe(200);
    const photoIds: string[] = [];
    for (const name of curies) {
      const { upload_id } = await uploadFile(bob.client, fileFromDisk(testPhoto(`immich-test-assets/${name}`), 'image/jpeg'));
      const done = await bob.tab.next((m) => m.type === 'processing_complete' && m.upload_id === upload_id, 60_000);
      const id = (done.item as { photo: PhotoView }).photo.id;
      await bob.tab.next((m) => m.type === 'faces_found' && m.photo_id === id, 60_000);
      photoIds.push(id);
    }
    const curiesNow = await people('Curie');
    expect(curiesNow.map((person) => person.name).sort()).toEqual(['Marie Curie', 'Pierre Curie']);
    expect(curiesNow.find((person) => person.name === 'Marie Curie')!.id).toBe(marie.body.person.id);
    // Both photos, the second stored on its side (EXIF orientation 6), name the same two faces, left to right Marie then Pierre.
    for (const id of photoIds) {
      const named = (await facesOf(bob.client, id)).filter((face) => face.person?.name.endsWith('Curie')).sort((a, b) => a.bounding_box.left - b.bounding_box.left);
      expect(named.map((face) => face.person!.name)).toEqual(['Marie Curie', 'Pierre Curie']);
    }
    const pierre = curiesNow.find((person) => person.name === 'Pierre Curie')!.id;
    expect((await bob.client.get(`/photos?person_id=${pierre}`)).body.photos.map((photo: PhotoView) => photo.id).sort()).toEqual([...photoIds].sort());
  });

  it('names nobody when the tree has two people called what the tag says, and makes no third', async () => {
    for (let i = 0; i < 2; i++) expect((await bob.client.post('/person', { names: [{ first_name: 'Anna', last_name: 'Lee' }] })).status).toBe(200);
    // Obama's portrait, its face tagged 'Anna Lee' as Picasa would write it.
    const bytes = await sharp(readFileSync(testPhoto('faces/train/obama/obama.jpg')))
      .withXmp(faceTagsXmp([{ name: 'Anna Lee', box: found.bounding_box }]))
      .jpeg()
      .toBuffer();
    const { upload_id } = await uploadFile(bob.client, { name: 'tagged.jpg', bytes, contentType: 'image/jpeg' });
    const done = await bob.tab.next((m) => m.type === 'processing_complete' && m.upload_id === upload_id, 60_000);
    const id = (done.item as { photo: PhotoView }).photo.id;
    await bob.tab.next((m) => m.type === 'faces_found' && m.photo_id === id, 60_000);
    const [face] = await facesOf(bob.client, id);
    expect(face!.person?.name ?? '').not.toBe('Anna Lee');
    expect(await people('Anna Lee')).toHaveLength(2);
  });
});
