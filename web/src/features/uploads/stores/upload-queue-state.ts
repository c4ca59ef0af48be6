import type { UploadKind } from '@heirloom/shared/uploads';
import { create } from 'zustand';
import type { ProcessedItem } from '../utils/processed-item';

/*
 * The upload queue's state and what the shell reads from it (the footer counters, the status pill,
 * the unsaved-work warning, the realtime login). Sending files is ./upload-queue.ts, loaded once
 * files are added: a page opened with no uploads needs none of it.
 */

/**
 * queued: waiting for a free slot; uploading: asking for a URL and sending the bytes; processing:
 * stored, the server is making the photo (spec 000 section 4); complete: the server pushed the
 * result; error: refused, interrupted or not processable (Retry where it can help).
 */
export type UploadStatus = 'queued' | 'uploading' | 'processing' | 'complete' | 'error';

export interface UploadEntry {
  /** This tab's id for the row; `uploadId` is the server's, known once a URL was granted. */
  id: string;
  file: File;
  name: string;
  size: number;
  kind: UploadKind;
  contentType: string;
  status: UploadStatus;
  /** Bytes sent so far. */
  sent: number;
  uploadId: string | null;
  error: string | null;
  retryable: boolean;
  item: ProcessedItem | null;
  /** A local picture of the file while it uploads (object URL), for the formats browsers draw. */
  preview: string | null;
  /** A Takeout or Facebook zip: how far the import of its photos has got (archive_progress). */
  archive: ArchiveProgress | null;
  /** The person cancelled this running archive or tree import; the server is stopping it. */
  cancelling?: 'keep' | 'remove' | null;
}

export interface ArchiveProgress {
  phase: 'reading' | 'importing' | 'done';
  total: number;
  imported: number;
  duplicates: number;
  failed: number;
  failures: ReadonlyArray<{ name: string; message: string }>;
}

export interface UploadCounts {
  uploading: number;
  processing: number;
  completed: number;
  failed: number;
}

interface UploadQueueState {
  /** Whose uploads these are: another account signing in on this tab starts afresh. */
  ownerId: string | null;
  entries: UploadEntry[];
}

export const useUploadQueue = create<UploadQueueState>()(() => ({ ownerId: null, entries: [] }));

const ACTIVE: ReadonlySet<UploadStatus> = new Set(['queued', 'uploading', 'processing']);
export const isActive = (entry: Pick<UploadEntry, 'status'>): boolean => ACTIVE.has(entry.status);

export function uploadCounts(entries: readonly UploadEntry[]): UploadCounts {
  const counts: UploadCounts = { uploading: 0, processing: 0, completed: 0, failed: 0 };
  for (const entry of entries) {
    if (entry.status === 'queued' || entry.status === 'uploading') counts.uploading += 1;
    else if (entry.status === 'processing') counts.processing += 1;
    else if (entry.status === 'complete') counts.completed += 1;
    else counts.failed += 1;
  }
  return counts;
}

/** Space the server has reserved (or will) for files not yet stored. */
export const pendingBytes = (entries: readonly UploadEntry[]): number =>
  entries.reduce((sum, entry) => (isActive(entry) ? sum + entry.size : sum), 0);

/** The uploads whose result the server may still push: named in every realtime login. */
export const waitingUploadIds = (entries: readonly UploadEntry[] = useUploadQueue.getState().entries): string[] =>
  entries.filter((entry) => entry.uploadId !== null && (entry.status === 'uploading' || entry.status === 'processing')).map((entry) => entry.uploadId!);


/** The requests sending each file, by entry id (aborted when the file is cancelled or forgotten). */
export const controllers = new Map<string, AbortController>();

export function releasePreview(entry: UploadEntry): void {
  if (entry.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(entry.preview);
}

/** Stops everything and forgets it (another account on this tab, or a test starting afresh). */
export function resetUploads(ownerId: string | null = null): void {
  for (const controller of controllers.values()) controller.abort();
  controllers.clear();
  useUploadQueue.getState().entries.forEach(releasePreview);
  useUploadQueue.setState({ ownerId, entries: [] });
}

/** The queue belongs to whoever is signed in; a different account gets an empty one. */
export function adoptUploadOwner(ownerId: string): void {
  const current = useUploadQueue.getState().ownerId;
  if (current === ownerId) return;
  if (current === null) useUploadQueue.setState({ ownerId });
  else resetUploads(ownerId);
}

/** Bytes sent over bytes to send, across the files still waiting or sending, as a whole percent. */
export function sendingPercent(entries: readonly UploadEntry[]): number {
  let sent = 0;
  let total = 0;
  for (const entry of entries) {
    if (entry.status !== 'queued' && entry.status !== 'uploading') continue;
    sent += entry.sent;
    total += entry.size;
  }
  return total > 0 ? Math.floor((sent / total) * 100) : 0;
}
