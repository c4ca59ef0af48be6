import { readFileSync } from 'node:fs';
import type { FaceView, FacesSeenOnceResponse } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoFaceStore } from '../../lambdas/adapters/aws/dynamo-face-store';
import { signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { openRealtimeTab } from '../support/realtime-tab';
import { testPhoto, uploadFile } from '../support/uploads';

/**
 * Dates that help instead of hurt (issue 30 item 4), end to end with the local face model: the
 * tree says Karl died in 1950. His own photo re-scanned in 2021 (a scanner's time) joins him; a
 * camera photo of 1972 is kept apart from him, GET /photo/{id}/people says why, and linking it
 * anyway (the family's override) holds through a regrouping. And a face seen once is offered by
 * GET /faces/seen_once until it has a person (item 5).
 * One picture of one man is used for all three photos, each written anew with its own EXIF, so
 * that what is measured is the date rule, not the model's recall.
 */
let stack: TestStack;
let account: Awaited<ReturnType<typeof signUpVerified>>;
let tab: Awaited<ReturnType<typeof openRealtimeTab>>;
const PORTRAIT = readFileSync(testPhoto('faces/train/obama/obama.jpg'));

/** The portrait as a device would write it: its make, model and software, and its original time. */
const written = (width: number, ifd0: Record<string, string>, original: string) =>
  sharp(PORTRAIT).resize({ width }).jpeg({ quality: 88 }).withExif({ IFD0: ifd0, IFD2: { DateTimeOriginal: original } }).toBuffer();

async function uploadAndScan(name: string, bytes: Buffer): Promise<string> {
  const { upload_id } = await uploadFile(account.client, { name, bytes, contentType: 'image/jpeg' });
  const done = await tab.next((m) => m.type === 'processing_complete' && m.upload_id === upload_id, 60_000);
  const photoId = (done.item as { photo: PhotoView }).photo.id;
  await tab.next((m) => m.type === 'faces_found' && m.photo_id === photoId, 60_000);
  return photoId;
}

const onlyFaceOf = async (photoId: string): Promise<FaceView> => {
  const response = await account.client.get(`/photo/${photoId}/people`);
  expect(response.status).toBe(200);
  expect(response.body.faces).toHaveLength(1);
  return response.body.faces[0];
};

const seenOnce = async (): Promise<string[]> => ((await account.client.get('/faces/seen_once')).body as FacesSeenOnceResponse).faces.map((face) => face.id);

beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
  account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
}, 120_000);
afterAll(async () => {
  tab?.close();
  await stack?.stop();
});

describe("a photo's date, and the life-span rule", () => {
  let karl: string;

  it('offers a face seen once on home until the family names it', async () => {
    const photoId = await uploadAndScan('karl-1948.jpg', await written(900, { Make: 'Leica', Model: 'IIIf' }, '1948:05:01 10:00:00'));
    const face = await onlyFaceOf(photoId);
    expect(face.person_id).toBeNull();
    expect(await seenOnce()).toEqual([face.id]);

    const created = await account.client.post(`/person?face_id=${face.id}`, { names: [{ first_name: 'Karl', last_name: 'Vogel' }] });
    expect(created.status).toBe(200);
    karl = created.body.person.id;
    expect((await onlyFaceOf(photoId)).person_id).toBe(karl);
    expect(await seenOnce()).toEqual([]);
    expect((await account.client.post('/event', { event_type: 'death', person_id: karl, event_role: 'died', start_date: '1950' })).status).toBe(200);
  }, 90_000);

  it('a re-scan of his photo (the scanner wrote 2021) joins him: a scan time is not when the photo was taken', async () => {
    const scanned = await uploadAndScan('karl-scan.jpg', await written(820, { Make: 'EPSON', Model: 'Perfection V600', Software: 'EPSON Scan' }, '2021:03:04 12:00:00'));
    const face = await onlyFaceOf(scanned);
    expect(face.person_id).toBe(karl);
    expect(face.kept_apart_from).toEqual([]);

    // The family types the date the print was taken: a date worth trusting, which the face now carries.
    const store = new DynamoFaceStore(stack.documentClient, stack.stack.tableName);
    expect((await store.getFace(account.user.user_id, face.id))!.photoDateQuality).toBe('scan_or_file');
    expect((await account.client.post(`/photo/${scanned}`, { date_taken: '1949' })).status).toBe(200);
    expect(await store.getFace(account.user.user_id, face.id)).toMatchObject({ photoDateSort: '11949-00-00', photoDateQuality: 'family' });
  }, 90_000);

  it('a camera photo of 1972 is kept apart from him, with the reason; linking it anyway holds through a regrouping', async () => {
    const photoId = await uploadAndScan('karl-1972.jpg', await written(760, { Make: 'Canon', Model: 'Canon EOS 5D' }, '1972:07:14 15:30:00'));
    const face = await onlyFaceOf(photoId);
    expect(face.person_id).not.toBe(karl);
    expect(face.kept_apart_from).toEqual([expect.objectContaining({ id: karl, name: 'Karl Vogel', reason: { kind: 'died-before', year: 1950, photo_year: 1972 } })]);

    expect((await account.client.post('/faces/regroup')).status).toBe(200);
    expect((await onlyFaceOf(photoId)).person_id).not.toBe(karl);

    const linked = await account.client.post(`/person/${karl}/face/${face.id}`);
    expect(linked.status).toBe(200);
    expect(linked.body.face).toMatchObject({ person_id: karl, kept_apart_from: [] });
    expect((await account.client.post('/faces/regroup')).status).toBe(200);
    expect((await onlyFaceOf(photoId)).person_id).toBe(karl);
  }, 90_000);
});
