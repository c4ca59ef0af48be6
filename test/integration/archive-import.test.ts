import { readFileSync } from 'node:fs';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { Entity } from 'electrodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../lambdas/adapters/aws/dynamo-account-store';
import { uploadSchema } from '../../lambdas/adapters/aws/entities/upload-entity';
import { documentClient } from '../../lambdas/runtime/clients';
import { signUpVerified } from '../support/accounts-client';
import { makeJpeg, makeZip, takeoutSidecar, takeoutSidecarName } from '../support/generate-archive';
import { makeVideo } from '../support/generate-media';
import { startTestStack, type TestStack } from '../support/local-stack';
import { openRealtimeTab } from '../support/realtime-tab';
import { uploadFile } from '../support/uploads';

// Every invocation imports one item and hands the rest to the next, as a long archive would at Lambda's 15 minutes.
process.env.ARCHIVE_TIME_BUDGET_MS = '1';

let stack: TestStack;
beforeAll(async () => {
  // A visibility timeout above a slice's time, as in AWS (above the function's timeout): with several
  // batches in flight per queue, a shorter one would hand a running slice to a second worker.
  stack = await startTestStack({ queueRetrySeconds: 30 });
});
afterAll(async () => {
  await stack?.stop();
});

type Tab = Awaited<ReturnType<typeof openRealtimeTab>>;
type ArchiveResult = { item_type: 'archive'; id: string; imported: number; duplicates: number; failed: number; failures: Array<{ name: string; message: string }> };

async function trialUserWithTab() {
  const account = await signUpVerified(stack);
  await account.client.post('/user/free_trial');
  const tab = await openRealtimeTab(stack.wsUrl, account.client.sessionCookie);
  return { ...account, tab };
}

const finished = async (tab: Tab, uploadId: string) => {
  const message = await tab.next((m) => (m.type === 'processing_complete' || m.type === 'processing_failed') && m.upload_id === uploadId, 120_000);
  expect(message.type).toBe('processing_complete');
  return message.item as ArchiveResult;
};
/** The photos an archive added, as pushed to the uploader's tab, by file name. */
const importedPhotos = (tab: Tab) =>
  new Map(
    tab.messages
      .filter((m) => m.type === 'processing_complete' && (m.item as { photo?: PhotoView }).photo)
      .map((m) => {
        const photo = (m.item as { photo: PhotoView }).photo;
        return [photo.name, photo] as const;
      }),
  );

const LONG_NAME = 'PXL_20190704_183512345_long_camera_name_from_a_phone.jpg';

async function takeoutZip(alreadyUploaded: Buffer) {
  const picnic = await makeJpeg(1);
  return makeZip([
    // A sidecar listed before its photo, and one after; the album comes last in the zip.
    { path: 'Takeout/Google Photos/Photos from 2019/IMG_0001.jpg.supplemental-metadata.json', bytes: takeoutSidecar({ title: 'IMG_0001.jpg', takenAt: new Date(Date.UTC(2019, 6, 4, 12)), latitude: 52.52, longitude: 13.405, description: 'Picnic in the park' }) },
    { path: 'Takeout/Google Photos/Photos from 2019/IMG_0001.jpg', bytes: picnic },
    { path: 'Takeout/Google Photos/Photos from 2019/IMG_0002.jpg', bytes: await makeJpeg(2, '2001:02:03 04:05:06') },
    { path: 'Takeout/Google Photos/Photos from 2019/IMG_0002.jpg.json', bytes: takeoutSidecar({ title: 'IMG_0002.jpg', takenAt: new Date(Date.UTC(2019, 0, 1)) }) },
    { path: 'Takeout/Google Photos/Photos from 2019/metadata.json', bytes: JSON.stringify({ title: 'Photos from 2019' }) },
    { path: 'Takeout/Google Photos/Photos from 2019/IMG_0003.jpg', bytes: alreadyUploaded },
    { path: 'Takeout/Google Photos/Photos from 2019/broken.jpg', bytes: Buffer.from('not a picture at all') },
    { path: `Takeout/Google Photos/Summer trip/${takeoutSidecarName(LONG_NAME)}`, bytes: takeoutSidecar({ title: LONG_NAME, takenAt: new Date(Date.UTC(2019, 7, 10, 9)) }) },
    { path: `Takeout/Google Photos/Summer trip/${LONG_NAME}`, bytes: await makeJpeg(3) },
    { path: 'Takeout/Google Photos/Summer trip/IMG_0001.jpg', bytes: picnic },
    { path: 'Takeout/Google Photos/Summer trip/IMG_0001.jpg.supplemental-metadata.json', bytes: takeoutSidecar({ title: 'IMG_0001.jpg', takenAt: new Date(Date.UTC(2019, 6, 4, 12)), latitude: 52.52, longitude: 13.405, description: 'Picnic in the park' }) },
    { path: 'Takeout/Google Photos/Summer trip/metadata.json', bytes: JSON.stringify({ title: 'Summer trip', date: { timestamp: '1565000000' } }) },
    { path: 'Takeout/archive_browser.html', bytes: '<html></html>' },
  ]);
}

