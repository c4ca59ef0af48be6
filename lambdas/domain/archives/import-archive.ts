import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { canUpload, totalStorage } from '@heirloom/shared/plans';
import { MAX_ARCHIVE_ENTRIES, uploadKind } from '@heirloom/shared/uploads';
import { DomainError } from '../errors';
import type { PhotoRecord } from '../../ports/media';
import type { UploadRecord } from '../../ports/uploads';
import type { ProcessingDeps } from '../uploads/processing/deps';
import { locationFor } from '../uploads/processing/location-for';
import { libraryDate } from './archive-metadata';
import { albumDates, ArchiveMetadataIndex, MAX_JSON_BYTES, surveyArchive, type PlannedItem } from './archive-plan';
import { collectBetweenItems } from './between-items';
import { importZipEntry, type ArchiveSpace, type ZipEntryOutcome } from './import-zip-entry';
import { openZip, type OpenedZip, type ZipEntryRef } from './zip-reader';

/** Failures listed by name in the progress and the result; the rest are only counted. */
export const MAX_LISTED_FAILURES = 50;
/** Progress is pushed at most this often (and at every phase change and at the end). */
const PROGRESS_INTERVAL_MS = 1000;
/**
 * One message imports at most this many photos and videos (or `archiveBudgetMs` of work, whichever
 * comes first), then queues the rest behind whatever else waits on the archives queue: a
 * 20,000-entry zip is a hundred short turns, and other families' archives take turns in between.
 */
export const ARCHIVE_SLICE_ENTRIES = 200;

/** Whether a slice has done its share: at least one item, then its entries or its time. */
export function sliceIsOver(slice: { items: number; elapsedMs: number }, limits: { entries: number; ms: number }): boolean {
  return slice.items > 0 && (slice.items >= limits.entries || slice.elapsedMs > limits.ms);
}

/**
 * The refusal of an archive with more files than MAX_ARCHIVE_ENTRIES (counted from the zip's
 * central directory before anything is read), in words its owner can act on; null when it fits.
 */
export function tooManyEntries(entryCount: number): string | null {
  if (entryCount <= MAX_ARCHIVE_ENTRIES) return null;
  return `This zip holds ${entryCount.toLocaleString('en-US')} files; we import archives of up to ${MAX_ARCHIVE_ENTRIES.toLocaleString('en-US')} files. Please export it in smaller parts (Google Takeout and Facebook both let you choose a smaller archive size) and upload each part.`;
}

/**
 * Counts one entry's outcome, Takeout's or GEDZIP's: an imported item's id joins `made` (what
 * 'Stop and remove' deletes), and the first MAX_LISTED_FAILURES failures are listed by name.
 */
export function countOutcome(counts: ArchiveCounts, made: string[], outcome: ZipEntryOutcome, name: string): void {
  if (typeof outcome === 'object' && 'imported' in outcome) {
    counts.imported += 1;
    made.push(outcome.imported);
  } else if (outcome === 'duplicate') counts.duplicates += 1;
  else {
    counts.failed += 1;
    if (counts.failures.length < MAX_LISTED_FAILURES) counts.failures.push({ name, message: outcome.failed });
  }
}

export interface ArchiveCounts {
  total: number;
  imported: number;
  duplicates: number;
  failed: number;
  failures: Array<{ name: string; message: string }>;
  /** Bytes of the items this archive added (what stays counted against the plan). */
  storedBytes: number;
}

export const NOT_AN_ARCHIVE = 'This zip file could not be read. Is it a Google Takeout or Facebook download, whole?';
const NOT_MEDIA = 'This file is not a photo or video we can read.';
const ITEM_FAILED = 'We could not import this file.';

/**
 * Imports a Google Takeout or Facebook 'Download your information' zip that was uploaded like any
 * file. Design (why not one pass over the zip as a stream): a photo's JSON sidecar may come before
 * or after it, and Facebook's metadata sits in files far from the photos, so pairing needs every
 * name first. Rather than stage each entry to storage and pair them afterwards (doubling the
 * writes), the zip's central directory is read first with ranged GETs; then the few JSON entries
 * are read and reduced to small records; then each photo or video is streamed straight from
 * storage (one ranged GET) into the same steps as an upload: content hash, duplicate check, space
 * check, thumbnails, date and place (the file's own, else the sidecar's), faces. Memory stays flat
 * whatever the archive's size, and scratch space holds one item at a time.
 *
 * Safe to run again for the same upload: items are found by content hash, and those this archive
 * already made count as imported, not as duplicates; album events have ids fixed by their names.
 * One invocation imports one slice (ARCHIVE_SLICE_ENTRIES items or `archiveBudgetMs`), then saves
 * where it stopped on the upload and queues the upload again at the back of the archives queue:
 * the next invocation lists the zip again and carries on from there.
 */
