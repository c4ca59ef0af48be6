import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../errors';
import { ARCHIVE_SLICE_ENTRIES, countOutcome, MAX_LISTED_FAILURES, progressPublisher, readCheckpoint, saveMadeIds, sliceIsOver, spaceFor, tooManyEntries, type ArchiveCheckpoint, type ArchiveCounts } from '../archives/import-archive';
import { cancelArchive, removeMadeIdFiles, type ArchiveItemView } from '../archives/process-archive-upload';
import { openZip, type OpenedZip } from '../archives/zip-reader';
import { ImportCancelledError, importIdForUpload } from '../genealogy-import';
import type { CancelChoice, UploadRecord } from '../../ports/uploads';
import type { ProcessingDeps } from '../uploads/processing/deps';
import { LEFT_OUT_MEDIA, NO_TREE_IN_GEDZIP, surveyGedzip, UNREADABLE_GEDZIP } from './gedzip-layout';
import { importGedzipMedia } from './import-gedzip-media';

/** Where a GEDZIP import stopped: the archive checkpoint, plus the tree's import once it is done. */
interface GedzipCheckpoint extends ArchiveCheckpoint {
  importId?: string;
}

const MEDIA_FAILED = 'We could not import this file.';

/**
 * An uploaded GEDZIP (.gdz): its gedcom.ged is imported into the uploader's family tree as an
 * uploaded .ged is (same importer, same report, same import id for a redelivered message), then
 * its photos, videos and PDFs become the uploader's, a slice of entries an invocation, each
 * linked to the people and events whose OBJE named it.
 *
 * The zip is read in place with ranged GETs (archives/zip-reader.ts): the central directory first,
 * then one entry at a time streamed to scratch space, so neither the archive nor the tree is held
 * in memory. A zip that cannot be read, or has no gedcom.ged at its root, fails the upload with a
 * message saying so before anything is imported. The tree is imported before any media, so a
 * failed tree leaves no photos behind; a photo that fails is named in the result with why.
 */
