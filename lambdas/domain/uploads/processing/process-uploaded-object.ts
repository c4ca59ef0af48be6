import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { isArchiveUpload, processArchiveUpload } from '../../archives/process-archive-upload';
import { DomainError } from '../../errors';
import { isGedzipUpload } from '../../gedzip/gedzip-layout';
import { processGedzipUpload } from '../../gedzip/process-gedzip-upload';
import { ImportCancelledError, importIdForUpload } from '../../genealogy-import';
import { sniffMedia, SNIFF_BYTES } from '../../media/sniff';
import type { CatalogItem } from '../../../ports/media';
import type { UploadRecord } from '../../../ports/uploads';
import { parseUploadKey } from '../object-keys';
import type { ProcessingDeps } from './deps';
import { laneOf, type UploadLane } from './upload-lanes';
import { itemView } from './item-view';
import { makeDocument } from './make-document';
import { makePhoto } from './make-photo';
import { makeVideo } from './make-video';
import { storedCopyOf } from './stored-copy';

export type ProcessingOutcome = 'ignored' | 'duplicate-delivery' | 'complete' | 'already-stored' | 'failed' | 'continued' | 'routed' | 'cancelled';

/** Which delivery this is, and how long the queue may go on trying (see `processingDeadline`). */
export interface ProcessingAttempt {
  receiveCount: number;
  maxReceiveCount: number;
  /** The queue's visibility timeout: an attempt that neither finishes nor fails is over by then. */
  visibilityTimeoutMs?: number;
  /**
   * The lane whose queue delivered this: the intake ('photos', where S3 notifies) hands any other
   * kind to its own queue; the other lanes process what they are given.
   */
  lane?: UploadLane;
  /**
   * How long each lane's queue may hold and retry an upload (its receives x visibility timeout):
   * an upload handed on gets the deadline of the lane it goes to, so a killed video is failed
   * after the videos queue's attempts, not the intake's.
   */
  laneWindowsMs?: Partial<Record<UploadLane, number>>;
}

/** Given when a killed processing run (out of time or memory on every attempt) is swept to failed. */
export const PROCESSING_KILLED = 'We could not process this file. Please try again.';

const NOT_READABLE = 'This file is not a photo, video, PDF or GEDCOM file we can read.';
const INCOMPLETE = 'The file did not arrive whole. Please try again.';

/**
 * Processes one uploaded object. Safe to run twice for the same object (the upload's state and
 * the content-hash claim make a repeat a no-op), and never leaves a half-made item visible: the
 * catalogue record is written last, in one transaction, after every derived file exists.
 *
 * A file that cannot be read fails at once (retrying would not help); any other error is thrown
 * so the queue retries it, and on the last attempt the upload is marked failed (retryable by the
 * person) before the message goes to the dead-letter queue.
 */
