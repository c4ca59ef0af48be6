import type { UploadRecord } from '../../ports/uploads';
import type { ProcessingDeps } from '../uploads/processing/deps';
import { importArchive, UnreadableArchiveError } from './import-archive';

/** What the uploader's tab receives when an archive is done (the `item` of its processing_complete). */
export interface ArchiveItemView {
  item_type: 'archive';
  id: string;
  imported: number;
  duplicates: number;
  failed: number;
  failures: Array<{ name: string; message: string }>;
}

/**
 * An uploaded Takeout or Facebook zip: its photos and videos are imported, then the zip itself is
 * removed and only the space its items took stays counted.
 */
export async function processArchiveUpload(deps: ProcessingDeps, upload: UploadRecord, workDir: string): Promise<'complete' | 'continued'> {
  let result;
  try {
    result = await importArchive(deps, upload, workDir);
  } catch (error) {
    if (error instanceof UnreadableArchiveError) await deps.storage.deleteUpload(upload.objectKey);
    throw error;
  }
  if (!result.finished) return 'continued';
  await deps.storage.deleteUpload(upload.objectKey);
  await deps.uploads.completeArchive(upload, result.storedBytes, deps.now());
  const item: ArchiveItemView = { item_type: 'archive', id: upload.uploadId, imported: result.imported, duplicates: result.duplicates, failed: result.failed, failures: result.failures };
  await deps.realtime.toUser(upload.ownerId, { type: 'processing_complete', upload_id: upload.uploadId, item });
  return 'complete';
}

export const isArchiveUpload = (upload: Pick<UploadRecord, 'name'>) => /\.zip$/i.test(upload.name);
