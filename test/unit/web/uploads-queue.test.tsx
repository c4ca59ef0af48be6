// @vitest-environment jsdom
import { NOT_ENOUGH_SPACE, UPLOAD_REQUIRES_PAID_PLAN } from '@heirloom/shared/uploads';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedUploadsWarning } from '../../../web/src/features/uploads/hooks/use-unsaved-uploads-warning';
import { uploadRealtimeLogin } from '../../../web/src/features/uploads/hooks/use-upload-realtime';
import {
  addRefusedUploads,
  adoptUploadOwner,
  clearCompletedUploads,
  completeUpload,
  enqueueUploads,
  failUpload,
  MAX_PARALLEL_UPLOADS,
  removeUpload,
  resetUploads,
  retryUpload,
  uploadCounts,
  useUploadQueue,
  waitingUploadIds,
  type UploadEntry,
} from '../../../web/src/features/uploads/stores/upload-queue';
import { usePlanDialogStore } from '../../../web/src/lib/plan-dialog-store';
import { fakeServer, json, resetStores, type RecordedRequest } from './helpers';
import { FakeXhr, photoView, uploadUrlHandler, type UploadUrlBody } from './uploads-fakes';

let requests: RecordedRequest[];
const grants = () => requests.filter((request) => request.url === '/api/upload_url').map((request) => request.body as UploadUrlBody);
const entries = () => useUploadQueue.getState().entries;
const entry = (name: string) => entries().find((candidate) => candidate.name === name)!;
const states = () => Object.fromEntries(entries().map((candidate) => [candidate.name, candidate.status]));
const file = (name: string, bytes = 1000, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });
/** The PUT for a file, once it has been sent. */
const putOf = (name: string) => FakeXhr.sent.filter((xhr) => (xhr.body as File).name === name).at(-1)!;

beforeEach(() => {
  resetStores();
  resetUploads();
  FakeXhr.install();
  requests = fakeServer({ 'POST /api/upload_url': uploadUrlHandler() });
});
afterEach(() => {
  cleanup();
  resetUploads();
  vi.unstubAllGlobals();
});

