import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoMediaCatalog } from '../../lambdas/adapters/aws/dynamo-media-catalog';
import { DynamoUploadStore } from '../../lambdas/adapters/aws/dynamo-upload-store';
import { DynamoAccountStore } from '../../lambdas/adapters/aws/dynamo-account-store';
import { documentClient } from '../../lambdas/runtime/clients';
import { signUpVerified } from '../support/accounts-client';
import { makePdf, makeVideo } from '../support/generate-media';
import { startTestStack, type TestStack } from '../support/local-stack';
import { messagesOn } from '../support/queue-depth';
import { openRealtimeTab } from '../support/realtime-tab';
import { fileFromDisk, testPhoto, uploadFile } from '../support/uploads';

type Completed = { item_type: string; photo: PhotoView };

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
});
afterAll(async () => {
  await stack?.stop();
});

/** Rewrites a PNG's IHDR dimensions (and its CRC) so the header lies about the size. */
function pngClaimingSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

async function trialUserWithTab() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab };
}

const outcomeOf = (tab: Awaited<ReturnType<typeof trialUserWithTab>>['tab'], uploadId: string) =>
  tab.next((m) => (m.type === 'processing_complete' || m.type === 'processing_failed') && m.upload_id === uploadId, 60_000);

const accounts = () => new DynamoAccountStore(documentClient(), stack.stack.tableName);
const uploads = () => new DynamoUploadStore(documentClient(), stack.stack.tableName);

