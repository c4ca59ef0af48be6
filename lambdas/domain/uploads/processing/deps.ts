import type { MessageEvent } from '@heirloom/shared/contracts/messages';
import type { DetectFacesMessage } from '@heirloom/shared/contracts/faces';
import type { JobQueue } from '../../../ports/job-queue';
import type { ReverseGeocodeResult } from '../../places';
import type { MediaCatalog, MediaUrlSigner, ObjectStorage } from '../../../ports/media';
import type { RealtimePublisher } from '../../../ports/realtime';
import type { SourceItemStore } from '../../../ports/sources';
import type { UploadStore } from '../../../ports/uploads';
import type { AccountStore } from '../../../ports/accounts';
import type { UploadLane } from './upload-lanes';
import type { CopyNotice } from '../../duplicates/index-photo';

/** Albums of an imported archive become events of the uploader's family tree. */
export interface ArchiveAlbums {
  /** The event for an album, made on first use; the same album (by key) always gives the same event. */
  eventFor(uploaderId: string, album: { key: string; title: string; startDate: string }): Promise<string>;
}

/** Imports a GEDCOM file into the owner's tree (the family-history importer implements it). */
/**
 * `packagedFiles`: the entries of the GEDZIP the tree came in (a FILE naming none of them is a warning
 * of the import); `leftOutFiles`: those not imported, which the import's report names.
 */
export type GedcomImport = (input: {
  ownerId: string;
  file: string;
  fileName: string;
  uploadId: string;
  isCancelled?: () => Promise<boolean>;
  packagedFiles?: readonly string[];
  leftOutFiles?: readonly string[];
}) => Promise<{ importId: string }>;

export interface ProcessingDeps {
  uploads: UploadStore;
  storage: ObjectStorage;
  catalog: MediaCatalog;
  signer: MediaUrlSigner;
  realtime: RealtimePublisher;
  places: { reverseGeocode(lat: number, lon: number): ReverseGeocodeResult | null };
  importGedcom: GedcomImport | null;
  /** The faces stage: photos and videos are queued for face detection once stored (null: faces off). */
  faces: JobQueue<DetectFacesMessage> | null;
  /** The uploader's plan and space, for archives whose contents outgrow the zip's reservation. */
  accounts: Pick<AccountStore, 'getUser'>;
  albums: ArchiveAlbums | null;
  /** How long one invocation imports an archive (a slice) before handing the rest to the next. */
  archiveBudgetMs: number;
  /** Most photos and videos one invocation imports from an archive (ARCHIVE_SLICE_ENTRIES when absent). */
  archiveSliceEntries?: number;
  /** Queues the same upload again, so another invocation continues its archive (the next slice). */
  continueLater(objectKey: string): Promise<void>;
  /** Deletes items a cancelled archive import had added (as a deletion from the library does). */
  removeArchiveItems?: (ownerId: string, itemIds: readonly string[]) => Promise<void>;
  /** Queues 'Remove this import' for a GEDCOM import its uploader cancelled, choosing to remove what it added. */
  removeCancelledImport?: (uploaderId: string, importId: string) => Promise<void>;
  /** Hands an upload to its kind's queue (upload-lanes.ts); absent, every kind is processed where it arrives. */
  sendToLane?: (lane: UploadLane, objectKey: string) => Promise<void>;
  /**
   * A stored photo or video named like a file a family GEDCOM names (OBJE FILE): links it to the
   * people and events that named it (GET /missing_files). Optional: absent, nothing is matched.
   */
  matchMissingFile?: (upload: { uploaderId: string; fileName: string; photoId: string }) => Promise<unknown>;
  /** Provider imports: an imported file marks its provider item added (or frees it on failure). */
  sourceItems: SourceItemStore | null;
  /** Where a new photo is told to the uploader's family (the messages queue; null: not told). */
  messageEvents?: JobQueue<MessageEvent> | null;
  /**
   * Files a stored photo in the family's near-duplicate index (duplicates/index-photo.ts) and says
   * whether it copies photos the family already has; absent, nothing is looked for. A hint: the
   * wiring swallows its failures (the duplicates backfill files what it missed).
   */
  nearDuplicates?: (photoId: string) => Promise<CopyNotice | null>;
  /**
   * The uploader's photo holding a file they sent again comes back from their trash when it is
   * there (library/trash.ts restoreUploadedAgain); answers whether it is in the library now.
   * Absent, a trashed copy is left where it is.
   */
  restoreTrashedCopy?: (ownerId: string, photoId: string) => Promise<boolean>;
  now: () => number;
  /** Scratch space for the original and intermediate files (Lambda's /tmp). */
  tmpDir: string;
}
