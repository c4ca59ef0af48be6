import { Readable } from 'node:stream';
import type { PhotoDownloadMessage } from '@heirloom/shared/contracts/photo-downloads';
import { describe, expect, it } from 'vitest';
import { EXPORT_STALE_MS } from '../../../lambdas/domain/gedcom-export/export-jobs';
import type { PhotoDownloadJob, PhotoDownloadPatch, PhotoDownloadStore, RunPhotoDownloadDeps } from '../../../lambdas/domain/photo-downloads/ports';
import { runPhotoDownload, startPhotoDownload, toPhotoDownloadView } from '../../../lambdas/domain/photo-downloads/photo-downloads';
import { uniqueZipNames } from '../../../lambdas/domain/photo-downloads/zip-names';
import type { LibraryPhoto } from '../../../lambdas/ports/library';
import { MemoryExportFiles } from '../gedcom-export/memory-export-files';
import { zipEntries } from '../../support/read-zip';

/** Downloads of a selection: names in the zip, runs that hand over, and messages delivered twice. */

class MemoryDownloads implements PhotoDownloadStore {
  readonly jobs = new Map<string, PhotoDownloadJob>();
  readonly selections = new Map<string, string[]>();
  async create(job: PhotoDownloadJob, photoIds: readonly string[]) {
    this.jobs.set(job.id, { ...job });
    this.selections.set(job.id, [...photoIds]);
  }
  async get(_ownerId: string, id: string) {
    const job = this.jobs.get(id);
    return job ? { ...job } : null;
  }
  async selection(_ownerId: string, id: string) {
    return this.selections.get(id) ?? [];
  }
  async begin(_ownerId: string, id: string, at: number) {
    const job = this.jobs.get(id)!;
    if (job.status !== 'queued') return false;
    Object.assign(job, { status: 'running', updatedAt: at });
    return true;
  }
  async resume(_ownerId: string, id: string, run: string, at: number) {
    const job = this.jobs.get(id)!;
    if (job.status !== 'running' || job.run !== run) return false;
    Object.assign(job, { run: null, updatedAt: at });
    return true;
  }
  async update(_ownerId: string, id: string, patch: PhotoDownloadPatch) {
    Object.assign(this.jobs.get(id)!, Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)));
  }
}

const FAMILY = 'family-a';
const UPLOADED = Date.UTC(2026, 0, 2, 9, 30);
const photo = (photoId: string, name: string, bytes: Buffer, dateSort = '') =>
  ({ photoId, name, familyId: FAMILY, objectKey: `originals/${photoId}`, size: bytes.length, dateSort, createdAt: UPLOADED }) as LibraryPhoto;

function world(runsOf: number) {
  const originals = new Map([
    ['p1', Buffer.from('first original')],
    ['p2', Buffer.from('second original, longer')],
    ['p3', Buffer.from('third')],
  ]);
  const photos = [photo('p1', 'IMG_0001.jpg', originals.get('p1')!, '12019-05-04'), photo('p2', 'IMG_0001.jpg', originals.get('p2')!, '11994-07-00'), photo('p3', 'scan.tif', originals.get('p3')!)];
  const downloads = new MemoryDownloads();
  const files = new MemoryExportFiles();
  const queued: PhotoDownloadMessage[] = [];
  let written = 0;
  let id = 0;
  const run: RunPhotoDownloadDeps = {
    photos: { getPhotos: async (ids) => photos.filter((item) => ids.includes(item.photoId)) },
    downloads,
    files,
    openOriginal: async (item) => (written++, Readable.from([originals.get(item.id)!])),
    // Each run zips `runsOf` originals, then its time is up.
    outOfTime: () => written % runsOf === 0,
    continueLater: async (message) => void queued.push(message),
    now: () => Date.UTC(2026, 11, 6, 10),
    newId: () => `ID${++id}`,
  };
  const start = { photos: run.photos, downloads, queue: { send: async (message: PhotoDownloadMessage) => void queued.push(message) }, now: run.now, newId: run.newId };
  return { run, start, downloads, files, queued, originals };
}

