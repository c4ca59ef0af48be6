import type { PhotoDownloadMessage } from '@heirloom/shared/contracts/photo-downloads';
import type { JobQueue } from '../../ports/job-queue';
import type { LibraryPhoto } from '../../ports/library';
import type { ExportFileWriter, ExportLinks, FileJob } from '../gedcom-export/ports';
import type { ZippedMedia } from '../gedzip/write-gedzip';

/** A selection of the family's photos and videos being zipped for the member who asked. */
export interface PhotoDownloadJob extends FileJob {
  /** The family whose library the photos are in. */
  ownerId: string;
  /** The caller's own library while it moves into the family (read with the family's), or null. */
  arriving: string | null;
  id: string;
  /** Only they follow it and download it. */
  requestedBy: string;
  itemsWritten: number;
  itemsTotal: number;
  bytesTotal: number;
  /** A download that paused between two runs: the token its next run's message carries. */
  run: string | null;
}

export type PhotoDownloadPatch = Partial<Pick<PhotoDownloadJob, 'status' | 'itemsWritten' | 'itemsTotal' | 'bytesTotal' | 'size' | 'message' | 'run'>> & { updatedAt: number };

/** Where download jobs and their selections are kept. */
export interface PhotoDownloadStore {
  /** Saves a new job with the ids of its selection (kept apart: the job is read every second while it runs). */
  create(job: PhotoDownloadJob, photoIds: readonly string[]): Promise<void>;
  get(ownerId: string, id: string): Promise<PhotoDownloadJob | null>;
  selection(ownerId: string, id: string): Promise<string[]>;
  /** queued -> running, for one worker only: false when another worker took it. */
  begin(ownerId: string, id: string, at: number): Promise<boolean>;
  /** A paused job's next run takes it, once: false when its token was taken already. */
  resume(ownerId: string, id: string, run: string, at: number): Promise<boolean>;
  update(ownerId: string, id: string, patch: PhotoDownloadPatch): Promise<void>;
}

/** POST /photos/download: the photos read, the jobs, the downloads queue. */
export interface StartPhotoDownloadDeps {
  photos: { getPhotos(photoIds: readonly string[]): Promise<LibraryPhoto[]> };
  downloads: PhotoDownloadStore;
  queue: JobQueue<PhotoDownloadMessage>;
  now(): number;
  newId(): string;
}

/** GET /photos/download/{id}. */
export interface ReadPhotoDownloadDeps {
  downloads: PhotoDownloadStore;
  links: ExportLinks;
  now(): number;
}

/** The downloads queue's consumer, for one run. */
export interface RunPhotoDownloadDeps {
  photos: StartPhotoDownloadDeps['photos'];
  downloads: PhotoDownloadStore;
  files: ExportFileWriter;
  openOriginal(item: ZippedMedia): Promise<AsyncIterable<Uint8Array>>;
  /** Whether this run should stop at the next original and hand over (a Lambda run has 15 minutes). */
  outOfTime(): boolean;
  /** Queues the next run of a paused download. */
  continueLater(message: PhotoDownloadMessage): Promise<void>;
  now(): number;
  newId(): string;
}
