import type { PhotoDownloadView } from '@heirloom/shared/contracts/photo-downloads';
import { ForbiddenError, NotFoundError } from '../errors';
import { isInLibrary, NOT_IN_YOUR_LIBRARY, type LibraryView } from '../library/access';
import { exportFolder } from '../gedcom-export/export-files';
import { fileJobView, PROGRESS_UPDATES } from '../gedcom-export/export-jobs';
import type { ZippedMedia } from '../gedzip/write-gedzip';
import { ZipWriter } from '../gedzip/zip-writer';
import { zipRun } from '../gedzip/zip-run';
import type { LibraryPhoto } from '../../ports/library';
import type { PhotoDownloadJob, PhotoDownloadPatch, ReadPhotoDownloadDeps, RunPhotoDownloadDeps, StartPhotoDownloadDeps } from './ports';
import { uniqueZipNames } from './zip-names';

/**
 * Downloading a selection as one zip. POST checks the selection is the family's and queues a job;
 * the downloads queue's consumer copies each original, stored as it is (photos and videos are
 * compressed already), into a zip streamed to S3 in parts, pausing and handing over to a fresh run
 * when the originals take longer than one (the GEDZIP export's machinery, ../gedzip/zip-run.ts);
 * GET follows it to a short-lived link. The zip lives under the family's exports folder, expired
 * a day later by the bucket's lifecycle, and only the member who asked can follow or fetch it.
 */

export const ZIP_CONTENT_TYPE = 'application/zip';
export const NO_LONGER_IN_LIBRARY = 'Those photos are no longer in your library';
export const DOWNLOAD_NOT_FOUND = 'This download was not found';
const STOPPED = 'Preparing the download stopped before it finished. Please try again.';
const FAILED = 'The download could not be prepared. Please try again.';
const COULD_NOT_START = 'The download could not be started. Please try again.';

/** heirloom-photos-2026-12-06.zip: the day it was asked for. */
export const zipFileName = (at: number) => `heirloom-photos-${new Date(at).toISOString().slice(0, 10)}.zip`;

/** The photos of a selection found in the caller's library, in the order chosen (missing and trashed ones are not found). */
function inLibraryInOrder(found: readonly LibraryPhoto[], view: LibraryView, photoIds: readonly string[]): LibraryPhoto[] {
  const byId = new Map(found.map((photo) => [photo.photoId, photo]));
  return photoIds.flatMap((id) => byId.get(id) ?? []).filter((photo) => isInLibrary(photo, view));
}

/** Queues a zip of the selected photos and videos of the caller's library (403 when any is another family's). */
export async function startPhotoDownload(deps: StartPhotoDownloadDeps, input: { view: LibraryView; requestedBy: string; photoIds: readonly string[] }): Promise<PhotoDownloadJob> {
  const found = await deps.photos.getPhotos(input.photoIds);
  if (found.some((photo) => !isInLibrary(photo, input.view))) throw new ForbiddenError(NOT_IN_YOUR_LIBRARY);
  const photos = inLibraryInOrder(found, input.view, input.photoIds);
  if (photos.length === 0) throw new NotFoundError(NO_LONGER_IN_LIBRARY);
  const now = deps.now();
  const id = deps.newId();
  const fileName = zipFileName(now);
  const job: PhotoDownloadJob = {
    ownerId: input.view.family,
    arriving: input.view.arriving,
    id,
    requestedBy: input.requestedBy,
    status: 'queued',
    itemsWritten: 0,
    itemsTotal: photos.length,
    bytesTotal: photos.reduce((sum, photo) => sum + photo.size, 0),
    fileName,
    key: `${exportFolder(input.view.family)}${id}/${fileName}`,
    size: null,
    message: null,
    createdAt: now,
    updatedAt: now,
    run: null,
  };
  await deps.downloads.create(job, photos.map((photo) => photo.photoId));
  try {
    await deps.queue.send({ owner_id: job.ownerId, download_id: id });
  } catch (error) {
    await deps.downloads.update(job.ownerId, id, { status: 'failed', message: COULD_NOT_START, updatedAt: deps.now() });
    throw error;
  }
  return job;
}

/** The caller's download, for GET /photos/download/{id}: another member's or family's id is not found. */
export async function getPhotoDownload(deps: ReadPhotoDownloadDeps, input: { ownerId: string; userId: string; id: string }): Promise<PhotoDownloadView> {
  const job = await deps.downloads.get(input.ownerId, input.id);
  if (!job || job.requestedBy !== input.userId) throw new NotFoundError(DOWNLOAD_NOT_FOUND);
  const url = job.status === 'done' ? await deps.links.download(job.key, job.fileName, ZIP_CONTENT_TYPE) : null;
  return toPhotoDownloadView(job, deps.now(), url);
}

export function toPhotoDownloadView(job: PhotoDownloadJob, now: number, downloadUrl: string | null): PhotoDownloadView {
  return { id: job.id, items_written: job.itemsWritten, items_total: job.itemsTotal, bytes_total: job.bytesTotal, ...fileJobView(job, now, downloadUrl, STOPPED) };
}

