import { createReadStream } from 'node:fs';
import type { RealtimePublisher } from '../../../ports/realtime';
import { importIdForUpload, type ImportGedcomInput } from '../../genealogy-import';
import type { GedcomImport } from './deps';

/**
 * Hands an uploaded .ged file to the family-tree importer, streaming it from the local copy, and
 * tells the uploader's tabs how the import is going so the report page can follow it live. The
 * import id comes from the upload, so a redelivered message finds the same run.
 */
export function gedcomUploadImporter(importer: (input: ImportGedcomInput) => Promise<{ id: string }>, realtime: RealtimePublisher): GedcomImport {
  return async ({ ownerId, file, fileName, uploadId, isCancelled, packagedFiles, leftOutFiles }) => {
    const record = await importer({
      ownerId,
      fileName,
      ...(isCancelled ? { isCancelled } : {}),
      ...(packagedFiles ? { packagedFiles } : {}),
      ...(leftOutFiles ? { leftOutFiles } : {}),
      importId: importIdForUpload(uploadId, 'upload'),
      source: () => createReadStream(file),
      onProgress: (progress) =>
        realtime
          .toUser(ownerId, {
            type: 'import_progress',
            upload_id: uploadId,
            import_id: progress.importId,
            phase: progress.phase,
            records: progress.records,
            total_records: progress.totalRecords ?? null,
            people: progress.counts.people,
            families: progress.counts.families,
            events: progress.counts.events,
            sources: progress.counts.sources,
            notes: progress.counts.notes,
            citations: progress.counts.citations,
            elapsed_ms: progress.elapsedMs,
            remaining_ms: progress.remainingMs ?? null,
          })
          .then(() => undefined),
    });
    return { importId: record.id };
  };
}
