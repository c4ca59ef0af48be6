import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { RealtimeServerMessage } from '@heirloom/shared/contracts/realtime';
import { madeIdsKey } from '../../../lambdas/domain/archives/import-archive';
import { ImportCancelledError, importIdForUpload } from '../../../lambdas/domain/genealogy-import';
import { processGedzipUpload } from '../../../lambdas/domain/gedzip/process-gedzip-upload';
import type { CancelChoice, UploadRecord } from '../../../lambdas/ports/uploads';
import type { GedcomImport, ProcessingDeps } from '../../../lambdas/domain/uploads/processing/deps';
import { makeZip } from '../../support/generate-archive';

/** A cancel before the first slice reads nothing from the work folder. */
const UNUSED_WORK_DIR = join(tmpdir(), 'gedzip-cancel-unused');

/**
 * A GEDZIP import its owner cancelled between two slices ends there, without reading its zip again:
 * 'keep' keeps what it added, 'remove' takes out the tree it imported and the items it made.
 */
describe('a cancelled GEDZIP import', () => {
  const zipKey = 'users/ann/uploads/U1/tree.gdz';
  const madeIds = 'P1\nD2\nP3';

  function cancelled(choice: CancelChoice) {
    const deleted: string[] = [];
    const completed: Array<{ uploadId: string; storedBytes: number }> = [];
    const pushed: RealtimeServerMessage[] = [];
    const removedItems: Array<{ ownerId: string; ids: readonly string[] }> = [];
    const removedImports: Array<{ uploaderId: string; importId: string }> = [];
    const deps = {
      now: () => 1_000,
      storage: {
        deleteUpload: async (key: string) => void deleted.push(key),
        readUploadRange: async (key: string) => {
          if (key === madeIdsKey({ ownerId: 'ann', uploadId: 'U1' }, 0)) return Readable.from([Buffer.from(madeIds)]);
          throw new Error('a cancelled import must not read its zip');
        },
      },
      uploads: { completeArchive: async (upload: UploadRecord, storedBytes: number) => (completed.push({ uploadId: upload.uploadId, storedBytes }), true) },
      realtime: { toUser: async (_user: string, message: RealtimeServerMessage) => (pushed.push(message), 1) },
      removeArchiveItems: async (ownerId: string, ids: readonly string[]) => void removedItems.push({ ownerId, ids }),
      removeCancelledImport: async (uploaderId: string, importId: string) => void removedImports.push({ uploaderId, importId }),
    } as unknown as ProcessingDeps;
    const checkpoint = { next: 7, counts: { total: 20, imported: 6, duplicates: 1, failed: 0, failures: [], storedBytes: 12_345 }, madeFiles: [Buffer.byteLength(madeIds)], importId: 'imp' };
    const upload = { uploadId: 'U1', ownerId: 'ann', objectKey: zipKey, name: 'tree.gdz', size: 99, cancelRequested: choice, archiveCheckpoint: JSON.stringify(checkpoint) } as unknown as UploadRecord;
    return { deps, upload, deleted, completed, pushed, removedItems, removedImports };
  }

  it("'remove': queues the removal of the tree it imported, deletes the photos and documents it made, and tells the row they were removed", async () => {
    const run = cancelled('remove');
    expect(await processGedzipUpload(run.deps, run.upload, UNUSED_WORK_DIR)).toBe('cancelled');
    expect(run.removedImports).toEqual([{ uploaderId: 'ann', importId: 'imp' }]);
    expect(run.removedItems).toEqual([{ ownerId: 'ann', ids: ['P1', 'D2', 'P3'] }]);
    // Counted first, then freed with the items as a deletion from the library frees them.
    expect(run.completed).toEqual([{ uploadId: 'U1', storedBytes: 12_345 }]);
    expect(run.deleted).toEqual([zipKey, madeIdsKey({ ownerId: 'ann', uploadId: 'U1' }, 0)]);
    expect(run.pushed).toEqual([{ type: 'processing_complete', upload_id: 'U1', item: { item_type: 'archive', id: 'U1', imported: 0, duplicates: 1, failed: 0, failures: [], cancelled: 'removed' } }]);
  });

  it("'keep': keeps the tree and the items, their space stays counted, and the row is told it was cancelled, kept", async () => {
    const run = cancelled('keep');
    expect(await processGedzipUpload(run.deps, run.upload, UNUSED_WORK_DIR)).toBe('cancelled');
    expect(run.removedImports).toEqual([]);
    expect(run.removedItems).toEqual([]);
    expect(run.completed).toEqual([{ uploadId: 'U1', storedBytes: 12_345 }]);
    expect(run.deleted).toEqual([zipKey, madeIdsKey({ ownerId: 'ann', uploadId: 'U1' }, 0)]);
    expect(run.pushed).toEqual([{ type: 'processing_complete', upload_id: 'U1', item: { item_type: 'archive', id: 'U1', imported: 6, duplicates: 1, failed: 0, failures: [], cancelled: 'kept' } }]);
  });

  it("'remove' while the tree is being imported: the importer is asked, stops, and the people it wrote are queued for removal", async () => {
    const zip = await makeZip([{ path: 'gedcom.ged', bytes: '0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n0 TRLR\n' }]);
    const pushed: RealtimeServerMessage[] = [];
    const removedImports: string[] = [];
    const upload = { uploadId: 'U2', ownerId: 'ann', objectKey: 'users/ann/uploads/U2/tree.gdz', name: 'tree.gdz', size: zip.length } as unknown as UploadRecord;
    const importGedcom: GedcomImport = async ({ isCancelled }) => {
      if (await isCancelled?.()) throw new ImportCancelledError('You cancelled this import.');
      return { importId: 'finished' };
    };
    const deps = {
      now: () => 1_000,
      importGedcom,
      storage: {
        deleteUpload: async () => undefined,
        readUploadRange: async (_key: string, start: number, end: number) => Readable.from([zip.subarray(start, end)]),
      },
      uploads: { get: async () => ({ ...upload, cancelRequested: 'remove' }), completeArchive: async () => true },
      realtime: { toUser: async (_user: string, message: RealtimeServerMessage) => (pushed.push(message), 1) },
      removeCancelledImport: async (_uploader: string, importId: string) => void removedImports.push(importId),
    } as unknown as ProcessingDeps;

    const workDir = await mkdtemp(join(tmpdir(), 'gedzip-cancel-'));
    try {
      expect(await processGedzipUpload(deps, upload, workDir)).toBe('cancelled');
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
    expect(removedImports).toEqual([importIdForUpload('U2', 'upload')]);
    expect(pushed.at(-1)).toMatchObject({ type: 'processing_complete', upload_id: 'U2', item: { cancelled: 'removed', imported: 0 } });
  });
});
