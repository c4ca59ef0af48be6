import type { MessageEvent } from '@heirloom/shared/contracts/messages';
import type { DetectFacesMessage } from '@heirloom/shared/contracts/faces';
import type { JobQueue } from '../../../ports/job-queue';
import type { ReverseGeocodeResult } from '../../places';
import type { MediaCatalog, MediaUrlSigner, ObjectStorage } from '../../../ports/media';
import type { RealtimePublisher } from '../../../ports/realtime';
import type { SourceItemStore } from '../../../ports/sources';
import type { UploadStore } from '../../../ports/uploads';

/** Imports a GEDCOM file into the owner's tree (the family-history importer implements it). */
export type GedcomImport = (input: { ownerId: string; file: string; fileName: string; uploadId: string }) => Promise<{ importId: string }>;

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
  /**
   * A stored photo or video named like a file a family GEDCOM names (OBJE FILE): links it to the
   * people and events that named it (GET /missing_files). Optional: absent, nothing is matched.
   */
  matchMissingFile?: (upload: { uploaderId: string; fileName: string; photoId: string }) => Promise<unknown>;
  /** Provider imports: an imported file marks its provider item added (or frees it on failure). */
  sourceItems: SourceItemStore | null;
  /** Where a new photo is told to the uploader's family (the messages queue; null: not told). */
  messageEvents?: JobQueue<MessageEvent> | null;
  now: () => number;
  /** Scratch space for the original and intermediate files (Lambda's /tmp). */
  tmpDir: string;
}