export async function processUploadedObject(deps: ProcessingDeps, key: string, attempt: ProcessingAttempt): Promise<ProcessingOutcome> {
  const parsed = parseUploadKey(key);
  if (!parsed) return 'ignored';
  const upload = await deps.uploads.get(parsed.uploadId);
  if (!upload || upload.ownerId !== parsed.userId || upload.objectKey !== key) return 'ignored';
  if (upload.status === 'complete' || upload.status === 'failed') return 'duplicate-delivery';

  await deps.uploads.markProcessing(upload.uploadId, deps.now());
  // The file arrived: from here the queue's retries own its fate, and should every attempt be
  // killed (out of time or memory: no catch below runs), the deadline sweep marks it failed.
  await deps.uploads.setDeadline(upload.uploadId, upload.ownerId, processingDeadline(deps.now(), attempt));
  if (attempt.lane === 'photos' && deps.sendToLane) {
    const lane = await laneOf(upload, (k, start, end) => deps.storage.readUploadRange(k, start, end));
    if (lane !== 'photos') {
      const window = attempt.laneWindowsMs?.[lane];
      if (window !== undefined) await deps.uploads.setDeadline(upload.uploadId, upload.ownerId, deps.now() + window + 60_000);
      await deps.sendToLane(lane, key);
      return 'routed';
    }
  }
  const workDir = join(deps.tmpDir, randomUUID());
  const written: string[] = [];
  try {
    await mkdir(workDir, { recursive: true });
    const outcome = await processInto(deps, upload, workDir, written);
    // A continued archive keeps the deadline its next slice renews.
    if (outcome !== 'continued') await deps.uploads.clearDeadline(upload.uploadId);
    return outcome;
  } catch (error) {
    if (written.length) await deps.storage.deleteDerived(written).catch(() => undefined);
    const permanent = error instanceof DomainError;
    if (permanent || attempt.receiveCount >= attempt.maxReceiveCount) {
      const message = permanent ? error.message : PROCESSING_KILLED;
      await deps.uploads.clearDeadline(upload.uploadId);
      const retryable = isWorthRetrying(error);
      if (await deps.uploads.fail(upload, message, deps.now(), retryable)) {
        await deps.realtime.toUser(upload.ownerId, { type: 'processing_failed', upload_id: upload.uploadId, message, retryable });
        await sourceItemFailed(deps, upload, message);
      }
      if (permanent) return 'failed';
    }
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * When an upload still 'processing' is given up for lost: once every attempt left has had its full
 * visibility timeout. Set again at each attempt (and each archive slice), so only a run that no
 * attempt finished or failed is swept (releaseAbandonedUploads).
 */
export function processingDeadline(now: number, attempt: ProcessingAttempt): number {
  const attemptsLeft = Math.max(1, attempt.maxReceiveCount - attempt.receiveCount + 1);
  return now + attemptsLeft * (attempt.visibilityTimeoutMs ?? 15 * 60_000) + 60_000;
}

async function processInto(deps: ProcessingDeps, upload: UploadRecord, workDir: string, written: string[]): Promise<ProcessingOutcome> {
  // An archive is read in place, never downloaded whole.
  if (isArchiveUpload(upload)) return processArchiveUpload(deps, upload, workDir);
  if (isGedzipUpload(upload)) return processGedzipUpload(deps, upload, workDir);
  const file = join(workDir, 'original');
  const { size, sha256, eTag } = await deps.storage.downloadUpload(upload.objectKey, file);
  if (size !== upload.size) {
    // The signed URL fixes the size in S3; this guards stores that do not enforce signatures.
    await deps.storage.deleteUpload(upload.objectKey);
    throw new IncompleteUploadError(INCOMPLETE);
  }

  const existing = await storedCopyOf(deps, upload.ownerId, sha256);
  if (existing) return storedAlready(deps, upload, existing, eTag);

  const kind = sniffMedia(await readHead(file));
  const itemId = ulid();
  let item: CatalogItem;
  let added: boolean;
  if (kind.kind === 'image') {
    const photo = await makePhoto(deps, upload, file, itemId, sha256, kind.mime, written);
    added = await deps.catalog.addPhoto(photo);
    item = { itemType: 'photo', itemId };
  } else if (kind.kind === 'video') {
    const video = await makeVideo(deps, upload, file, itemId, sha256, kind.mime, written);
    added = await deps.catalog.addPhoto(video);
    item = { itemType: 'video', itemId };
  } else if (kind.kind === 'pdf') {
    const { document, pages } = await makeDocument(deps, upload, file, itemId, sha256, written);
    added = await deps.catalog.addDocument(document, pages);
    item = { itemType: 'document', itemId };
  } else if (kind.kind === 'gedcom' && deps.importGedcom) {
    const { importId } = await importTree(deps, deps.importGedcom, upload, file);
    item = { itemType: 'gedcom', itemId: importId };
    added = await deps.catalog.claimContentHash(upload.ownerId, sha256, item);
  } else {
    await deps.storage.deleteUpload(upload.objectKey);
    throw new UnreadableUploadError(NOT_READABLE);
  }

  if (!added) {
    // Another delivery of the same content won the race: keep its item, drop what we made.
    await deps.storage.deleteDerived(written.splice(0));
    const winner = await deps.catalog.findByContentHash(upload.ownerId, sha256);
    if (winner) return storedAlready(deps, upload, winner, eTag);
    throw new Error('The content hash was claimed but its item is missing');
  }
  // Sent before the upload completes: if sending fails the message is retried, and a second
  // message for the same photo is a no-op for the faces stage.
  if (deps.faces && (item.itemType === 'photo' || item.itemType === 'video')) await deps.faces.send({ photo_id: item.itemId });
  // A near or exact copy of a family photo is kept (deciding which copy to keep needs a person, who
  // sees both side by side on the review page) but flagged: the upload list says so and links there.
  const copyOf = item.itemType === 'photo' && deps.nearDuplicates ? await deps.nearDuplicates(item.itemId) : null;
  await matchMissingFile(deps, upload, item);
  await deps.uploads.complete(upload, { eTag, ...item }, deps.now());
  const view = await itemView(deps, item);
  if (item.itemType === 'photo' || item.itemType === 'video') {
    const photo = 'photo' in view ? { photo: view.photo } : {};
    await deps.messageEvents?.send({ kind: 'family_member_image', uploader_id: upload.ownerId, photo_id: item.itemId, at: deps.now(), ...photo });
  }
  await deps.realtime.toUser(upload.ownerId, { type: 'processing_complete', upload_id: upload.uploadId, item: copyOf?.count ? { ...view, copy_of: copyOf } : view });
  await sourceItemAdded(deps, upload, item.itemId);
  return 'complete';
}

/**
 * A GEDCOM file into the tree. Its owner may cancel it while it runs (DELETE /upload/{id}): the
 * import stops within about a second and the upload fails with 'You cancelled this import.'; when
 * they chose to remove what it had added, the tree's 'Remove this import' job is queued for it.
 */
async function importTree(deps: ProcessingDeps, importGedcom: NonNullable<ProcessingDeps['importGedcom']>, upload: UploadRecord, file: string) {
  const cancelChoice = async () => (await deps.uploads.get(upload.uploadId))?.cancelRequested ?? null;
  try {
    return await importGedcom({ ownerId: upload.ownerId, file, fileName: upload.name, uploadId: upload.uploadId, isCancelled: async () => (await cancelChoice()) !== null });
  } catch (error) {
    if (error instanceof ImportCancelledError && (await cancelChoice()) === 'remove') await deps.removeCancelledImport?.(upload.ownerId, importIdForUpload(upload.uploadId, 'upload'));
    throw error;
  }
}

/** The same file was uploaded before: point this upload at the existing item and free the space. */
async function storedAlready(deps: ProcessingDeps, upload: UploadRecord, existing: CatalogItem, eTag: string): Promise<ProcessingOutcome> {
  // Chosen again from the missing files card: the photo already stored is the one the GEDCOM names.
  await matchMissingFile(deps, upload, existing);
  await deps.uploads.completeAsDuplicate(upload, { eTag, ...existing }, deps.now());
  await deps.storage.deleteUpload(upload.objectKey);
  // The very same file: nothing new was added, and the upload list says it was already there.
  await deps.realtime.toUser(upload.ownerId, { type: 'processing_complete', upload_id: upload.uploadId, item: { ...(await itemView(deps, existing)), already_stored: true } });
  await sourceItemAdded(deps, upload, existing.itemId);
  return 'already-stored';
}

/** Before the upload completes, so a failed link is retried with the message. */
async function matchMissingFile(deps: ProcessingDeps, upload: UploadRecord, item: CatalogItem): Promise<void> {
  if (!deps.matchMissingFile || (item.itemType !== 'photo' && item.itemType !== 'video')) return;
  await deps.matchMissingFile({ uploaderId: upload.ownerId, fileName: upload.name, photoId: item.itemId });
}

/** An imported file is in the library: its provider item shows 'Added' and is hidden from the picker. */
async function sourceItemAdded(deps: ProcessingDeps, upload: UploadRecord, itemId: string) {
  const source = upload.source;
  if (!source || !deps.sourceItems) return;
  await deps.sourceItems.markAdded(source.libraryOwner, source.system, source.sourceId, itemId);
  await deps.realtime.toUser(upload.ownerId, { type: 'source_item', system_type: source.system, source_id: source.sourceId, status: 'added', photo_id: itemId, message: null });
}

/** An imported file could not be processed: the person may choose it again. */
async function sourceItemFailed(deps: ProcessingDeps, upload: UploadRecord, message: string) {
  const source = upload.source;
  if (!source || !deps.sourceItems) return;
  await deps.sourceItems.release(source.libraryOwner, source.system, source.sourceId);
  await deps.realtime.toUser(upload.ownerId, { type: 'source_item', system_type: source.system, source_id: source.sourceId, status: 'failed', photo_id: null, message });
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

class IncompleteUploadError extends DomainError {}

/**
 * Whether sending the same file again may work: after a run that was killed, a file that did not
 * arrive whole, or an import its owner cancelled; not when the file itself cannot be read (not a
 * photo, damaged, too large), which would fail the same way again.
 */
const isWorthRetrying = (error: unknown): boolean => !(error instanceof DomainError) || error instanceof IncompleteUploadError || error instanceof ImportCancelledError;
class UnreadableUploadError extends DomainError {}