describe('upload queue', () => {
  it(`sends ${MAX_PARALLEL_UPLOADS} files at a time, in order, and starts the next as one finishes`, async () => {
    const files = ['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg'].map((name) => file(name));
    act(() => enqueueUploads(files));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    expect(states()).toEqual({ '1.jpg': 'uploading', '2.jpg': 'uploading', '3.jpg': 'uploading', '4.jpg': 'queued', '5.jpg': 'queued' });
    expect(grants().map((body) => body.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(uploadCounts(entries())).toEqual({ uploading: 5, processing: 0, completed: 0, failed: 0 });

    act(() => putOf('2.jpg').respond(200));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
    expect(states()).toMatchObject({ '2.jpg': 'processing', '4.jpg': 'uploading', '5.jpg': 'queued' });
    expect(entries().filter((candidate) => candidate.status === 'uploading')).toHaveLength(3);

    act(() => {
      putOf('1.jpg').fail();
      putOf('3.jpg').respond(200);
    });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(5));
    expect(states()).toEqual({ '1.jpg': 'error', '2.jpg': 'processing', '3.jpg': 'processing', '4.jpg': 'uploading', '5.jpg': 'uploading' });
  });

  it('PUTs the very File to the signed URL with exactly the signed headers, and reports the bytes sent', async () => {
    const photo = file('beach.jpg', 2000);
    act(() => enqueueUploads([photo]));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(grants()).toEqual([{ name: 'beach.jpg', contenttype: 'image/jpeg', size: 2000 }]);
    const put = FakeXhr.sent[0]!;
    expect(put).toMatchObject({ method: 'PUT', url: 'https://uploads.test/up-1?signature=1', headers: { 'content-type': 'image/jpeg' } });
    expect(put.body).toBe(photo);
    expect(entry('beach.jpg')).toMatchObject({ status: 'uploading', uploadId: 'up-1', sent: 0 });

    act(() => put.progress(500, 2000));
    expect(entry('beach.jpg').sent).toBe(500);
    act(() => put.progress(1500, 2000));
    expect(entry('beach.jpg').sent).toBe(1500);

    act(() => put.respond(200));
    await vi.waitFor(() => expect(entry('beach.jpg').status).toBe('processing'));
    expect(entry('beach.jpg').sent).toBe(2000);
    expect(waitingUploadIds()).toEqual(['up-1']);

    const item = { item_type: 'photo' as const, photo: photoView({ id: 'p-1' }) };
    act(() => expect(completeUpload('up-1', item)).toBe(true));
    expect(entry('beach.jpg')).toMatchObject({ status: 'complete', item, error: null });
    expect(waitingUploadIds()).toEqual([]);
    // The same news again (a replay after reconnecting) is not news.
    expect(completeUpload('up-1', item)).toBe(false);
    // Another tab's upload is.
    expect(completeUpload('up-other-tab', item)).toBe(true);
  });

  it('Retry after an interrupted PUT asks for a fresh URL for the same upload_id and sends the same File', async () => {
    const video = file('party.mp4', 4000, 'video/mp4');
    act(() => enqueueUploads([video]));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.fail());
    await vi.waitFor(() => expect(entry('party.mp4').status).toBe('error'));
    expect(entry('party.mp4')).toMatchObject({ error: 'The upload was interrupted. Check your connection and try again.', retryable: true, uploadId: 'up-1' });

    act(() => retryUpload(entry('party.mp4').id));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(grants()).toEqual([
      { name: 'party.mp4', contenttype: 'video/mp4', size: 4000 },
      { name: 'party.mp4', contenttype: 'video/mp4', size: 4000, upload_id: 'up-1' },
    ]);
    expect(FakeXhr.sent[1]!.url).toBe('https://uploads.test/up-1?signature=2');
    expect(FakeXhr.sent[1]!.body).toBe(video);
    act(() => FakeXhr.sent[1]!.respond(200));
    await vi.waitFor(() => expect(entry('party.mp4').status).toBe('processing'));
    expect(entries()).toHaveLength(1);
  });

  it('a processing failure shows its message; Retry re-sends under the same upload_id', async () => {
    act(() => enqueueUploads([file('snow.jpg')]));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(200));
    await vi.waitFor(() => expect(entry('snow.jpg').status).toBe('processing'));

    act(() => failUpload('up-1', 'We could not process this file. Please try again.'));
    expect(entry('snow.jpg')).toMatchObject({ status: 'error', error: 'We could not process this file. Please try again.', retryable: true });
    expect(uploadCounts(entries())).toEqual({ uploading: 0, processing: 0, completed: 0, failed: 1 });

    act(() => retryUpload(entry('snow.jpg').id));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(grants().at(-1)).toMatchObject({ upload_id: 'up-1' });
    // A late repeat of the old failure does not stop the retry that is under way.
    act(() => failUpload('up-1', 'old news'));
    expect(entry('snow.jpg').status).toBe('uploading');
  });

  it('a file the server cannot read is not offered again: retrying would fail the same way', async () => {
    act(() => enqueueUploads([file('notes.jpg')]));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(200));
    await vi.waitFor(() => expect(entry('notes.jpg').status).toBe('processing'));
    act(() => failUpload('up-1', 'This file is not a photo, video, PDF or GEDCOM file we can read.', false));
    expect(entry('notes.jpg')).toMatchObject({ status: 'error', retryable: false });
    act(() => retryUpload(entry('notes.jpg').id));
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('a storage error answer says what happened; an expired link says to try again', async () => {
    act(() => enqueueUploads([file('a.jpg'), file('b.jpg')]));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() => {
      putOf('a.jpg').respond(403);
      putOf('b.jpg').respond(500);
    });
    await vi.waitFor(() => expect(states()).toEqual({ 'a.jpg': 'error', 'b.jpg': 'error' }));
    expect(entry('a.jpg').error).toBe('The upload link expired before the file was sent. Try again for a new one.');
    expect(entry('b.jpg').error).toBe('The upload failed (storage answered 500). Try again.');
  });

  it('the server refusing for the plan (403) or the space (413) shows the same texts and opens the plan dialog', async () => {
    requests = fakeServer({
      'POST /api/upload_url': uploadUrlHandler((body) =>
        body.name === 'plan.jpg' ? json(403, { message: UPLOAD_REQUIRES_PAID_PLAN }) : body.name === 'space.jpg' ? json(413, { message: NOT_ENOUGH_SPACE }) : undefined,
      ),
    });
    act(() => enqueueUploads([file('plan.jpg')]));
    await vi.waitFor(() => expect(entry('plan.jpg').status).toBe('error'));
    expect(entry('plan.jpg')).toMatchObject({ error: 'Uploads require a paid version of Heirloom', retryable: true });
    expect(usePlanDialogStore.getState()).toMatchObject({ isOpen: true, reason: UPLOAD_REQUIRES_PAID_PLAN });

    act(() => usePlanDialogStore.getState().closePlanDialog());
    act(() => enqueueUploads([file('space.jpg')]));
    await vi.waitFor(() => expect(entry('space.jpg').status).toBe('error'));
    expect(entry('space.jpg').error).toBe('You do not have enough availble space to upload this file');
    expect(usePlanDialogStore.getState()).toMatchObject({ isOpen: true, reason: NOT_ENOUGH_SPACE });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('a retry the server says was already stored waits for its result instead of sending it twice', async () => {
    requests = fakeServer({
      'POST /api/upload_url': uploadUrlHandler((body) => (body.upload_id ? json(409, { message: 'This file has already been uploaded' }) : undefined)),
    });
    act(() => enqueueUploads([file('lost-answer.jpg')]));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.fail());
    await vi.waitFor(() => expect(entry('lost-answer.jpg').status).toBe('error'));
    act(() => retryUpload(entry('lost-answer.jpg').id));
    await vi.waitFor(() => expect(entry('lost-answer.jpg').status).toBe('processing'));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(waitingUploadIds()).toEqual(['up-1']);
  });

  it('a result pushed before the PUT answers is kept: the file does not step back to processing', async () => {
    act(() => enqueueUploads([file('quick.jpg')]));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => completeUpload('up-1', { item_type: 'photo', photo: photoView() }));
    expect(entry('quick.jpg').status).toBe('complete');
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    expect(entry('quick.jpg').status).toBe('complete');
  });

  it('files refused before sending are listed with their reason; only the retryable ones offer Retry', async () => {
    act(() =>
      addRefusedUploads([
        { file: file('big.mov', 10, 'video/quicktime'), message: NOT_ENOUGH_SPACE, retryable: true },
        { file: file('empty.jpg', 0), message: 'The file is empty', retryable: false },
      ]),
    );
    expect(entries().map(({ name, status, error, retryable, uploadId }) => ({ name, status, error, retryable, uploadId }))).toEqual([
      { name: 'big.mov', status: 'error', error: NOT_ENOUGH_SPACE, retryable: true, uploadId: null },
      { name: 'empty.jpg', status: 'error', error: 'The file is empty', retryable: false, uploadId: null },
    ]);
    act(() => retryUpload(entry('empty.jpg').id));
    expect(entry('empty.jpg').status).toBe('error');
    act(() => retryUpload(entry('big.mov').id));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(grants()).toEqual([{ name: 'big.mov', contenttype: 'video/quicktime', size: 10 }]); // a new upload: it never had an id
  });

  it('Cancel stops a file being sent; Clear completed forgets only the finished ones', async () => {
    act(() => enqueueUploads([file('keep.jpg'), file('cancel.jpg'), file('done.jpg')]));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    act(() => removeUpload(entry('cancel.jpg').id));
    expect(putOf('cancel.jpg').aborted).toBe(true);
    act(() => putOf('done.jpg').respond(200));
    await vi.waitFor(() => expect(entry('done.jpg').status).toBe('processing'));
    act(() => completeUpload(entry('done.jpg').uploadId!, null));
    act(() => clearCompletedUploads());
    expect(entries().map((candidate: UploadEntry) => candidate.name)).toEqual(['keep.jpg']);
  });

  it('names the uploads still awaited in the realtime login', async () => {
    act(() => enqueueUploads([file('a.jpg'), file('b.jpg'), file('c.jpg'), file('d.jpg')]));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    // a, b and c have ids (their bytes may land and finish while this tab is offline); d waits for one.
    expect(uploadRealtimeLogin().processing_ids.sort()).toEqual(['up-1', 'up-2', 'up-3']);
    act(() => putOf('a.jpg').respond(200));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
    expect(uploadRealtimeLogin().processing_ids.sort()).toEqual(['up-1', 'up-2', 'up-3', 'up-4']);
    act(() => completeUpload('up-1', null));
    act(() => failUpload('up-2', 'unreadable'));
    expect(entry('b.jpg').status).toBe('uploading'); // its PUT is still under way: a stale failure is ignored
    act(() => putOf('c.jpg').respond(200));
    await vi.waitFor(() => expect(entry('c.jpg').status).toBe('processing'));
    act(() => failUpload('up-3', 'unreadable'));
    expect(uploadRealtimeLogin().processing_ids.sort()).toEqual(['up-2', 'up-4']);
  });

  it('another account signing in on this tab gets an empty queue', async () => {
    act(() => adoptUploadOwner('u-1'));
    act(() => enqueueUploads([file('mine.jpg')]));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => adoptUploadOwner('u-1'));
    expect(entries()).toHaveLength(1);
    act(() => adoptUploadOwner('u-2'));
    expect(entries()).toEqual([]);
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
  });
});

describe("the browser's unsaved-work warning (spec 000 section 4)", () => {
  function Warning() {
    useUnsavedUploadsWarning();
    return null;
  }
  const leaving = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('warns only while a file waits, uploads or processes', async () => {
    render(<Warning />);
    expect(leaving()).toBe(false);

    act(() => enqueueUploads([file('a.jpg')]));
    expect(leaving()).toBe(true); // waiting for its URL
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(leaving()).toBe(true); // uploading
    act(() => FakeXhr.sent[0]!.respond(200));
    await vi.waitFor(() => expect(entry('a.jpg').status).toBe('processing'));
    expect(leaving()).toBe(true); // processing
    act(() => completeUpload('up-1', null));
    expect(leaving()).toBe(false);

    act(() => addRefusedUploads([{ file: file('b.jpg'), message: NOT_ENOUGH_SPACE, retryable: true }]));
    expect(leaving()).toBe(false); // a failed file is not work in progress
  });
});