describe('names in the zip', () => {
  it('keeps each name, numbers a repeated one as a copy (without regard to case) and makes unsafe ones safe', () => {
    expect(uniqueZipNames(['IMG_0001.jpg', 'img_0001.JPG', 'IMG_0001.jpg', 'a/b:c?.png', 'README', 'readme', '.hidden'])).toEqual([
      'IMG_0001.jpg',
      'img_0001 (2).JPG',
      'IMG_0001 (3).jpg',
      'a_b_c_.png',
      'README',
      'readme (2)',
      'hidden',
    ]);
  });

  it('never gives a later file the name a renamed copy already took', () => {
    expect(uniqueZipNames(['a (2).jpg', 'a.jpg', 'a.jpg'])).toEqual(['a (2).jpg', 'a.jpg', 'a (3).jpg']);
  });
});

describe('runPhotoDownload', () => {
  it('zips over several runs, each taking the token once; a message delivered twice changes nothing', async () => {
    const { run, start, downloads, files, queued } = world(1);
    const job = await startPhotoDownload(start, { view: { family: FAMILY, arriving: null }, requestedBy: 'ann', photoIds: ['p1', 'p2', 'p3'] });
    const first = queued.shift()!;
    await runPhotoDownload(run, { ownerId: first.owner_id, downloadId: first.download_id });
    // The first message again, while the job runs on: left alone.
    await runPhotoDownload(run, { ownerId: first.owner_id, downloadId: first.download_id });
    expect(queued).toHaveLength(1);
    for (let next = queued.shift(); next; next = queued.shift()) {
      await runPhotoDownload(run, { ownerId: next.owner_id, downloadId: next.download_id, ...(next.run ? { run: next.run } : {}) });
      // The same run's message twice: its token is taken already.
      await runPhotoDownload(run, { ownerId: next.owner_id, downloadId: next.download_id, ...(next.run ? { run: next.run } : {}) });
    }
    const done = downloads.jobs.get(job.id)!;
    expect(done).toMatchObject({ status: 'done', itemsWritten: 3, itemsTotal: 3, message: null });
    // Each file dated as the library dates it (the 1st of a month known alone), an undated one by its upload.
    expect((await zipEntries(files.bytes.get(job.key)!)).map(({ path, bytes, modified }) => [path, bytes.toString(), modified])).toEqual([
      ['IMG_0001.jpg', 'first original', '2019-05-04 12:00'],
      ['IMG_0001 (2).jpg', 'second original, longer', '1994-07-01 12:00'],
      ['scan.tif', 'third', '2026-01-02 09:30'],
    ]);
  });

  it('fails with a message when nothing chosen is left in the library', async () => {
    const { run, start, downloads, queued } = world(10);
    const job = await startPhotoDownload(start, { view: { family: FAMILY, arriving: null }, requestedBy: 'ann', photoIds: ['p3'] });
    run.photos = { getPhotos: async () => [] };
    await runPhotoDownload(run, { ownerId: FAMILY, downloadId: queued[0]!.download_id });
    expect(downloads.jobs.get(job.id)).toMatchObject({ status: 'failed', message: 'Those photos are no longer in your library' });
  });

  it('shows a job without progress for a long while as stopped', async () => {
    const { start } = world(10);
    const job = await startPhotoDownload(start, { view: { family: FAMILY, arriving: null }, requestedBy: 'ann', photoIds: ['p1'] });
    expect(toPhotoDownloadView(job, job.updatedAt + EXPORT_STALE_MS - 1, null).status).toBe('queued');
    expect(toPhotoDownloadView(job, job.updatedAt + EXPORT_STALE_MS, null)).toMatchObject({ status: 'failed', message: expect.stringContaining('stopped') });
  });
});
