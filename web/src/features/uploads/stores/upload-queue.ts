import type { UploadUrlResponse } from '@heirloom/shared/contracts/uploads';
import { NOT_ENOUGH_SPACE, UPLOAD_REQUIRES_PAID_PLAN, uploadKind } from '@heirloom/shared/uploads';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, ApiError, isApiError } from '../../../lib/api-client';
import { openPlanDialog } from '../../../lib/plan-dialog-store';
import { putFile, PutFailedError } from '../api/put-file';
import { requestUploadUrl } from '../api/upload-url';
import type { ProcessedItem } from '../utils/processed-item';
import { uploadContentType, type RefusedFile } from '../utils/upload-rules';
import { controllers, releasePreview, useUploadQueue, type ArchiveProgress, type UploadEntry, type UploadStatus } from './upload-queue-state';

export * from './upload-queue-state';

/** Files sent at the same time; the rest wait their turn (spec: "limited parallelism"). */
export const MAX_PARALLEL_UPLOADS = 3;

// ------------------------------------------------------------------------------------ internals

let nextId = 0;
const newEntryId = () => `upload-${Date.now().toString(36)}-${(nextId += 1)}`;

/** Browsers draw these; a local preview of a huge scan is not worth the memory. */
const PREVIEWABLE = /^image\/(jpeg|png|gif|webp|avif|bmp)$/;
const MAX_PREVIEW_BYTES = 25 * 1024 * 1024;

