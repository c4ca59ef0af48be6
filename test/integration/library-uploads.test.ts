import { readFileSync } from 'node:fs';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../lambdas/adapters/aws/dynamo-account-store';
import { documentClient } from '../../lambdas/runtime/clients';
import { type BrowserLikeClient, signUpVerified } from '../support/accounts-client';
import { makePdf, makeVideo } from '../support/generate-media';
import { startTestStack, type TestStack } from '../support/local-stack';
import { openRealtimeTab } from '../support/realtime-tab';
import { fileFromDisk, testPhoto, uploadFile } from '../support/uploads';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
});
afterAll(async () => {
  await stack?.stop();
});

const GPS_PHOTO = 'immich-test-assets/metadata_gps-position_thompson-springs.jpg';

async function trialUserWithTab() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, userId: account.user.user_id, tab };
}

type Tab = Awaited<ReturnType<typeof trialUserWithTab>>['tab'];

async function uploaded(tab: Tab, client: Awaited<ReturnType<typeof trialUserWithTab>>['client'], file: { name: string; bytes: Buffer; contentType: string }) {
  const grant = await uploadFile(client, file);
  const done = await tab.next((m) => (m.type === 'processing_complete' || m.type === 'processing_failed') && m.upload_id === grant.upload_id, 60_000);
  expect(done.type).toBe('processing_complete');
  return done.item as { item_type: string; photo?: PhotoView; id?: string };
}

const accounts = () => new DynamoAccountStore(documentClient(), stack.stack.tableName);
const stored = async (bucket: string, prefix: string) => ((await stack.s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key!);
const pixels = async (client: BrowserLikeClient, url: string) => sharp(Buffer.from(await (await client.fetchMedia(url)).arrayBuffer())).raw().toBuffer({ resolveWithObject: true });

/** Mean absolute difference per channel value between two same-sized pictures. */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('an uploaded photo through the library', () => {
  it('is listed with its place, counted on the map, downloadable as uploaded, corrected by the fix queue, and deleted (through Recently deleted) with its files and space', async () => {
    const { client, tab, userId } = await trialUserWithTab();
    const original = readFileSync(testPhoto(GPS_PHOTO));
    const item = await uploaded(tab, client, fileFromDisk(testPhoto(GPS_PHOTO), 'image/jpeg'));
    const photo = item.photo!;

    const strip = await client.get('/photos');
    expect(strip.body.photos.map((p: PhotoView) => p.id)).toEqual([photo.id]);
    expect(strip.body.photos[0].location).toMatchObject({ formatted_address: 'Grand Junction, Colorado, United States' });
    const map = await client.get('/photos/map');
    expect(map.body.points).toEqual([expect.objectContaining({ location_id: photo.location_id, image_count: 1, event_count: 0, image_id: photo.id, formatted_address: 'Grand Junction, Colorado, United States' })]);

    // The side panel's facts of the file: its size as uploaded, its camera (this one names none), when it came.
    const detail = (await client.get(`/photo/${photo.id}`)).body.photo;
    expect(detail).toMatchObject({ size_bytes: original.length, camera: null });
    expect(Math.abs(detail.uploaded_at - Date.now())).toBeLessThan(10 * 60_000);

    const download = await client.get(`/photo/${photo.id}/download`);
    const downloaded = await client.fetchMedia(download.body.url);
    expect(downloaded.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(original)).toBe(true);

    // Correct Image: new pictures under new keys, pushed to the open tab; the original stays.
    const before = await pixels(client, photo.thumbnail_urls['300']);
    const queued = await client.post(`/photo/${photo.id}/fix`, { fix_type: 'color_correct' });
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ status: 'Queued', photo_id: photo.id, fix_type: 'color_correct' });
    const corrected = (await tab.next((m) => m.type === 'photo_updated', 60_000)).photo as PhotoView;
    expect(corrected.id).toBe(photo.id);
    expect(new URL(corrected.thumbnail_urls['300']).pathname).toMatch(/\/fix-[0-9a-z]+-300\.webp$/);
    const after = await pixels(client, corrected.thumbnail_urls['300']);
    expect([after.info.width, after.info.height]).toEqual([before.info.width, before.info.height]);
    expect(meanDifference(before.data, after.data)).toBeGreaterThan(2);
    expect((await client.get(`/photo/${photo.id}`)).body.photo.thumbnail_urls['300']).toContain('/fix-');
    const stillOriginal = await client.fetchMedia((await client.get(`/photo/${photo.id}/download`)).body.url);
    expect(Buffer.from(await stillOriginal.arrayBuffer()).equals(original)).toBe(true);

    // Remove Noise adds to it; asking again for a correction already made changes nothing.
    tab.messages.length = 0;
    await client.post(`/photo/${photo.id}/fix`, { fix_type: 'denoise' });
    const denoised = (await tab.next((m) => m.type === 'photo_updated', 60_000)).photo as PhotoView;
    expect(new URL(denoised.thumbnail_urls['300']).pathname).not.toBe(new URL(corrected.thumbnail_urls['300']).pathname);
    tab.messages.length = 0;
    await client.post(`/photo/${photo.id}/fix`, { fix_type: 'denoise' });
    const again = (await tab.next((m) => m.type === 'photo_updated', 60_000)).photo as PhotoView;
    expect(new URL(again.thumbnail_urls['300']).pathname).toBe(new URL(denoised.thumbnail_urls['300']).pathname);
    // The first corrected pictures were replaced (removed); the upload's own are kept beside the latest.
    const media = await stored(stack.stack.buckets.media, `users/${userId}/media/${photo.id}/`);
    expect(media.filter((key) => key.includes('/fix-'))).toHaveLength(3);
    expect(media).toContain(new URL(photo.thumbnail_urls['300']).pathname.split('/').slice(-5).join('/'));

    expect((await client.post(`/photo/${photo.id}/fix`, { fix_type: 'sharpen' })).status).toBe(400);

    // Delete: out of the lists and the map's counters at once, into Recently deleted, where its
    // files and its space wait; deleted for good from there, records, files and space go together.
    expect(await accounts().getUser(userId)).toMatchObject({ spaceUsed: original.length, spaceCommitted: original.length });
    expect((await client.call('DELETE', `/photo/${photo.id}`)).body).toEqual({ status: 'Success', count: 1 });
    expect((await client.get('/photos')).body.photos).toEqual([]);
    expect((await client.get('/photos/map')).body.points).toEqual([]);
    expect(await accounts().getUser(userId)).toMatchObject({ spaceUsed: original.length, spaceCommitted: original.length });
    expect((await stored(stack.stack.buckets.uploads, `users/${userId}/`)).length).toBe(1);
    // Delete forever waits at most 4 s for the family's faces turn, which the fix's new faces may
    // still hold on a busy machine, and otherwise asks to be tried again (409): as a person would.
    const deleteForever = async () => (await client.post('/photos/trash/delete', { ids: [photo.id] })).body;
    await expect.poll(deleteForever, { timeout: 60_000, interval: 1_000 }).toEqual({ status: 'Success', count: 1 });
    expect(await accounts().getUser(userId)).toMatchObject({ spaceUsed: 0, spaceCommitted: 0 });
    expect(await stored(stack.stack.buckets.media, `users/${userId}/media/${photo.id}/`)).toEqual([]);
    expect(await stored(stack.stack.buckets.uploads, `users/${userId}/`)).toEqual([]);

    // The same file can be uploaded again: its content claim went with it.
    const reupload = await uploaded(tab, client, fileFromDisk(testPhoto(GPS_PHOTO), 'image/jpeg'));
    expect(reupload.photo!.id).not.toBe(photo.id);
    tab.close();
  }, 120_000);

  it('a video is not corrected and cannot become a document', async () => {
    const { client, tab } = await trialUserWithTab();
    const clip = await makeVideo({ seconds: 1, width: 160, height: 120, codec: 'h264', container: 'mp4', withAudio: false });
    const video = await uploaded(tab, client, { name: 'clip.mp4', bytes: readFileSync(clip), contentType: 'video/mp4' });
    expect((await client.post(`/photo/${video.photo!.id}/fix`, { fix_type: 'denoise' })).status).toBe(400);
    expect((await client.post(`/photo/${video.photo!.id}/to_document`)).status).toBe(400);
    tab.close();
  }, 60_000);
});

