import { randomBytes } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { PhotoDownloadView } from '@heirloom/shared/contracts/photo-downloads';
import { BULK_PHOTO_LIMIT } from '@heirloom/shared/contracts/photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoPhotoDownloads } from '../../lambdas/adapters/aws/dynamo-photo-downloads';
import { NOT_IN_YOUR_LIBRARY } from '../../lambdas/domain/library/access';
import { NO_LONGER_IN_LIBRARY } from '../../lambdas/domain/photo-downloads/photo-downloads';
import type { BrowserLikeClient } from '../support/accounts-client';
import { familyMember, inviteAndAccept, movesFinished, until, type Member } from '../support/family-join';
import { startTestStack, type TestStack } from '../support/local-stack';
import { zipEntries } from '../support/read-zip';
import { photoRecord, seedPhotos } from './library-seed';

/**
 * Downloading a selection as one zip (POST /photos/download, GET /photos/download/{id}) through the
 * local stack: three accounts, two of them one family. A relative zips the founder's photos and
 * their own; the zip holds each original byte for byte under its own name (a second IMG_0001.jpg
 * as "IMG_0001 (2).jpg"); only the member who asked can follow it; another family's photos are
 * refused.
 */

// Every run's time is up at once: each run zips one original and hands the rest to a fresh run
// through the downloads queue, as a selection of many GB does over several Lambda runs.
process.env.EXPORT_RUN_BUDGET_MS = '0';

let stack: TestStack;
let founder: Member;
let relative: Member;
let stranger: Member;
/** The originals by photo id, as stored in the uploads bucket. */
const originals = new Map<string, Buffer>();
let founderPhotos: string[];
let relativePhoto: string;
let strangerPhoto: string;

beforeAll(async () => {
  stack = await startTestStack();
  [founder, relative, stranger] = (await Promise.all(['zip-founder', 'zip-relative', 'zip-stranger'].map((name) => familyMember(stack, name)))) as [Member, Member, Member];
  // Originals of different sizes, one past S3's 5 MiB part: written across runs, its part is whole only in a later one.
  const bytes = [200_000, 6 * 1024 * 1024, 1, 90_000, 150_000, 1000].map((size) => randomBytes(size));
  const records = await seedPhotos(stack, [
    photoRecord(founder.userId, { name: 'IMG_0001.jpg', size: bytes[0]!.length }),
    photoRecord(founder.userId, { name: 'img_0001.JPG', size: bytes[1]!.length }),
    photoRecord(founder.userId, { name: 'Grandma: at the fair?.jpg', size: bytes[2]!.length }),
    photoRecord(founder.userId, { name: 'holiday.mp4', imageType: 'video', mime: 'video/mp4', size: bytes[3]!.length }),
    photoRecord(relative.userId, { name: 'IMG_0001.jpg', size: bytes[4]!.length }),
    photoRecord(stranger.userId, { name: 'theirs.jpg', size: bytes[5]!.length }),
  ]);
  await Promise.all(
    records.map(async (record, index) => {
      originals.set(record.photoId, bytes[index]!);
      await stack.s3.send(new PutObjectCommand({ Bucket: stack.stack.buckets.uploads, Key: record.objectKey, Body: bytes[index] }));
    }),
  );
  founderPhotos = records.slice(0, 4).map((record) => record.photoId);
  relativePhoto = records[4]!.photoId;
  strangerPhoto = records[5]!.photoId;
  await inviteAndAccept(stack, founder, relative);
  await until(() => movesFinished(founder.client, relative.client), 'the relative to join the family');
});
afterAll(async () => {
  await stack?.stop();
});

async function finished(client: BrowserLikeClient, started: PhotoDownloadView): Promise<PhotoDownloadView> {
  let job = started;
  await until(async () => {
    if (job.status !== 'queued' && job.status !== 'running') return true;
    job = (await client.get(`/photos/download/${job.id}`)).body.download;
    return false;
  }, 'the download to be zipped (still queued or running after 3 minutes)', 1_800);
  return job;
}