function previewOf(file: File): string | null {
  if (!PREVIEWABLE.test(file.type) || file.size > MAX_PREVIEW_BYTES) return null;
  if (typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

function makeEntry(file: File, status: UploadStatus, error: string | null = null, retryable = true): UploadEntry {
  return {
    id: newEntryId(),
    file,
    name: file.name,
    size: file.size,
    kind: uploadKind(file.name) ?? 'image',
    contentType: uploadContentType(file),
    status,
    sent: 0,
    uploadId: null,
    error,
    retryable,
    item: null,
    preview: previewOf(file),
    archive: null,
    cancelling: null,
  };
}

const find = (id: string) => useUploadQueue.getState().entries.find((entry) => entry.id === id);

function update(id: string, change: Partial<UploadEntry> | ((entry: UploadEntry) => Partial<UploadEntry>)): void {
  useUploadQueue.setState((state) => ({
    entries: state.entries.map((entry) => (entry.id === id ? { ...entry, ...(typeof change === 'function' ? change(entry) : change) } : entry)),
  }));
}

/** Starts queued files, oldest first, while fewer than MAX_PARALLEL_UPLOADS are sending. */
function pump(): void {
  const { entries } = useUploadQueue.getState();
  let sending = entries.filter((entry) => entry.status === 'uploading').length;
  for (const entry of entries) {
    if (sending >= MAX_PARALLEL_UPLOADS) break;
    if (entry.status !== 'queued') continue;
    sending += 1;
    void send(entry.id);
  }
}

/** The server already has the bytes of this upload (a retry after a lost answer). */
class AlreadyUploaded extends Error {}

async function grantFor(entry: UploadEntry, signal: AbortSignal): Promise<UploadUrlResponse> {
  const body = { name: entry.name, contenttype: entry.contentType, size: entry.size };
  if (entry.uploadId === null) return requestUploadUrl(body, signal);
  try {
    // Same upload_id: a fresh URL for the same upload, so a retry never makes a second item.
    return await requestUploadUrl({ ...body, upload_id: entry.uploadId }, signal);
  } catch (error) {
    if (isApiError(error, 409) && /already been uploaded/i.test(error.message)) throw new AlreadyUploaded();
    // The server no longer knows the upload (nothing was stored for it): start a new one.
    if (isApiError(error, 404)) return requestUploadUrl(body, signal);
    throw error;
  }
}

async function send(id: string): Promise<void> {
  update(id, { status: 'uploading', sent: 0, error: null });
  const controller = new AbortController();
  controllers.set(id, controller);
  try {
    const grant = await grantFor(find(id)!, controller.signal);
    if (controller.signal.aborted || !find(id)) return;
    update(id, { uploadId: grant.upload_id });
    let reported = 0;
    const entry = find(id)!;
    const step = Math.max(1, Math.floor(entry.size / 200));
    await putFile(
      grant.url,
      grant.headers,
      entry.file,
      (sent) => {
        // Progress events come many times a second; redraw every half percent.
        if (sent - reported < step && sent < entry.size) return;
        reported = sent;
        update(id, (current) => (current.status === 'uploading' ? { sent } : {}));
      },
      controller.signal,
    );
    // The result may already have been pushed (a fast server): never step back from complete.
    update(id, (current) => (current.status === 'uploading' ? { status: 'processing', sent: current.size } : {}));
  } catch (error) {
    if (controller.signal.aborted || !find(id)) return;
    if (error instanceof AlreadyUploaded) {
      update(id, (current) => ({ status: 'processing', sent: current.size }));
      return;
    }
    const { message, retryable } = describeFailure(error);
    update(id, { status: 'error', error: message, retryable });
  } finally {
    controllers.delete(id);
    pump();
  }
}

/** What the row says when sending failed; plan and space refusals also open the plan dialog. */
function describeFailure(error: unknown): { message: string; retryable: boolean } {
  if (error instanceof PutFailedError) return { message: error.message, retryable: true };
  if (error instanceof ApiError) {
    if (error.status === 403) {
      openPlanDialog(UPLOAD_REQUIRES_PAID_PLAN);
      return { message: error.message || UPLOAD_REQUIRES_PAID_PLAN, retryable: true };
    }
    if (error.status === 413) {
      openPlanDialog(NOT_ENOUGH_SPACE);
      return { message: error.message || NOT_ENOUGH_SPACE, retryable: true };
    }
    if (error.status === 400) {
      const field = error.fieldMessage('size') ?? error.fieldMessage('name') ?? error.fieldMessage('contenttype');
      return { message: field ?? error.message, retryable: false };
    }
    return { message: error.message, retryable: true };
  }
  return { message: 'The upload failed. Try again.', retryable: true };
}

// -------------------------------------------------------------------------------------- actions

/** Adds files to the end of the queue and starts as many as may run. */
export function enqueueUploads(files: readonly File[]): void {
  if (files.length === 0) return;
  const added = files.map((file) => makeEntry(file, 'queued'));
  useUploadQueue.setState((state) => ({ entries: [...state.entries, ...added] }));
  pump();
}

/** Files refused before sending (no space, empty, too large): listed with their reason. */
export function addRefusedUploads(refused: readonly RefusedFile[]): void {
  if (refused.length === 0) return;
  const added = refused.map(({ file, message, retryable }) => makeEntry(file, 'error', message, retryable));
  useUploadQueue.setState((state) => ({ entries: [...state.entries, ...added] }));
}

/**
 * Sends a failed file again: the same File, and when the server had granted it an upload id, the
 * same id (a fresh URL for the same upload, never a duplicate).
 */
/** Kinds whose processing is a long import the person may stop part-way. */
export const isCancellableImport = (entry: Pick<UploadEntry, 'kind' | 'status' | 'uploadId'>): boolean =>
  entry.status === 'processing' && entry.uploadId !== null && (entry.kind === 'archive' || entry.kind === 'gedcom');

/**
 * Stops a running archive or family-tree import on the server (DELETE /upload/{id}?added=...),
 * keeping or removing what it already added. The row says 'Stopping' until the server's answer
 * arrives over realtime (an archive ends complete with what it kept; a tree import ends failed).
 */
export async function cancelImport(id: string, added: 'keep' | 'remove'): Promise<void> {
  const entry = find(id);
  if (!entry || !isCancellableImport(entry)) return;
  update(id, { cancelling: added });
  try {
    await api(endpoints.cancelUpload, { params: { upload_id: entry.uploadId! }, query: { added } });
  } catch (error) {
    update(id, { cancelling: null });
    throw error;
  }
}

export function retryUpload(id: string): void {
  const entry = find(id);
  if (!entry || entry.status !== 'error' || !entry.retryable) return;
  update(id, { status: 'queued', sent: 0, error: null });
  pump();
}

export function retryFailedUploads(): void {
  const failed = useUploadQueue.getState().entries.filter((entry) => entry.status === 'error' && entry.retryable);
  if (failed.length === 0) return;
  const ids = new Set(failed.map((entry) => entry.id));
  useUploadQueue.setState((state) => ({
    entries: state.entries.map((entry) => (ids.has(entry.id) ? { ...entry, status: 'queued', sent: 0, error: null } : entry)),
  }));
  pump();
}

/**
 * processing_complete: the upload became a photo, video, document or import. Returns false only
 * for a repeat of news already had (a replay after reconnecting); another tab's upload is news.
 */
export function completeUpload(uploadId: string, item: ProcessedItem | null): boolean {
  const entry = useUploadQueue.getState().entries.find((candidate) => candidate.uploadId === uploadId);
  if (!entry) return true;
  if (entry.status === 'complete') return false;
  controllers.get(entry.id)?.abort();
  update(entry.id, { status: 'complete', sent: entry.size, error: null, item });
  return true;
}

/** archive_progress: a zip's photos are being imported; the row counts them as they come. */
export function reportArchiveProgress(uploadId: string, progress: ArchiveProgress): void {
  const entry = useUploadQueue.getState().entries.find((candidate) => candidate.uploadId === uploadId);
  if (!entry || entry.status === 'complete' || entry.status === 'queued') return;
  update(entry.id, { status: 'processing', sent: entry.size, archive: progress });
}

/**
 * processing_failed: the file arrived but could not be made into anything. Retry sends it again,
 * unless the server says the file itself cannot be read (it would fail the same way).
 */
export function failUpload(uploadId: string, message: string, retryable = true): void {
  const entry = useUploadQueue.getState().entries.find((candidate) => candidate.uploadId === uploadId);
  if (!entry || entry.status === 'complete' || entry.status === 'queued') return;
  // A late failure from an earlier attempt must not stop a retry that is already sending.
  if (entry.status === 'uploading') return;
  update(entry.id, { status: 'error', error: message, retryable });
}

export function removeUpload(id: string): void {
  const entry = find(id);
  if (!entry) return;
  controllers.get(id)?.abort();
  releasePreview(entry);
  useUploadQueue.setState((state) => ({ entries: state.entries.filter((candidate) => candidate.id !== id) }));
  pump();
}

export function clearCompletedUploads(): void {
  const { entries } = useUploadQueue.getState();
  entries.filter((entry) => entry.status === 'complete').forEach(releasePreview);
  useUploadQueue.setState({ entries: entries.filter((entry) => entry.status !== 'complete') });
}
