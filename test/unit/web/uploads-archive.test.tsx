// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusLine } from '../../../web/src/features/uploads/components/upload-row';
import { cancelImport, completeUpload, enqueueUploads, isCancellableImport, reportArchiveProgress, resetUploads, useUploadQueue } from '../../../web/src/features/uploads/stores/upload-queue';
import { archiveFailures, archivePercent } from '../../../web/src/features/uploads/utils/archive-status';
import { parseProcessedItem, processedItemPath } from '../../../web/src/features/uploads/utils/processed-item';
import { fakeServer, resetStores } from './helpers';
import { FakeXhr, uploadUrlHandler } from './uploads-fakes';

const zip = () => useUploadQueue.getState().entries[0]!;
const progress = { total: 40, imported: 10, duplicates: 2, failed: 1, failures: [{ name: 'Takeout/Google Photos/a/broken.jpg', message: 'This file is not a photo or video we can read.' }] };

let requests: ReturnType<typeof fakeServer>;
beforeEach(() => {
  resetStores();
  resetUploads();
  FakeXhr.install();
  requests = fakeServer({ 'POST /api/upload_url': uploadUrlHandler(), 'DELETE /api/upload/up-1': () => new Response(JSON.stringify({ status: 'Success' }), { status: 200, headers: { 'content-type': 'application/json' } }) });
});
afterEach(() => {
  resetUploads();
  vi.unstubAllGlobals();
});

async function sentArchive() {
  act(() => enqueueUploads([new File([new Uint8Array(2048)], 'takeout-001.zip', { type: 'application/zip' })]));
  await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  act(() => FakeXhr.sent[0]!.respond(200));
  await vi.waitFor(() => expect(zip().status).toBe('processing'));
  return zip().uploadId!;
}

describe('an archive in the upload sheet', () => {
  it('is sent as an archive, with the zip content type', async () => {
    await sentArchive();
    expect(zip()).toMatchObject({ kind: 'archive', contentType: 'application/zip' });
    expect(statusLine(zip())).toBe('2 KB · Reading the archive');
  });

  it('counts its photos as they are imported, then shows the tally and what failed', async () => {
    const uploadId = await sentArchive();
    act(() => reportArchiveProgress(uploadId, { phase: 'importing', ...progress }));
    expect(statusLine(zip())).toBe('2 KB · Importing 13 of 40 photos and videos · 10 photos added · 2 duplicates skipped · 1 failed');
    expect(archivePercent(zip())).toBe(32);

    const item = parseProcessedItem({ item_type: 'archive', id: uploadId, imported: 37, duplicates: 2, failed: 1, failures: progress.failures });
    act(() => void completeUpload(uploadId, item));
    expect(statusLine(zip())).toBe('2 KB · Complete · 37 photos added · 2 duplicates skipped · 1 failed');
    expect(archiveFailures(zip())).toEqual(progress.failures);
    expect(processedItemPath(item)).toBe('/photos/strip');
  });

  it('a replayed result without counts still completes the row', async () => {
    const uploadId = await sentArchive();
    act(() => void completeUpload(uploadId, parseProcessedItem({ item_type: 'archive', id: uploadId })));
    expect(zip().status).toBe('complete');
    expect(statusLine(zip())).toBe('2 KB · Complete');
  });

  it('can be cancelled while it imports, removing what it added, and then says so', async () => {
    const uploadId = await sentArchive();
    expect(isCancellableImport(zip())).toBe(true);
    await act(() => cancelImport(zip().id, 'remove'));
    const cancel = requests.find((request) => request.method === 'DELETE')!;
    expect(new URL(cancel.url, 'http://localhost').pathname).toBe(`/api/upload/${uploadId}`);
    expect(new URL(cancel.url, 'http://localhost').searchParams.get('added')).toBe('remove');
    expect(statusLine(zip())).toBe('2 KB · Stopping, then removing what it added');

    act(() => void completeUpload(uploadId, parseProcessedItem({ item_type: 'archive', id: uploadId, imported: 0, duplicates: 2, failed: 0, failures: [], cancelled: 'removed' })));
    expect(statusLine(zip())).toBe('2 KB · Cancelled · the photos it had added were removed');
    expect(isCancellableImport(zip())).toBe(false);
  });

  it('cancelled keeping what it added, shows how many photos stay', async () => {
    const uploadId = await sentArchive();
    act(() => void completeUpload(uploadId, parseProcessedItem({ item_type: 'archive', id: uploadId, imported: 12, duplicates: 0, failed: 0, failures: [], cancelled: 'kept' })));
    expect(statusLine(zip())).toBe('2 KB · Cancelled · 12 photos kept');
  });
});