describe('archive imports: a Takeout or Facebook zip uploaded like any file', () => {
  it('imports a Takeout zip: sidecar dates and places, EXIF first, an album as an event, duplicates skipped, a failure named', async () => {
    const { client, tab, user } = await trialUserWithTab();
    const alreadyUploaded = await makeJpeg(4, '2010:05:06 07:08:09');
    const first = await uploadFile(client, { name: 'IMG_0003.jpg', bytes: alreadyUploaded, contentType: 'image/jpeg' });
    await tab.next((m) => m.type === 'processing_complete' && m.upload_id === first.upload_id, 60_000);
    const spaceBefore = (await accounts().getUser(user.user_id))!.spaceUsed;

    const zip = await takeoutZip(alreadyUploaded);
    const grant = await uploadFile(client, { name: 'takeout-20240101T000000Z-001.zip', bytes: zip, contentType: 'application/zip' });
    const result = await finished(tab, grant.upload_id);
    expect(result).toMatchObject({ item_type: 'archive', imported: 3, duplicates: 2, failed: 1 });
    expect(result.failures).toEqual([{ name: 'Takeout/Google Photos/Photos from 2019/broken.jpg', message: 'This file is not a photo or video we can read.' }]);
    expect(tab.messages.some((m) => m.type === 'archive_progress' && m.upload_id === grant.upload_id && m.phase === 'done')).toBe(true);
    // Six photos (one broken), one an invocation: the import was handed on five times and carried on where it stopped.
    expect(tab.messages.filter((m) => m.type === 'archive_progress' && m.upload_id === grant.upload_id && m.phase === 'reading')).toHaveLength(6);

    const photos = importedPhotos(tab);
    const picnic = photos.get('IMG_0001.jpg')!;
    expect(picnic).toMatchObject({ date_taken: '4 Jul 2019', description: 'Picnic in the park', location: { formatted_address: 'Berlin, Germany' } });
    expect(photos.get('IMG_0002.jpg')).toMatchObject({ date_taken: '3 Feb 2001' });
    const long = photos.get(LONG_NAME)!;
    expect(long.date_taken).toBe('10 Aug 2019');
    // The album is one event, dated by its first photo; both its photos are in it.
    expect(long.event_id).toBeTruthy();
    expect(picnic.event_id).toBe(long.event_id);
    const event = await client.get(`/event/${long.event_id}`);
    expect(event.body.event).toMatchObject({ name: 'Summer trip', start_date: '4 Jul 2019' });
    expect(photos.get('IMG_0002.jpg')!.event_id).toBeNull();

    // Only what was imported counts against the plan; the zip itself is gone.
    const importedBytes = (await Promise.all([makeJpeg(1), makeJpeg(2, '2001:02:03 04:05:06'), makeJpeg(3)])).reduce((sum, b) => sum + b.length, 0);
    expect(await accounts().getUser(user.user_id)).toMatchObject({ spaceUsed: spaceBefore + importedBytes, spaceCommitted: spaceBefore + importedBytes });
    const left = await stack.s3.send(new ListObjectsV2Command({ Bucket: stack.stack.buckets.uploads, Prefix: grant.key }));
    expect(left.Contents ?? []).toEqual([]);

    // A message delivered again after a crash half-way (the zip still there, the upload still processing) makes nothing twice.
    tab.messages.length = 0;
    await new Entity(uploadSchema, { client: documentClient(), table: stack.stack.tableName }).patch({ uploadId: grant.upload_id }).set({ status: 'processing' }).go();
    await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.uploads, Key: grant.key, Body: zip, ContentType: 'application/zip' }));
    const again = await finished(tab, grant.upload_id);
    expect(again).toMatchObject({ imported: 3, duplicates: 2, failed: 1 });
    expect(importedPhotos(tab).size).toBe(0);
    expect((await client.get('/photos')).body.photos).toHaveLength(4);
    tab.close();
  }, 180_000);

  it('imports a Facebook download with a video: dates and places from its album and post files, the album as an event, text as typed', async () => {
    const { client, tab } = await trialUserWithTab();
    const root = 'facebook-jdoe-2024-01-01/your_facebook_activity/posts';
    const album = {
      name: 'Grandma\u00e2\u0080\u0099s 90th',
      photos: [
        {
          uri: 'your_facebook_activity/posts/media/Grandmas90th_abc/101_n.jpg',
          creation_timestamp: 1600000000,
          media_metadata: { photo_metadata: { exif_data: [{ latitude: 48.8566, longitude: 2.3522, taken_timestamp: 1599000000 }] } },
          description: 'Gro\u00c3\u009fmutter und ich',
        },
      ],
      last_modified_timestamp: 1600000000,
    };
    const posts = [
      { timestamp: 1500000000, data: [{ post: 'First day of school' }], attachments: [{ data: [{ media: { uri: 'your_facebook_activity/posts/media/Yourposts_x/202_n.jpg', creation_timestamp: 1500000000 } }] }] },
      { timestamp: 1400000000, attachments: [{ data: [{ media: { uri: 'your_facebook_activity/posts/media/videos/303_n.mp4', creation_timestamp: 1400000000, description: 'First steps' } }] }] },
    ];
    const zip = await makeZip([
      { path: `${root}/media/Grandmas90th_abc/101_n.jpg`, bytes: await makeJpeg(11) },
      { path: `${root}/media/Yourposts_x/202_n.jpg`, bytes: await makeJpeg(12) },
      { path: `${root}/media/videos/303_n.mp4`, bytes: readFileSync(await makeVideo({ seconds: 1, width: 160, height: 120, codec: 'h264', container: 'mp4', withAudio: false })) },
      { path: `${root}/album/0.json`, bytes: JSON.stringify(album) },
      { path: `${root}/your_posts__check_ins__photos_and_videos_1.json`, bytes: JSON.stringify(posts) },
    ]);
    const grant = await uploadFile(client, { name: 'facebook-jdoe-2024-01-01.zip', bytes: zip, contentType: 'application/zip' });
    expect(await finished(tab, grant.upload_id)).toMatchObject({ imported: 3, duplicates: 0, failed: 0 });
    const photos = importedPhotos(tab);
    const party = photos.get('101_n.jpg')!;
    expect(party).toMatchObject({ date_taken: '1 Sep 2020', description: 'Großmutter und ich', location: { formatted_address: 'Paris, Île-de-France, France' } });
    expect((await client.get(`/event/${party.event_id}`)).body.event).toMatchObject({ name: 'Grandma\u2019s 90th', start_date: '1 Sep 2020' });
    expect(photos.get('202_n.jpg')).toMatchObject({ date_taken: '14 Jul 2017', description: 'First day of school', event_id: null });
    expect(photos.get('303_n.mp4')).toMatchObject({ image_type: 'video', date_taken: '13 May 2014', description: 'First steps', width: 160 });
    tab.close();
  }, 120_000);

  it('a .zip that is not a zip fails with a clear message, and its space is given back', async () => {
    const { client, tab, user } = await trialUserWithTab();
    const grant = await uploadFile(client, { name: 'takeout.zip', bytes: Buffer.from('this is not a zip file, only its name says so'), contentType: 'application/zip' });
    const outcome = await tab.next((m) => (m.type === 'processing_complete' || m.type === 'processing_failed') && m.upload_id === grant.upload_id, 60_000);
    expect(outcome).toMatchObject({ type: 'processing_failed', message: 'This zip file could not be read. Is it a Google Takeout or Facebook download, whole?', retryable: false });
    expect(await accounts().getUser(user.user_id)).toMatchObject({ spaceUsed: 0, spaceCommitted: 0 });
    tab.close();
  });
});

const accounts = () => new DynamoAccountStore(documentClient(), stack.stack.tableName);