describe('downloading a selection as one zip', () => {
  it("zips the family's photos and videos a member chose, each original under its own name, over several runs", async () => {
    const chosen = [...founderPhotos, relativePhoto];
    const started = await relative.client.post('/photos/download', { photos: chosen });
    expect(started.status).toBe(202);
    expect(started.body.download).toMatchObject({ status: 'queued', items_written: 0, items_total: 5, file_name: expect.stringMatching(/^heirloom-photos-\d{4}-\d{2}-\d{2}\.zip$/), download_url: null });

    const job = await finished(relative.client, started.body.download);
    expect(job).toMatchObject({ status: 'done', items_written: 5, items_total: 5, message: null });
    const response = await fetch(job.download_url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(job.file_name);
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.length).toBe(job.size);

    const entries = await zipEntries(zip);
    expect(entries.map((entry) => entry.path)).toEqual(['IMG_0001.jpg', 'img_0001 (2).JPG', 'Grandma_ at the fair_.jpg', 'holiday.mp4', 'IMG_0001 (3).jpg']);
    entries.forEach((entry, index) => expect(entry.bytes.equals(originals.get(chosen[index]!)!)).toBe(true));
  });

  it('is followed only by the member who asked', async () => {
    const started = await founder.client.post('/photos/download', { photos: [founderPhotos[0], founderPhotos[2]] });
    expect(started.status).toBe(202);
    const id = started.body.download.id as string;
    for (const other of [relative, stranger]) {
      const seen = await other.client.get(`/photos/download/${id}`);
      expect(seen.status).toBe(404);
      expect(seen.body.message).toBe('This download was not found');
    }
    expect((await finished(founder.client, started.body.download)).status).toBe('done');
  });

  it("takes turns: another family's small zip is not kept waiting until five large ones are done", async () => {
    // As many of the founder's zips as the downloads consumer runs at once (its maximum concurrency,
    // which the local runtime keeps), then a stranger's one-photo zip queued behind them.
    const large = await Promise.all(Array.from({ length: 5 }, () => founder.client.post('/photos/download', { photos: founderPhotos })));
    const small = await stranger.client.post('/photos/download', { photos: [strangerPhoto] });
    expect(small.status).toBe(202);
    // Each of the large ones hands over after a run, behind the small one, which gets the next free turn.
    expect((await finished(stranger.client, small.body.download)).status).toBe('done');
    const meanwhile = await Promise.all(large.map(async (started) => (await founder.client.get(`/photos/download/${started.body.download.id}`)).body.download as PhotoDownloadView));
    expect(meanwhile.filter((job) => job.status === 'done')).toHaveLength(0);
    for (const started of large) expect((await finished(founder.client, started.body.download)).items_written).toBe(founderPhotos.length);
  });

  it("refuses another family's photos, and leaves out what is no longer in the library", async () => {
    const refused = await stranger.client.post('/photos/download', { photos: [strangerPhoto, founderPhotos[0]] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_IN_YOUR_LIBRARY);

    // A photo deleted since it was chosen is not in the zip; a selection with nothing left is refused.
    expect((await founder.client.call('DELETE', `/photo/${founderPhotos[2]}`)).status).toBe(200);
    const gone = await founder.client.post('/photos/download', { photos: [founderPhotos[2]] });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(NO_LONGER_IN_LIBRARY);
    const started = await founder.client.post('/photos/download', { photos: [founderPhotos[2], founderPhotos[0]] });
    expect(started.body.download.items_total).toBe(1);
    const job = await finished(founder.client, started.body.download);
    const entries = await zipEntries(Buffer.from(await (await fetch(job.download_url!)).arrayBuffer()));
    expect(entries.map((entry) => entry.path)).toEqual(['IMG_0001.jpg']);
  });

  it('keeps the largest selection the contract allows in one item, within DynamoDB\'s 400 KB', async () => {
    // 500 ids of the longest length an id may have (entityId: 120 characters).
    const longest = Array.from({ length: BULK_PHOTO_LIMIT }, (_, i) => `${i}-`.padEnd(120, 'x'));
    const downloads = new DynamoPhotoDownloads(stack.documentClient, stack.stack.tableName);
    const now = Date.now();
    const job = { ownerId: founder.userId, arriving: null, id: `largest-${now}`, requestedBy: founder.userId, itemsWritten: 0, itemsTotal: longest.length, bytesTotal: 0, run: null, status: 'queued' as const, fileName: 'heirloom-photos.zip', key: 'exports/x.zip', size: null, message: null, createdAt: now, updatedAt: now };
    expect(Buffer.byteLength(JSON.stringify(longest))).toBeLessThan(400 * 1024);
    await downloads.create(job, longest);
    expect(await downloads.selection(founder.userId, job.id)).toEqual(longest);
  });

  it('answers a person-readable 400 for an empty or too large selection', async () => {
    const empty = await founder.client.post('/photos/download', { photos: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Choose at least one photo');
    const tooMany = Array.from({ length: BULK_PHOTO_LIMIT + 1 }, (_, i) => `01J${String(i).padStart(23, '0')}`);
    const large = await founder.client.post('/photos/download', { photos: tooMany });
    expect(large.status).toBe(400);
    expect(large.body.message).toContain(`Choose at most ${BULK_PHOTO_LIMIT} photos at a time`);
  });
});