describe('documents', () => {
  it('a PDF lists as a document with its pages, stays a document, saves its fields and is deleted with its space', async () => {
    const { client, tab, userId } = await trialUserWithTab();
    const bytes = await makePdf({ pages: 3, title: 'Letters from Grandpa' });
    const item = await uploaded(tab, client, { name: 'letters.pdf', bytes, contentType: 'application/pdf' });
    const list = await client.get('/documents');
    expect(list.body.documents).toEqual([
      expect.objectContaining({ id: item.id, title: 'Letters from Grandpa', page_count: 3, has_page: true, can_be_photo: false, user_id: userId, name: 'letters.pdf' }),
    ]);
    expect(list.body.documents[0].cover['300']).toMatch(/^http/);
    expect(list.body.next_page).toBeNull();

    const opened = await client.get(`/document/${item.id}`);
    expect(opened.body.document.pages.map((p: { page: number }) => p.page)).toEqual([1, 2, 3]);
    expect(opened.body.document).toMatchObject({ next_page: null, draft: false });
    const page = await client.fetchMedia(opened.body.document.pages[1].thumbnail_urls['1600']);
    expect(page.status).toBe(200);
    expect((await client.get(`/document/${item.id}?page=2`)).body.document.pages.map((p: { page: number }) => p.page)).toEqual([2, 3]);

    expect((await client.post(`/document/${item.id}/to_photo`)).status).toBe(409);
    const saved = await client.post(`/document/${item.id}`, { title: 'Letters, 1942-1945', publication: 'Family papers', author: 'Grandpa Joe' });
    expect(saved.body.document).toMatchObject({ title: 'Letters, 1942-1945', publication: 'Family papers', author: 'Grandpa Joe' });
    expect((await client.post(`/document/${item.id}`, { title: '' })).status).toBe(400);

    const other = await signUpVerified(stack);
    expect((await other.client.get(`/document/${item.id}`)).status).toBe(404);
    expect((await other.client.post(`/document/${item.id}`, { title: 'Mine' })).status).toBe(404);
    expect((await other.client.post(`/document/${item.id}/to_photo`)).status).toBe(404);
    expect((await other.client.post('/document/delete', [item.id])).status).toBe(403);

    expect(await accounts().getUser(userId)).toMatchObject({ spaceUsed: bytes.length });
    expect((await client.post('/document/delete', [item.id])).body).toEqual({ status: 'Success', count: 1 });
    expect(await accounts().getUser(userId)).toMatchObject({ spaceUsed: 0, spaceCommitted: 0 });
    expect((await client.get('/documents')).body.documents).toEqual([]);
    expect((await client.get(`/document/${item.id}`)).status).toBe(404);
    expect(await stored(stack.stack.buckets.media, `users/${userId}/media/${item.id}/`)).toEqual([]);
    expect(await stored(stack.stack.buckets.uploads, `users/${userId}/`)).toEqual([]);
    tab.close();
  }, 60_000);
});
