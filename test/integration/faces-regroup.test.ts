import type { FaceView } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { openRealtimeTab } from '../support/realtime-tab';
import { fileFromDisk, testPhoto, uploadFile } from '../support/uploads';

/**
 * POST /faces/regroup end to end with the local adapter: labelled photos go through the upload
 * pipeline and the faces queue, then the family's faces are regrouped as a whole (every face read
 * from the table's owner index, one search each): each person one group, nobody with anybody else,
 * a second pass moves nothing, and a face the family said 'not' about stays where they left it.
 */
let stack: TestStack;
let alice: Awaited<ReturnType<typeof member>>;

const PHOTOS = [
  { file: 'faces/train/obama/obama.jpg', person: 'obama' },
  { file: 'faces/train/rose_leslie/img1.jpg', person: 'rose_leslie' },
  { file: 'faces/test/tests-obama3.jpg', person: 'obama' },
  { file: 'faces/train/obama/obama2.jpg', person: 'obama' },
  { file: 'faces/train/rose_leslie/img2.jpg', person: 'rose_leslie' },
] as const;
const photoIds = new Map<string, string>();

async function member() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab };
}

async function uploadAndScan(file: string): Promise<string> {
  const { upload_id } = await uploadFile(alice.client, fileFromDisk(testPhoto(file), 'image/jpeg'));
  const done = await alice.tab.next((m) => m.type === 'processing_complete' && m.upload_id === upload_id, 60_000);
  const photoId = (done.item as { photo: PhotoView }).photo.id;
  await alice.tab.next((m) => m.type === 'faces_found' && m.photo_id === photoId, 60_000);
  return photoId;
}

async function faceOf(file: string): Promise<FaceView> {
  const response = await alice.client.get(`/photo/${photoIds.get(file)}/people`);
  expect(response.status).toBe(200);
  const faces = response.body.faces as FaceView[];
  expect(faces, file).toHaveLength(1);
  return faces[0]!;
}

beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
  alice = await member();
  for (const photo of PHOTOS) photoIds.set(photo.file, await uploadAndScan(photo.file));
}, 240_000);
afterAll(async () => {
  alice?.tab.close();
  await stack?.stop();
});

describe('regrouping a family on demand', () => {
  it('puts each person in one group, nobody with anybody else, and a second pass moves nothing', async () => {
    const first = await alice.client.post('/faces/regroup');
    expect(first.status).toBe(200);
    expect(first.body.faces).toBe(PHOTOS.length);

    const personOf = new Map<string, string | null>();
    for (const photo of PHOTOS) personOf.set(photo.file, (await faceOf(photo.file)).person_id);
    for (const person of ['obama', 'rose_leslie']) {
      const theirs = new Set(PHOTOS.filter((photo) => photo.person === person).map((photo) => personOf.get(photo.file)));
      expect(theirs.size, person).toBe(1);
      expect([...theirs][0], person).not.toBeNull();
    }
    expect(personOf.get(PHOTOS[0].file)).not.toBe(personOf.get(PHOTOS[1].file));

    const second = await alice.client.post('/faces/regroup');
    expect(second.body).toMatchObject({ faces: PHOTOS.length, moved: 0, new_unnamed: 0, emptied: 0 });
  });

  it("leaves a face the family said is not someone where they left it", async () => {
    const face = await faceOf('faces/train/obama/obama2.jpg');
    expect((await alice.client.call('DELETE', `/person/${face.person_id}/face/${face.id}`)).status).toBe(200);
    expect((await alice.client.post('/faces/regroup')).status).toBe(200);
    expect((await faceOf('faces/train/obama/obama2.jpg')).person_id).toBeNull();
    // The other two faces of him are still one person.
    expect((await faceOf('faces/train/obama/obama.jpg')).person_id).toBe((await faceOf('faces/test/tests-obama3.jpg')).person_id);
  });
});
