import { describe, expect, it } from 'vitest';
import type { RealtimeServerMessage } from '@heirloom/shared/contracts/realtime';
import { processGedzipUpload } from '../../../lambdas/domain/gedzip/process-gedzip-upload';
import type { UploadRecord } from '../../../lambdas/ports/uploads';
import type { ProcessingDeps } from '../../../lambdas/domain/uploads/processing/deps';

/** A GEDZIP import its owner cancelled between two slices ends there, keeping what it added, and says so. */
describe('a cancelled GEDZIP import', () => {
  it('stops before reading the zip again: the zip is deleted, the space of what it added stays counted, and the row is told it was cancelled, kept', async () => {
    const deleted: string[] = [];
    const completed: Array<{ uploadId: string; storedBytes: number }> = [];
    const pushed: RealtimeServerMessage[] = [];
    const deps = {
      now: () => 1_000,
      storage: {
        deleteUpload: async (key: string) => void deleted.push(key),
        readUploadRange: async () => {
          throw new Error('a cancelled import must not read its zip');
        },
      },
      uploads: { completeArchive: async (upload: UploadRecord, storedBytes: number) => (completed.push({ uploadId: upload.uploadId, storedBytes }), true) },
      realtime: { toUser: async (_user: string, message: RealtimeServerMessage) => (pushed.push(message), 1) },
    } as unknown as ProcessingDeps;
    const checkpoint = { next: 7, counts: { total: 20, imported: 6, duplicates: 1, failed: 0, failures: [], storedBytes: 12_345 }, madeFiles: [], importId: 'imp' };
    const upload = { uploadId: 'U1', ownerId: 'ann', objectKey: 'users/ann/uploads/U1/tree.gdz', name: 'tree.gdz', size: 99, cancelRequested: 'remove', archiveCheckpoint: JSON.stringify(checkpoint) } as unknown as UploadRecord;

    expect(await processGedzipUpload(deps, upload, '/tmp/unused')).toBe('cancelled');
    expect(deleted).toEqual(['users/ann/uploads/U1/tree.gdz']);
    expect(completed).toEqual([{ uploadId: 'U1', storedBytes: 12_345 }]);
    expect(pushed).toEqual([{ type: 'processing_complete', upload_id: 'U1', item: { item_type: 'archive', id: 'U1', imported: 6, duplicates: 1, failed: 0, failures: [], cancelled: 'kept' } }]);
  });
});
