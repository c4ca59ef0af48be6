import type { ExportGedcomMessage, ExportJobStatus } from '@heirloom/shared/contracts/gedcom-export';
import type { EXPORT_FORMATS } from '@heirloom/shared/contracts/family-constants';
import type { FamilyMediaSource } from '../gedzip/family-media';
import type { FamilyDeps } from '../family/deps';
import type { JobQueue } from '../../ports/job-queue';
import type { RealtimePublisher } from '../../ports/realtime';

/** A GEDCOM 5.5.1 or 7.0 file, or a GEDZIP (GEDCOM 7 with the family's photos and documents). */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** One GEDCOM export of a family's tree: a small record beside the file it writes to S3. */
export interface ExportJob {
  ownerId: string;
  id: string;
  version: ExportFormat;
  status: ExportJobStatus;
  /** Who asked: progress is pushed to their open tabs. */
  requestedBy: string;
  peopleWritten: number;
  peopleTotal: number | null;
  /** A GEDZIP's photos and documents in the zip so far, of mediaTotal (absent on GEDCOM files and older jobs). */
  mediaWritten?: number;
  mediaTotal?: number | null;
  fileName: string;
  /** The object the file is written to (under the family's own exports prefix). */
  key: string;
  size: number | null;
  message: string | null;
  createdAt: number;
  updatedAt: number;
}

export type ExportJobPatch = Partial<Pick<ExportJob, 'status' | 'peopleWritten' | 'peopleTotal' | 'mediaWritten' | 'mediaTotal' | 'size' | 'message'>> & { updatedAt: number };

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
  update(ownerId: string, id: string, patch: ExportJobPatch): Promise<void>;
  /** Frees the family's slot if this job holds it. */
  release(ownerId: string, id: string): Promise<void>;
}

/** Streams text or bytes into a stored object (S3 multipart upload). */
export interface ExportFileWriter {
  write(input: { key: string; fileName: string; contentType: string; chunks: AsyncIterable<string | Uint8Array> }): Promise<{ size: number }>;
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
  now(): number;
}