describe('the upload pipeline: S3 -> SQS -> processing -> realtime', () => {
  it('turns a JPEG with GPS into a photo with thumbnails, its date and its place', async () => {
    const { client, tab, user } = await trialUserWithTab();
    const grant = await uploadFile(client, fileFromDisk(testPhoto('immich-test-assets/metadata_gps-position_thompson-springs.jpg'), 'image/jpeg'));
    const done = await outcomeOf(tab, grant.upload_id);
    expect(done.type).toBe('processing_complete');
    const { photo } = done.item as Completed;
    expect(photo).toMatchObject({ image_type: 'photo', system: 'own', user_id: user.user_id, location: { formatted_address: 'Grand Junction, Colorado, United States' } });
    expect(photo.date_taken).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    // The caption written into the file is the photo's description, and the search finds the photo by it.
    expect(photo.description).toMatch(/^Early winter scene in the mostly barren/);
    expect((await client.get('/photos/search?q=thompson%20winter')).body.photos.map((found: { id: string }) => found.id)).toEqual([photo.id]);
    const thumb = await client.fetchMedia(photo.thumbnail_urls['300']);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(Math.min(300, Math.max(photo.width, photo.height)));
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    const stored = await accounts().getUser(user.user_id);
    const size = readFileSync(testPhoto('immich-test-assets/metadata_gps-position_thompson-springs.jpg')).length;
    expect(stored).toMatchObject({ spaceUsed: size, spaceCommitted: size, hasPhotos: true });
    expect((await client.get('/user')).body.user.has_photos).toBe(true);
    tab.close();
  });

  it('processes HEIC, PNG, a video that needs converting and a two-page PDF', async () => {
    const { client, tab } = await trialUserWithTab();
    const heic = await uploadFile(client, fileFromDisk(testPhoto('immich-test-assets/formats_heic_IMG_2682.heic'), 'image/heic'));
    const png = await uploadFile(client, fileFromDisk(testPhoto('immich-test-assets/formats_png_density_plot.png'), 'image/png'));
    const avi = await uploadFile(client, { name: 'birthday.avi', bytes: readFileSync(await makeVideo({ seconds: 2, width: 320, height: 240, codec: 'mpeg4', container: 'avi', withAudio: true })), contentType: 'video/x-msvideo' });
    const pdf = await uploadFile(client, { name: 'Letters from Grandpa.pdf', bytes: await makePdf({ pages: 2, title: 'Letters from Grandpa' }), contentType: 'application/pdf' });

    const heicDone = await outcomeOf(tab, heic.upload_id);
    expect((heicDone.item as Completed).photo).toMatchObject({ image_type: 'photo' });
    expect((await outcomeOf(tab, png.upload_id)).type).toBe('processing_complete');
    const video = (await outcomeOf(tab, avi.upload_id)).item as Completed;
    expect(video.photo).toMatchObject({ image_type: 'video', width: 320, height: 240 });
    expect(video.photo.duration_seconds).toBeCloseTo(2, 0);
    const playable = await client.fetchMedia(video.photo.video_url!);
    expect(playable.headers.get('content-type')).toBe('video/mp4');
    const pdfDone = await outcomeOf(tab, pdf.upload_id);
    expect(pdfDone.item).toMatchObject({ item_type: 'document' });
    const document = (pdfDone.item as { id: string }).id;
    const pages = await stack.s3.send(new ListObjectsV2Command({ Bucket: stack.stack.buckets.media, Prefix: `${pdf.key.split('/uploads/')[0]}/media/${document}/page-` }));
    expect(new Set((pages.Contents ?? []).map((o) => o.Key!.match(/page-(\d+)-/)![1]))).toEqual(new Set(['1', '2']));
    tab.close();
  }, 120_000);

  it('stores the same file uploaded twice only once, and counts its space once', async () => {
    const { client, tab, user } = await trialUserWithTab();
    const file = fileFromDisk(testPhoto('photoprism-meta/digikam.jpg'), 'image/jpeg');
    const first = await uploadFile(client, file);
    const firstItem = (await outcomeOf(tab, first.upload_id)).item as Completed;
    const second = await uploadFile(client, file);
    const secondItem = (await outcomeOf(tab, second.upload_id)).item as Completed;
    expect(secondItem.photo.id).toBe(firstItem.photo.id);
    expect(await accounts().getUser(user.user_id)).toMatchObject({ spaceUsed: file.bytes.length, spaceCommitted: file.bytes.length });
    await expect(stack.s3.send(new GetObjectCommand({ Bucket: stack.stack.buckets.uploads, Key: second.key }))).rejects.toThrow();
    tab.close();
  });

  it('a notification delivered twice changes nothing', async () => {
    const { client, tab, user } = await trialUserWithTab();
    const file = fileFromDisk(testPhoto('photoprism-meta/ship.jpg'), 'image/jpeg');
    const grant = await uploadFile(client, file);
    await outcomeOf(tab, grant.upload_id);
    const notification = { Records: [{ eventName: 'ObjectCreated:Put', s3: { bucket: { name: stack.stack.buckets.uploads }, object: { key: encodeURIComponent(grant.key), size: file.bytes.length } } }] };
    await stack.sqs.send(new SendMessageCommand({ QueueUrl: stack.stack.queues.processing!.url, MessageBody: JSON.stringify(notification) }));
    // The repeat handled (the queue is empty) before counting what it changed.
    await expect.poll(() => messagesOn(stack.sqs, stack.stack.queues.processing!.url), { timeout: 30_000, interval: 100 }).toBe(0);
    expect(tab.messages.filter((m) => m.type === 'processing_complete')).toHaveLength(1);
    expect(await accounts().getUser(user.user_id)).toMatchObject({ spaceUsed: file.bytes.length });
    tab.close();
  });

  it('a corrupt image fails, leaves nothing half-made, frees its space and can be retried', async () => {
    const { client, tab, user } = await trialUserWithTab();
    const good = readFileSync(testPhoto('photoprism-meta/snow.jpg'));
    const corrupt = Buffer.concat([good.subarray(0, 2000), Buffer.alloc(good.length - 2000)]);
    const grant = await uploadFile(client, { name: 'snow.jpg', bytes: corrupt, contentType: 'image/jpeg' });
    const failed = await outcomeOf(tab, grant.upload_id);
    expect(failed.type).toBe('processing_failed');
    expect(failed.message).toMatch(/\S/);
    expect(await uploads().get(grant.upload_id)).toMatchObject({ status: 'failed' });
    expect(await accounts().getUser(user.user_id)).toMatchObject({ spaceUsed: 0, spaceCommitted: 0, hasPhotos: false });
    const derived = await stack.s3.send(new ListObjectsV2Command({ Bucket: stack.stack.buckets.media, Prefix: `users/${user.user_id}/` }));
    expect(derived.Contents ?? []).toEqual([]);

    // Retry: the same upload gets a fresh URL; the good bytes of the same size now go through.
    const retry = await client.post('/upload_url', { name: 'snow.jpg', contenttype: 'image/jpeg', size: corrupt.length, upload_id: grant.upload_id });
    expect(retry.body.upload_id).toBe(grant.upload_id);
    const fixed = Buffer.concat([good]).subarray(0, corrupt.length);
    await fetch(retry.body.url, { method: 'PUT', headers: retry.body.headers, body: fixed });
    tab.messages.length = 0;
    expect((await outcomeOf(tab, grant.upload_id)).type).toBe('processing_complete');
    tab.close();
  });

  it('refuses a decompression bomb', async () => {
    const { client, tab } = await trialUserWithTab();
    // A tiny PNG whose header claims 40,000 x 40,000 pixels: decoding it would need 6 GB.
    const bomb = pngClaimingSize(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer(), 40_000, 40_000);
    const grant = await uploadFile(client, { name: 'bomb.png', bytes: bomb, contentType: 'image/png' });
    const outcome = await outcomeOf(tab, grant.upload_id);
    expect(outcome.type).toBe('processing_failed');
    tab.close();
  });

  it('a file that is not what its name says is refused by its bytes', async () => {
    const { client, tab } = await trialUserWithTab();
    const grant = await uploadFile(client, { name: 'holiday.jpg', bytes: Buffer.from('#!/bin/sh\necho not a photo\n'), contentType: 'image/jpeg' });
    const outcome = await outcomeOf(tab, grant.upload_id);
    expect(outcome).toMatchObject({ type: 'processing_failed', message: 'This file is not a photo, video, PDF or GEDCOM file we can read.' });
    tab.close();
  });

  it('a tab that was offline catches up when it logs in again', async () => {
    const account = await signUpVerified(stack);
    await account.client.post('/user/free_trial');
    const grant = await uploadFile(account.client, fileFromDisk(testPhoto('photoprism-meta/gps-2000.jpg'), 'image/jpeg'));
    const uploadsStore = uploads();
    for (let i = 0; i < 100 && (await uploadsStore.get(grant.upload_id))?.status !== 'complete'; i++) await new Promise((r) => setTimeout(r, 200));
    const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
    tab.socket.send(JSON.stringify({ action: 'login', processing_ids: [grant.upload_id, 'someone-elses-upload'] }));
    const replayed = await outcomeOf(tab, grant.upload_id);
    expect(replayed).toMatchObject({ type: 'processing_complete', item: { item_type: 'photo' } });
    tab.close();
  });

  it('ignores objects outside an upload key', async () => {
    const catalog = new DynamoMediaCatalog(documentClient(), stack.stack.tableName);
    await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.uploads, Key: 'users/someone/elsewhere/photo.jpg', Body: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await catalog.findByContentHash('someone', 'x')).toBeNull();
  });
});

describe('a GEDCOM upload', () => {
  it('imports the tree, reports progress over realtime, and a second upload of the same file adds nothing', async () => {
    const { client, tab } = await trialUserWithTab();
    const ged = fileFromDisk(resolve('../shared/testdata/gedcom/real/kennedy.ged'), 'application/octet-stream');
    const grant = await uploadFile(client, ged);
    const progress = await tab.next((m) => m.type === 'import_progress' && m.upload_id === grant.upload_id, 60_000);
    const done = await outcomeOf(tab, grant.upload_id);
    expect(done).toMatchObject({ type: 'processing_complete', item: { item_type: 'gedcom', id: progress.import_id } });
    const report = await client.get(`/imports/${progress.import_id}`);
    expect(report.status).toBe(200);
    expect(JSON.stringify(report.body)).toMatch(/"people":\s*208/);
    const people = await client.get('/people');
    expect(people.status).toBe(200);

    const again = await uploadFile(client, ged);
    const second = await outcomeOf(tab, again.upload_id);
    expect(second).toMatchObject({ type: 'processing_complete', item: { item_type: 'gedcom', id: progress.import_id } });
    tab.close();
  }, 120_000);
});
