import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { FaceView } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { turnBox } from '../../lambdas/domain/faces/box-turns';
import { VIDEOS_CANNOT_BE_TURNED } from '../../lambdas/domain/library/fix-request';
import { signUpVerified, type BrowserLikeClient } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { makeVideo } from '../support/generate-media';
import { messagesOn } from '../support/queue-depth';
import { openRealtimeTab } from '../support/realtime-tab';
import { fileFromDisk, testPhoto, uploadFile } from '../support/uploads';

/**
 * Turning a photo a quarter (POST /photo/{id}/rotate) against the local stand-ins: the pictures are
 * drawn again turned, the faces turn with them and keep their people, a sideways scan whose faces
 * were not found is looked at again upright, and a message delivered twice turns nothing more.
 */
let stack: TestStack;
type Account = Awaited<ReturnType<typeof member>>;
let alice: Account;
let bob: Account;

async function member() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab, userId: account.user.user_id };
}

async function uploaded(account: Account, file: { name: string; bytes: Buffer; contentType: string }): Promise<PhotoView> {
  const { upload_id } = await uploadFile(account.client, file);
  const done = await account.tab.next((m) => m.type === 'processing_complete' && m.upload_id === upload_id, 60_000);
  return (done.item as { photo: PhotoView }).photo;
}

const facesOf = async (client: BrowserLikeClient, id: string): Promise<FaceView[]> => (await client.get(`/photo/${id}/people`)).body.faces;
const turn = (client: BrowserLikeClient, id: string, direction: unknown) => client.post(`/photo/${id}/rotate`, { direction });
const turned = async (account: Account, id: string, width: number) =>
  (await account.tab.next((m) => m.type === 'photo_updated' && (m.photo as PhotoView).id === id && (m.photo as PhotoView).width === width, 60_000)).photo as PhotoView;
/** The size of the screen-filling picture the link shows. */
async function pictureSize(url: string): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0 } = await sharp(Buffer.from(await (await alice.client.fetchMedia(url)).arrayBuffer())).metadata();
  return { width, height };
}

beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
  alice = await member();
  bob = await member();
}, 240_000);
afterAll(async () => {
  alice?.tab.close();
  bob?.tab.close();
  await stack?.stop();
});

describe('turning a photo', () => {
  it('draws it again a quarter turned: width and height swap, the face turns with it and keeps its person; left turns it back', async () => {
    const photo = await uploaded(alice, fileFromDisk(testPhoto('faces/train/obama/obama.jpg'), 'image/jpeg'));
    await alice.tab.next((m) => m.type === 'faces_found' && m.photo_id === photo.id, 60_000);
    const [face] = await facesOf(alice.client, photo.id);
    const named = await alice.client.post(`/person?face_id=${face!.id}`, { names: [{ first_name: 'Barack', last_name: 'Obama' }] });
    expect(named.status).toBe(200);
    const personId = (await facesOf(alice.client, photo.id))[0]!.person_id;
    expect(personId).toBeTruthy();

    const queued = await turn(alice.client, photo.id, 'right');
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ status: 'Queued', photo_id: photo.id, turns: 1 });
    const right = await turned(alice, photo.id, photo.height);
    expect(right.height).toBe(photo.width);
    expect(right.thumbnail_urls['1600']).not.toBe(photo.thumbnail_urls['1600']);
    const before = await pictureSize(photo.thumbnail_urls['1600']);
    expect(await pictureSize(right.thumbnail_urls['1600'])).toEqual({ width: before.height, height: before.width });
    const [turnedFace] = await facesOf(alice.client, photo.id);
    const expected = turnBox(face!.bounding_box, 1);
    for (const side of ['left', 'top', 'width', 'height'] as const) expect(turnedFace!.bounding_box[side]).toBeCloseTo(expected[side], 6);
    expect(turnedFace).toMatchObject({ id: face!.id, person_id: personId });
    // The strip and the photo itself are drawn turned, and the viewer is told the original lacks the turn.
    expect(photo.redrawn).toBeUndefined();
    expect((await alice.client.get(`/photo/${photo.id}`)).body.photo).toMatchObject({ width: photo.height, height: photo.width, redrawn: true });

    expect((await turn(alice.client, photo.id, 'left')).body.turns).toBe(0);
    const back = await turned(alice, photo.id, photo.width);
    expect(await pictureSize(back.thumbnail_urls['1600'])).toEqual(before);
    expect(back.redrawn).toBeUndefined();
    const [backFace] = await facesOf(alice.client, photo.id);
    for (const side of ['left', 'top', 'width', 'height'] as const) expect(backFace!.bounding_box[side]).toBeCloseTo(face!.bounding_box[side], 6);
  });

  it('looks again for the faces of a sideways scan once it is turned upright', async () => {
    // Biden's portrait lying on its side, as a scanner may leave a print: no face is found that way.
    const sideways = await sharp(testPhoto('faces/train/biden/biden.jpg')).rotate(90).jpeg().toBuffer();
    const photo = await uploaded(alice, { name: 'scan-sideways.jpg', bytes: sideways, contentType: 'image/jpeg' });
    const store = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
    await expect.poll(async () => (await store.getScan(alice.userId, photo.id)) !== null, { timeout: 60_000, interval: 200 }).toBe(true);
    expect(await facesOf(alice.client, photo.id)).toEqual([]);

    expect((await turn(alice.client, photo.id, 'left')).body.turns).toBe(3);
    await turned(alice, photo.id, photo.height);
    await alice.tab.next((m) => m.type === 'faces_found' && m.photo_id === photo.id, 60_000);
    expect((await facesOf(alice.client, photo.id)).length).toBeGreaterThan(0);
  });

  it('turns once for a message delivered twice, and refuses what cannot be turned (a video, another family’s photo) with a message', async () => {
    const photo = await uploaded(alice, fileFromDisk(testPhoto('immich-test-assets/albums_nature_tanners_ridge.jpg'), 'image/jpeg'));
    expect((await turn(alice.client, photo.id, 'right')).body.turns).toBe(1);
    const right = await turned(alice, photo.id, photo.height);
    // The same message again (SQS delivers at least once): the photo stays as it is.
    await stack.sqs.send(new SendMessageCommand({ QueueUrl: stack.stack.queues.fix!.url, MessageBody: JSON.stringify({ photo_id: photo.id, turns: 1 }) }));
    await expect.poll(() => messagesOn(stack.sqs, stack.stack.queues.fix!.url), { timeout: 30_000, interval: 100 }).toBe(0);
    expect((await alice.client.get(`/photo/${photo.id}`)).body.photo).toMatchObject({ width: photo.height, height: photo.width, thumbnail_urls: right.thumbnail_urls });

    const sideways = await turn(alice.client, photo.id, 'up');
    expect(sideways.status).toBe(400);
    expect(sideways.body.message).toContain("Turn the photo 'left' or 'right'");
    expect((await turn(bob.client, photo.id, 'left')).status).toBe(404);
    const clip = await uploaded(alice, { name: 'clip.mp4', bytes: readFileSync(await makeVideo({ seconds: 1, width: 160, height: 120, codec: 'h264', container: 'mp4', withAudio: false })), contentType: 'video/mp4' });
    const video = await turn(alice.client, clip.id, 'right');
    expect(video.status).toBe(400);
    expect(video.body.message).toBe(VIDEOS_CANNOT_BE_TURNED);
  });
});