export async function importArchive(deps: ProcessingDeps, upload: UploadRecord, workDir: string): Promise<ArchiveCounts & { finished: boolean }> {
  const started = deps.now();
  let zip: OpenedZip;
  try {
    zip = await openZip((start, end) => deps.storage.readUploadRange(upload.objectKey, start, end), upload.size, isWanted, (count) => {
      const refusal = tooManyEntries(count);
      if (refusal) throw new UnreadableArchiveError(refusal);
    });
  } catch (error) {
    if (error instanceof UnreadableArchiveError) throw error;
    throw new UnreadableArchiveError(NOT_AN_ARCHIVE);
  }
  try {
    const refs = new Map(zip.entries.map((ref) => [ref.path, ref]));
    const survey = surveyArchive(zip.entries.map(({ index, path, size }) => ({ index, path, size })));
    const checkpoint = readCheckpoint(upload);
    const counts: ArchiveCounts = { ...checkpoint.counts, total: survey.media.length };
    const progress = progressPublisher(deps, upload, counts);
    await progress('reading', true);

    const metadata = new ArchiveMetadataIndex(survey);
    for (const json of survey.jsonToRead) {
      const parsed = await readJson(zip, refs.get(json.path)!).catch(() => undefined);
      if (parsed !== undefined) metadata.add(json.path, parsed);
    }
    const items = metadata.plan();
    const albums = albumDates(items);
    const space = await spaceFor(deps, upload, counts.storedBytes);
    await progress('importing', true);

    // The ids of the items this slice made, kept beside the archive so a cancel can take them out again.
    const made: string[] = [];
    const limits = { entries: deps.archiveSliceEntries ?? ARCHIVE_SLICE_ENTRIES, ms: deps.archiveBudgetMs };
    for (let next = checkpoint.next; next < items.length; next++) {
      if (sliceIsOver({ items: next - checkpoint.next, elapsedMs: deps.now() - started }, limits)) {
        const madeFiles = [...checkpoint.madeFiles];
        if (made.length) madeFiles.push(await saveMadeIds(deps, upload, madeFiles.length, made, workDir));
        await deps.uploads.saveArchiveCheckpoint(upload.uploadId, JSON.stringify({ next, counts: { ...counts, storedBytes: space.stored }, madeFiles } satisfies ArchiveCheckpoint), deps.now());
        await deps.continueLater(upload.objectKey);
        return { ...counts, storedBytes: space.stored, finished: false };
      }
      const item = items[next]!;
      const outcome = await importItem(deps, upload, zip, refs.get(item.entry.path)!, item, { albums, space }, workDir).catch((error: unknown) => ({
        failed: error instanceof DomainError ? error.message : ITEM_FAILED,
      }));
      countOutcome(counts, made, outcome, item.entry.path);
      collectBetweenItems();
      await progress('importing', false);
    }
    await progress('done', true);
    return { ...counts, storedBytes: space.stored, finished: true };
  } finally {
    zip.close();
  }
}

/** Only photos, videos and JSON are kept from the listing: the rest of an export is never read. */
const isWanted = (path: string) => path.toLowerCase().endsWith('.json') || ['image', 'video'].includes(uploadKind(path) ?? '');

/** Where an earlier slice stopped, its counts so far, and the byte sizes of its made-id files (one a slice that made any). */
export interface ArchiveCheckpoint {
  next: number;
  counts: ArchiveCounts;
  madeFiles: number[];
}

/** Where an earlier invocation stopped, and its counts so far (nothing for a first run). */
export function readCheckpoint(upload: Pick<UploadRecord, 'archiveCheckpoint'>): ArchiveCheckpoint {
  const fresh: ArchiveCheckpoint = { next: 0, counts: { total: 0, imported: 0, duplicates: 0, failed: 0, failures: [], storedBytes: 0 }, madeFiles: [] };
  if (!upload.archiveCheckpoint) return fresh;
  try {
    return { ...fresh, ...(JSON.parse(upload.archiveCheckpoint) as Partial<ArchiveCheckpoint>) };
  } catch {
    return fresh;
  }
}