/**
 * The downloads queue's work, one run: the first reads the selection again (a photo deleted or
 * gone with a leaving member since is left out) and starts the zip; a run carrying the job's
 * token goes on from the checkpoint. A job already running or finished is left alone (SQS
 * delivers at least once). A failure marks the job failed and is thrown for the caller to log.
 */
export async function runPhotoDownload(deps: RunPhotoDownloadDeps, message: { ownerId: string; downloadId: string; run?: string | undefined }): Promise<PhotoDownloadJob | null> {
  const job = await deps.downloads.get(message.ownerId, message.downloadId);
  if (!job || job.status === 'done' || job.status === 'failed') return job;
  if (message.run) {
    if (!(await deps.downloads.resume(job.ownerId, job.id, message.run, deps.now()))) return job;
  } else if (job.status === 'running' || !(await deps.downloads.begin(job.ownerId, job.id, deps.now()))) return job;

  const progress = async (patch: Omit<PhotoDownloadPatch, 'updatedAt'>) => {
    const at = deps.now();
    Object.assign(job, patch, { updatedAt: at });
    await deps.downloads.update(job.ownerId, job.id, { ...patch, updatedAt: at });
  };
  try {
    const start = message.run ? await goOn(deps, job) : await begin(deps, job, progress);
    if (!start) return job;
    // Every original of a small selection, about 50 times in a large one.
    const step = Math.max(1, Math.ceil(start.media.length / PROGRESS_UPDATES));
    const ended = await zipRun(deps, {
      ...start,
      key: job.key,
      tree: null,
      date: new Date(job.createdAt),
      onMedia: async (index) => {
        if (index > start.from && index % step === 0) await progress({ itemsWritten: index });
      },
    });
    if (ended.finished) {
      await progress({ status: 'done', itemsWritten: start.media.length, size: ended.size });
      return job;
    }
    const token = deps.newId();
    await progress({ itemsWritten: ended.next, run: token });
    await deps.continueLater({ owner_id: job.ownerId, download_id: job.id, run: token });
    return job;
  } catch (error) {
    await progress({ status: 'failed', message: FAILED }).catch(() => undefined);
    throw error;
  }
}

type RunStart = { upload: Awaited<ReturnType<RunPhotoDownloadDeps['files']['resumable']>>; zip: ZipWriter; media: ZippedMedia[]; from: number };

/**
 * The time a photo's file has in the zip, so a folder sorted by date sorts as the library does: the
 * day it was taken (noon, so no time zone moves it to another day; the 1st where only the month or
 * year is known), or the day it was uploaded when it has no date.
 */
export function fileTimeOf(photo: Pick<LibraryPhoto, 'dateSort' | 'createdAt'>): number {
  const [year, month, day] = (photo.dateSort.match(/^(\d{5})-(\d\d)-(\d\d)/) ?? []).slice(1).map(Number);
  if (year === undefined || month === undefined || day === undefined) return photo.createdAt;
  const at = new Date(Date.UTC(2000, Math.max(month, 1) - 1, Math.max(day, 1), 12));
  at.setUTCFullYear(year - 10_000);
  return at.getTime();
}

/** The first run: the selection as it is now, each original under a name of its own. Null when nothing is left to zip. */
async function begin(deps: RunPhotoDownloadDeps, job: PhotoDownloadJob, progress: (patch: Omit<PhotoDownloadPatch, 'updatedAt'>) => Promise<void>): Promise<RunStart | null> {
  const selection = await deps.downloads.selection(job.ownerId, job.id);
  const photos = inLibraryInOrder(await deps.photos.getPhotos(selection), { family: job.ownerId, arriving: job.arriving }, selection);
  if (photos.length === 0) {
    await progress({ status: 'failed', message: NO_LONGER_IN_LIBRARY, itemsTotal: 0, bytesTotal: 0 });
    return null;
  }
  const names = uniqueZipNames(photos.map((photo) => photo.name));
  const media = photos.map((photo, index) => ({ id: photo.photoId, objectKey: photo.objectKey, size: photo.size, zipPath: names[index]!, modified: fileTimeOf(photo) }));
  const bytesTotal = media.reduce((sum, item) => sum + item.size, 0);
  await progress({ status: 'running', itemsTotal: media.length, bytesTotal });
  const upload = await deps.files.resumable({ key: job.key, fileName: job.fileName, contentType: ZIP_CONTENT_TYPE, from: null, expectedBytes: bytesTotal });
  return { upload, zip: new ZipWriter(), media, from: 0 };
}

/** A paused download's next run, from its checkpoint. */
async function goOn(deps: RunPhotoDownloadDeps, job: PhotoDownloadJob): Promise<RunStart> {
  const checkpoint = await deps.files.loadCheckpoint(job.key);
  if (!checkpoint) throw new Error(`The checkpoint of download ${job.id} is missing`);
  const upload = await deps.files.resumable({ key: job.key, fileName: job.fileName, contentType: ZIP_CONTENT_TYPE, from: checkpoint.upload, expectedBytes: job.bytesTotal });
  return { upload, zip: new ZipWriter(checkpoint.zip), media: checkpoint.media, from: checkpoint.next };
}
