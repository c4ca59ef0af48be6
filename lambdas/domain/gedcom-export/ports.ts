import type { ExportGedcomMessage, ExportJobStatus } from '@heirloom/shared/contracts/gedcom-export';
import type { EXPORT_FORMATS } from '@heirloom/shared/contracts/family-constants';
import type { FamilyMediaSource } from '../gedzip/family-media';
import type { ZippedMedia } from '../gedzip/write-gedzip';
import type { ZipProgress } from '../gedzip/zip-writer';
import type { FamilyDeps } from '../family/deps';
import type { JobQueue } from '../../ports/job-queue';
import type { RealtimePublisher } from '../../ports/realtime';

/** A GEDCOM 5.5.1 or 7.0 file, or a GEDZIP (GEDCOM 7 with the family's photos and documents). */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What every job that writes one file for download keeps (a GEDCOM export, a zip of photos: ../photo-downloads). */
export interface FileJob {
  status: ExportJobStatus;
  fileName: string;
  /** The object the file is written to (under the family's own exports prefix). */
  key: string;
  size: number | null;
  message: string | null;
  createdAt: number;
  updatedAt: number;
}

/** One GEDCOM export of a family's tree: a small record beside the file it writes to S3. */
export interface ExportJob extends FileJob {
  ownerId: string;
  id: string;
  version: ExportFormat;
  /** Who asked: progress is pushed to their open tabs. */
  requestedBy: string;
  peopleWritten: number;
  peopleTotal: number | null;
  /** A GEDZIP's photos and documents in the zip so far, of mediaTotal (absent on GEDCOM files and older jobs). */
  mediaWritten?: number;
  mediaTotal?: number | null;
  /** A GEDZIP export that paused between two runs: the token its next run's message carries. */
  run?: string | null;
}

export type ExportJobPatch = Partial<Pick<ExportJob, 'status' | 'peopleWritten' | 'peopleTotal' | 'mediaWritten' | 'mediaTotal' | 'size' | 'message' | 'run'>> & { updatedAt: number };

/** Where export jobs are kept; a family has at most one export queued or running at a time. */
export interface ExportJobStore {
  get(ownerId: string, id: string): Promise<ExportJob | null>;
  /** The job holding the family's export slot, if any (it may have stalled: see isLive). */
  current(ownerId: string): Promise<ExportJob | null>;
  /**
   * Saves a new job and gives it the family's slot, if the slot is still free or still held by
   * `replacing` (a stalled job). False when another job took the slot first.
   */
  claim(job: ExportJob, replacing: string | null): Promise<boolean>;
  /** queued -> running, for one worker only: false when the job was not queued (another worker took it). */
  begin(ownerId: string, id: string, at: number): Promise<boolean>;
  /** A paused job's next run takes it, once: false when its token was taken already (a message delivered twice). */
  resume(ownerId: string, id: string, run: string, at: number): Promise<boolean>;
  update(ownerId: string, id: string, patch: ExportJobPatch): Promise<void>;
  /** Frees the family's slot if this job holds it. */
  release(ownerId: string, id: string): Promise<void>;
}

/** Where a multipart upload stopped: its parts, and the bytes short of a part kept aside. */
export interface UploadCheckpoint {
  uploadId: string;
  parts: Array<{ PartNumber: number; ETag: string }>;
  /** Bytes written so far, the kept-aside ones included. */
  size: number;
  /** The object holding the bytes short of a part (S3 takes no part under 5 MiB but the last), or null. */
  tailKey: string | null;
}

/** An export's file written over several runs: each run writes on, then pauses or completes it. */
export interface ResumableUpload {
  write(bytes: Uint8Array): Promise<void>;
  /** Keeps everything written so far and answers where a later run goes on from. */
  pause(): Promise<UploadCheckpoint>;
  complete(): Promise<{ size: number }>;
  abort(): Promise<void>;
}

/** What a GEDZIP export that stopped between two runs keeps: its upload, its zip so far, its media and the next one. */
export interface GedzipCheckpoint {
  upload: UploadCheckpoint;
  zip: ZipProgress;
  media: ZippedMedia[];
  next: number;
}

/** Streams text or bytes into a stored object (S3 multipart upload). */
export interface ExportFileWriter {
  write(input: { key: string; fileName: string; contentType: string; chunks: AsyncIterable<string | Uint8Array> }): Promise<{ size: number }>;
  /**
   * An upload that can stop and go on in a later run: new, or from where an earlier run paused.
   * `expectedBytes` (about the file's size, the same in every run) sizes its parts.
   */
  resumable(input: { key: string; fileName: string; contentType: string; from: UploadCheckpoint | null; expectedBytes: number }): Promise<ResumableUpload>;
  /** A GEDZIP export's checkpoint, kept beside its file (too large for the job's item: one record an entry). */
  saveCheckpoint(key: string, checkpoint: GedzipCheckpoint): Promise<void>;
  loadCheckpoint(key: string): Promise<GedzipCheckpoint | null>;
}

/** Short-lived download links to finished exports. */
export interface ExportLinks {
  download(key: string, fileName: string, contentType: string): Promise<string>;
}

export interface StartExportDeps {
  jobs: ExportJobStore;
  queue: JobQueue<ExportGedcomMessage>;
  now(): number;
  newId(): string;
}

export interface RunExportDeps {
  jobs: ExportJobStore;
  family: FamilyDeps;
  files: ExportFileWriter;
  /** The family's photos and documents, for GEDZIP exports (absent: a GEDZIP export fails). */
  media?: FamilyMediaSource;
  realtime: Pick<RealtimePublisher, 'toUser'>;
  /** Whether this run should stop at the next entry and hand over (a GEDZIP's originals may take longer than one Lambda run). */
  outOfTime(): boolean;
  /** Queues the next run of a paused export. */
  continueLater(message: ExportGedcomMessage): Promise<void>;
  now(): number;
  newId(): string;
}
