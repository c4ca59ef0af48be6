import type { UploadView } from '@heirloom/shared/contracts/uploads';

export interface UploadRecord {
  uploadId: string;
  ownerId: string;
  objectKey: string;
  name: string;
  size: number;
  contentType: string;
  status: UploadView['status'];
  error: string | null;
  /** For a failed upload: whether sending the file again may work (absent: it may). */
  retryable?: boolean;
  processedETag: string | null;
  itemType: UploadView['item_type'];
  itemId: string | null;
  createdAt: number;
  /** An archive import that continues in another invocation: where it stopped (JSON, see import-archive.ts). */
  archiveCheckpoint?: string | null;
  /**
   * The owner cancelled a running archive or GEDCOM import: what it already added is kept, or
   * removed. Read by the next slice (archives) or the next progress check (imports).
   */
  cancelRequested?: CancelChoice | null;
  /** Set when the back end fetched the file from a provider (Dropbox, Google, Facebook). */
  source?: UploadSource | null;
}

/** Where an imported file came from, and what the provider said about it (used when the file lacks it). */
export interface UploadSource {
  system: 'dropbox' | 'google' | 'facebook';
  sourceId: string;
  /** The family library that asked for it (its "already have" record is keyed by it). */
  libraryOwner: string;
  dateTaken: string | null;
  caption: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Uploads and the storage they reserve; every method keeps the user's counters consistent. */
export interface UploadStore {
  get(uploadId: string): Promise<UploadRecord | null>;
  /**
   * Records a new upload and reserves its bytes in one transaction, refused (QuotaExceeded)
   * when the user's committed bytes would pass `quota`, however many uploads race.
   */
  reserve(upload: UploadRecord, quota: number): Promise<void>;
  /** A failed upload asks again: reserve its bytes again and set it back to uploading. */
  reserveAgain(uploadId: string, ownerId: string, size: number, quota: number): Promise<void>;
  /** Moves a processed upload to complete and turns its reservation into used space, once. */
  complete(upload: UploadRecord, result: { eTag: string; itemType: NonNullable<UploadView['item_type']>; itemId: string }, now: number): Promise<boolean>;
  /** The file was already in the library: complete the upload against that item and free its reservation. */
  completeAsDuplicate(upload: UploadRecord, existing: { eTag: string; itemType: NonNullable<UploadView['item_type']>; itemId: string }, now: number): Promise<boolean>;
  /**
   * An archive was imported: complete it, counting as used only the bytes its items took
   * (`storedBytes`) and giving back the rest of its reservation, once.
   */
  completeArchive(upload: UploadRecord, storedBytes: number, now: number): Promise<boolean>;
  /** Remembers where an archive import stopped, for the invocation that continues it. */
  saveArchiveCheckpoint(uploadId: string, checkpoint: string, now: number): Promise<void>;
  /** Marks an upload failed (retryable) and releases its reservation, once. */
  /** `retryable` false when the file itself cannot be made into anything (the person is not offered Retry). */
  fail(upload: UploadRecord, error: string, now: number, retryable?: boolean): Promise<boolean>;
  markProcessing(uploadId: string, now: number): Promise<void>;
  /** Asks a processing upload to stop (false when it is no longer processing). */
  requestCancel(uploadId: string, choice: CancelChoice, now: number): Promise<boolean>;
  /** Gives an upload until `deadline` (epoch ms) for its file to arrive; renewed with each new URL. */
  setDeadline(uploadId: string, ownerId: string, deadline: number): Promise<void>;
  clearDeadline(uploadId: string): Promise<void>;
  /** Uploads whose deadline has passed, one page at a time. */
  pastDeadline(now: number, cursor?: string): Promise<{ uploadIds: string[]; cursor: string | null }>;
}

export type CancelChoice = 'keep' | 'remove';

export class QuotaExceeded extends Error {}

/** Presigned uploads straight to storage. */
export interface UploadSigner {
  /** A URL the browser PUTs to; storage itself refuses another size or content type. */
  signPut(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string>;
}