export async function processGedzipUpload(deps: ProcessingDeps, upload: UploadRecord, workDir: string): Promise<'complete' | 'continued' | 'cancelled'> {
  if (upload.cancelRequested) return stopAsCancelled(deps, upload, upload.cancelRequested, readCheckpoint(upload));
  const started = deps.now();
  const zip = await openGedzip(deps, upload);
  try {
    const survey = surveyGedzip(zip.entries);
    if (!survey) throw new UnreadableGedzipError(NO_TREE_IN_GEDZIP);
    const checkpoint: GedzipCheckpoint = readCheckpoint(upload);
    const counts: ArchiveCounts = { ...checkpoint.counts, total: survey.media.length };
    // The upload's row follows it as it follows a Takeout zip's (the tree's own progress goes to its report).
    const progress = progressPublisher(deps, upload, counts);
    await progress('reading', true);

    if (!checkpoint.importId) {
      if (!deps.importGedcom) throw new Error('GEDCOM imports are not wired into this processor');
      const treeFile = join(workDir, 'gedcom.ged');
      await pipeline(await zip.openEntry(survey.tree), createWriteStream(treeFile));
      const cancelChoice = async () => (await deps.uploads.get(upload.uploadId))?.cancelRequested ?? null;
      try {
        const { importId } = await deps.importGedcom({
          ownerId: upload.ownerId,
          file: treeFile,
          fileName: upload.name,
          uploadId: upload.uploadId,
          isCancelled: async () => (await cancelChoice()) !== null,
          // What the zip holds: a FILE naming none of it, or a file left out, is a warning of the tree's import report.
          packagedFiles: zip.entries.map((entry) => entry.path),
          leftOutFiles: survey.leftOut.map((entry) => entry.path),
        });
        checkpoint.importId = importId;
      } catch (error) {
        const choice = error instanceof ImportCancelledError ? await cancelChoice() : null;
        if (!choice) throw error;
        // Stopped part-way through the tree: what it wrote is under the upload's import id (import-gedcom-upload.ts).
        return await stopAsCancelled(deps, upload, choice, { ...checkpoint, importId: importIdForUpload(upload.uploadId, 'upload') });
      }
      counts.failed += survey.leftOut.length;
      for (const entry of survey.leftOut.slice(0, MAX_LISTED_FAILURES)) counts.failures.push({ name: entry.path, message: LEFT_OUT_MEDIA });
    }

    const space = await spaceFor(deps, upload, counts.storedBytes);
    // The ids of the items this slice made, kept beside the archive (as a Takeout import's) so a cancel can take them out again.
    const made: string[] = [];
    const limits = { entries: deps.archiveSliceEntries ?? ARCHIVE_SLICE_ENTRIES, ms: deps.archiveBudgetMs };
    for (let next = checkpoint.next; next < survey.media.length; next++) {
      if (sliceIsOver({ items: next - checkpoint.next, elapsedMs: deps.now() - started }, limits)) {
        const madeFiles = [...checkpoint.madeFiles];
        if (made.length) madeFiles.push(await saveMadeIds(deps, upload, madeFiles.length, made, workDir));
        const saved: GedzipCheckpoint = { next, counts: { ...counts, storedBytes: space.stored }, madeFiles, importId: checkpoint.importId };
        await deps.uploads.saveArchiveCheckpoint(upload.uploadId, JSON.stringify(saved), deps.now());
        await deps.continueLater(upload.objectKey);
        return 'continued';
      }
      const ref = survey.media[next]!;
      const outcome = await importGedzipMedia(deps, upload, zip, ref, space, workDir).catch((error: unknown) => ({
        failed: error instanceof DomainError ? error.message : MEDIA_FAILED,
      }));
      countOutcome(counts, made, outcome, ref.path);
      await progress('importing', false);
    }
    await progress('done', true);

    await deps.storage.deleteUpload(upload.objectKey);
    await removeMadeIdFiles(deps, upload);
    await deps.uploads.completeArchive(upload, space.stored, deps.now());
    const item: ArchiveItemView = { item_type: 'archive', id: upload.uploadId, imported: counts.imported, duplicates: counts.duplicates, failed: counts.failed, failures: counts.failures };
    await deps.realtime.toUser(upload.ownerId, { type: 'processing_complete', upload_id: upload.uploadId, item });
    return 'complete';
  } finally {
    zip.close();
  }
}

/**
 * Its owner cancelled it, between two slices or while its tree was being imported. 'keep': it ends
 * as a finished import of what it had added. 'remove': the tree's 'Remove this import' is queued
 * for the people it added, and the photos, videos and documents it made are deleted as a Takeout
 * import's are (archives/process-archive-upload.ts). Either way the zip is removed.
 */
async function stopAsCancelled(deps: ProcessingDeps, upload: UploadRecord, choice: CancelChoice, checkpoint: GedzipCheckpoint): Promise<'cancelled'> {
  if (choice === 'remove' && checkpoint.importId) await deps.removeCancelledImport?.(upload.ownerId, checkpoint.importId);
  return cancelArchive(deps, upload, choice);
}

async function openGedzip(deps: ProcessingDeps, upload: UploadRecord): Promise<OpenedZip> {
  try {
    return await openZip((start, end) => deps.storage.readUploadRange(upload.objectKey, start, end), upload.size, () => true, (count) => {
      const refusal = tooManyEntries(count);
      if (refusal) throw new UnreadableGedzipError(refusal);
    });
  } catch (error) {
    if (error instanceof UnreadableGedzipError) throw error;
    throw new UnreadableGedzipError(UNREADABLE_GEDZIP);
  }
}

/** A .gdz that is not a readable GEDZIP: the upload fails with this message, nothing imported. */
export class UnreadableGedzipError extends DomainError {}