/** Where the ids one slice made are kept (beside the archive's originals, removed with the import). */
export const madeIdsKey = (upload: Pick<UploadRecord, 'ownerId' | 'uploadId'>, slice: number) => `users/${upload.ownerId}/archives/${upload.uploadId}/made/${slice}.txt`;

export async function saveMadeIds(deps: ProcessingDeps, upload: UploadRecord, slice: number, ids: readonly string[], workDir: string): Promise<number> {
  const body = ids.join('\n');
  const file = join(workDir, `made-${slice}.txt`);
  await writeFile(file, body);
  await deps.storage.putUploadFile(madeIdsKey(upload, slice), file, 'text/plain');
  return Buffer.byteLength(body);
}

/** Every item an unfinished archive import made, from its slices' files. */
export async function madeIds(deps: Pick<ProcessingDeps, 'storage'>, upload: UploadRecord): Promise<string[]> {
  const ids: string[] = [];
  const { madeFiles } = readCheckpoint(upload);
  for (const [slice, bytes] of madeFiles.entries()) {
    if (bytes === 0) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await deps.storage.readUploadRange(madeIdsKey(upload, slice), 0, bytes)) chunks.push(chunk as Buffer);
    ids.push(...Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean));
  }
  return ids;
}

/** Space the archive may fill: its own reservation, plus what the plan leaves free (the zip's size is only a guess of its contents' size). */
export async function spaceFor(deps: ProcessingDeps, upload: UploadRecord, storedBefore: number) {
  const user = await deps.accounts.getUser(upload.ownerId);
  const plan = user && { customer_plan: user.customerPlan, trial_expired: user.trialExpired, free_space: user.freeSpace, paid_space: user.paidSpace };
  const free = plan && canUpload(plan) ? Math.max(0, totalStorage(plan) - user.spaceCommitted) : 0;
  return { limit: upload.size + free, stored: storedBefore };
}

/** A Takeout or Facebook entry: photos and videos only, with the export's date, place and album. */
async function importItem(
  deps: ProcessingDeps,
  upload: UploadRecord,
  zip: OpenedZip,
  ref: ZipEntryRef,
  item: PlannedItem,
  run: { albums: Map<string, number>; space: ArchiveSpace },
  workDir: string,
): Promise<ZipEntryOutcome> {
  return importZipEntry(deps, upload, zip, ref, run.space, workDir, {
    kinds: ['image', 'video'],
    notReadable: NOT_MEDIA,
    preparePhoto: async (made) => {
      const photo = await withArchiveMetadata(deps, made, item);
      if (item.album && deps.albums) {
        const startMs = run.albums.get(item.album.key);
        photo.eventId = await deps.albums.eventFor(upload.ownerId, { key: item.album.key, title: item.album.title, startDate: startMs === undefined ? '' : (libraryDate(startMs)?.text ?? '') });
      }
      return photo;
    },
  });
}

/** The export's date, place and description, where the file itself had none. */
async function withArchiveMetadata(deps: ProcessingDeps, photo: PhotoRecord, item: PlannedItem): Promise<PhotoRecord> {
  const { metadata } = item;
  const out = { ...photo };
  if (!out.dateTaken && metadata.takenAt !== null) {
    const date = libraryDate(metadata.takenAt);
    if (date) {
      out.dateTaken = date.text;
      out.dateSort = date.sort;
    }
  }
  if (out.latitude === null && metadata.latitude !== null && metadata.longitude !== null) {
    out.latitude = metadata.latitude;
    out.longitude = metadata.longitude;
    out.altitude = metadata.altitude;
    out.locationId = (await locationFor(deps, photo.ownerId, metadata.latitude, metadata.longitude))?.locationId ?? null;
  }
  out.description ??= metadata.description;
  return out;
}

async function readJson(zip: OpenedZip, ref: ZipEntryRef): Promise<unknown> {
  if (ref.size > MAX_JSON_BYTES) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openEntry(ref)) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, ''));
}

export function progressPublisher(deps: ProcessingDeps, upload: UploadRecord, counts: ArchiveCounts) {
  let last = 0;
  return async (phase: 'reading' | 'importing' | 'done', force: boolean) => {
    const now = deps.now();
    if (!force && now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    await deps.realtime.toUser(upload.ownerId, {
      type: 'archive_progress',
      upload_id: upload.uploadId,
      phase,
      total: counts.total,
      imported: counts.imported,
      duplicates: counts.duplicates,
      failed: counts.failed,
      failures: counts.failures.slice(-10),
    });
  };
}

export class UnreadableArchiveError extends DomainError {}
