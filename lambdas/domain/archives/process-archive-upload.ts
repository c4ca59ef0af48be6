import type { CancelChoice, UploadRecord } from '../../ports/uploads';
import type { ProcessingDeps } from '../uploads/processing/deps';
import { importArchive, madeIds, madeIdsKey, readCheckpoint, UnreadableArchiveError } from './import-archive';

/** What the uploader's tab receives when an archive is done (the `item` of its processing_complete). */
export interface ArchiveItemView {
  item_type: 'archive';
  id: string;
  imported: number;
  duplicates: number;
  failed: number;
  failures: Array<{ name: string; message: string }>;
  /** Set when its owner cancelled it part-way: what it had added was kept, or removed. */
  cancelled?: 'kept' | 'removed';
}

/**
 * An uploaded Takeout or Facebook zip: its photos and videos are imported, then the zip itself is
 * removed and only the space its items took stays counted.
 */
export async function processArchiveUpload(deps: ProcessingDeps, upload: UploadRecord, workDir: string): Promise<'complete' | 'continued' | 'cancelled'> {
  if (upload.cancelRequested) return cancelArchive(deps, upload, upload.cancelRequested);
  let result;
  try {
    result = await importArchive(deps, upload, workDir);
  } catch (error) {
    if (error instanceof UnreadableArchiveError) await deps.storage.deleteUpload(upload.objectKey);
    throw error;
  }
  if (!result.finished) return 'continued';
  await deps.storage.deleteUpload(upload.objectKey);
  await removeMadeIdFiles(deps, upload);
  await deps.uploads.completeArchive(upload, result.storedBytes, deps.now());
  const item: ArchiveItemView = { item_type: 'archive', id: upload.uploadId, imported: result.imported, duplicates: result.duplicates, failed: result.failed, failures: result.failures };
  await deps.realtime.toUser(upload.ownerId, { type: 'processing_complete', upload_id: upload.uploadId, item });
  return 'complete';
}

/**
 * The owner cancelled the import between two slices. 'keep': it ends as a finished import of what
 * it had added so far. 'remove': the items it added are deleted first (counted, then taken off the
 * account with them, as a deletion from the library would). Either way the zip is removed.
 */
export async function cancelArchive(deps: ProcessingDeps, upload: UploadRecord, choice: CancelChoice): Promise<'cancelled'> {
  const { counts } = readCheckpoint(upload);
  const ids = choice === 'remove' ? await madeIds(deps, upload) : [];
  await deps.storage.deleteUpload(upload.objectKey);
  await deps.uploads.completeArchive(upload, counts.storedBytes, deps.now());
  if (ids.length && deps.removeArchiveItems) await deps.removeArchiveItems(upload.ownerId, ids);
  await removeMadeIdFiles(deps, upload);
  const item: ArchiveItemView = {
    item_type: 'archive',
    id: upload.uploadId,
    imported: choice === 'remove' ? 0 : counts.imported,
    duplicates: counts.duplicates,
    failed: counts.failed,
    failures: counts.failures,
    cancelled: choice === 'remove' ? 'removed' : 'kept',
  };
  await deps.realtime.toUser(upload.ownerId, { type: 'processing_complete', upload_id: upload.uploadId, item });
  return 'cancelled';
}

/** The made-id files of its slices go once the import is over (finished or cancelled). */
export async function removeMadeIdFiles(deps: ProcessingDeps, upload: UploadRecord): Promise<void> {
  const { madeFiles } = readCheckpoint(upload);
  await Promise.all(madeFiles.map((_, slice) => deps.storage.deleteUpload(madeIdsKey(upload, slice)).catch(() => undefined)));
}

export const isArchiveUpload = (upload: Pick<UploadRecord, 'name'>) => /\.zip$/i.test(upload.name);
