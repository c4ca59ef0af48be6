import type { ObjectStorage } from '../../ports/media';
import type { RealtimePublisher } from '../../ports/realtime';
import { uploadKind } from '@heirloom/shared/uploads';
import type { CancelChoice, UploadStore } from '../../ports/uploads';
import { ConflictError, NotFoundError } from '../errors';

export interface AbandonDeps {
  uploads: UploadStore;
  storage: Pick<ObjectStorage, 'deleteUpload'>;
  realtime: RealtimePublisher;
  now: () => number;
}

/** How long an upload may wait for its file before its reserved space is given back. */
export const UPLOAD_DEADLINE_MS = 2 * 60 * 60 * 1000;
export const UPLOAD_NEVER_ARRIVED = 'The upload did not finish. Please try again.';
export const UPLOAD_CANCELLED = 'Upload cancelled';
/** The same words as a processing failure the consumer saw itself (process-uploaded-object.ts). */
export const PROCESSING_GAVE_UP = 'We could not process this file. Please try again.';

/**
 * The person stopped an upload: its space is given back and any bytes that arrived are removed.
 * An archive or GEDCOM file being imported is asked to stop instead (its next slice, or within a
 * second for a tree), keeping or removing what it already added as the person chose; the upload
 * then ends as the import's consumer reports it (processing_complete or processing_failed).
 */
export async function cancelUpload(deps: AbandonDeps, userId: string, uploadId: string, added: CancelChoice = 'keep'): Promise<'cancelled' | 'stopping'> {
  const upload = await deps.uploads.get(uploadId);
  if (!upload || upload.ownerId !== userId) throw new NotFoundError('That upload does not exist');
  if (upload.status === 'processing') {
    const kind = uploadKind(upload.name);
    if (kind !== 'archive' && kind !== 'gedcom') throw new ConflictError('This file is already being processed and will be in your library in a moment; you can delete it from there.');
    if (await deps.uploads.requestCancel(uploadId, added, deps.now())) return 'stopping';
    throw new ConflictError('This import has just finished, so there is nothing left to cancel.');
  }
  if (upload.status === 'complete') throw new ConflictError('This file has already been uploaded');
  if (upload.status === 'uploading') await deps.uploads.fail(upload, UPLOAD_CANCELLED, deps.now());
  await deps.storage.deleteUpload(upload.objectKey);
  await deps.uploads.clearDeadline(uploadId);
  return 'cancelled';
}

/**
 * Scheduled: uploads whose file never arrived (a closed tab, a lost connection) are marked failed,
 * which gives back their reserved space; the person can still retry them. So are uploads still
 * 'processing' past their processing deadline (set by each attempt to outlast every attempt left):
 * their processing was killed each time, and the message went to the dead-letter queue.
 */
export async function releaseAbandonedUploads(deps: AbandonDeps): Promise<number> {
  let released = 0;
  let cursor: string | undefined;
  do {
    const page = await deps.uploads.pastDeadline(deps.now(), cursor);
    for (const uploadId of page.uploadIds) {
      const upload = await deps.uploads.get(uploadId);
      if (upload?.status === 'uploading' && (await deps.uploads.fail(upload, UPLOAD_NEVER_ARRIVED, deps.now()))) {
        await deps.storage.deleteUpload(upload.objectKey);
        await deps.realtime.toUser(upload.ownerId, { type: 'processing_failed', upload_id: uploadId, message: UPLOAD_NEVER_ARRIVED });
        released++;
      } else if (upload?.status === 'processing' && (await deps.uploads.fail(upload, PROCESSING_GAVE_UP, deps.now()))) {
        // Every attempt was killed (out of time or memory) before it could say so, and the message
        // is in the dead-letter queue: the person sees it failed, with Retry, never 'processing' for good.
        await deps.realtime.toUser(upload.ownerId, { type: 'processing_failed', upload_id: uploadId, message: PROCESSING_GAVE_UP });
        released++;
      }
      await deps.uploads.clearDeadline(uploadId);
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return released;
}
