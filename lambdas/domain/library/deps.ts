import type { Place, PlacePrediction } from '../places';
import type { DocumentStore, FixQueue, LibraryEvents, LibraryFaces, LibraryPeople, LibraryPhoto, LocationStore, PhotoStore, UploaderNames } from '../../ports/library';
import type { LeaseWait } from '../../ports/lease';
import type { MediaUrlSigner, ObjectStorage } from '../../ports/media';
import type { RealtimePublisher } from '../../ports/realtime';

/** Place autocomplete and lookup (the offline gazetteer). */
export interface PlaceFinder {
  searchPlaces(text: string, limit?: number): PlacePrediction[];
  findPlace(placeId: string): Place | null;
  /** The place data's credit, shown wherever its names appear. */
  readonly attribution: string;
}

/** What the library use cases need; tests pass the DynamoDB Local adapters or fakes. */
export interface LibraryDeps {
  photos: PhotoStore;
  documents: DocumentStore;
  locations: LocationStore;
  events: LibraryEvents;
  people: LibraryPeople;
  faces: LibraryFaces;
  /**
   * Forgets the faces of photos about to be deleted for good (faces/forget-photo-faces.ts, wired
   * with the faces' own ports): called before their records go, so a failed delete is retried whole.
   * It waits for the family's grouping turn, at most `wait.maxWaitMs` when given (LeaseBusyError after).
   */
  forgetFaces(photos: ReadonlyArray<Pick<LibraryPhoto, 'photoId' | 'familyId'>>, wait?: LeaseWait): Promise<unknown>;
  uploaders: UploaderNames;
  signer: MediaUrlSigner;
  storage: ObjectStorage;
  places: PlaceFinder;
  fixQueue: FixQueue;
  now: () => number;
  /** Problems that must not fail the request (an object left behind in storage). */
  warn: (message: string, details?: Record<string, unknown>) => void;
}

/** Image correction runs in the fix queue's consumer: it also renders and pushes to open tabs. */
export interface FixDeps extends Pick<LibraryDeps, 'photos' | 'signer' | 'storage' | 'now' | 'warn'> {
  realtime: RealtimePublisher;
  /** Scratch space for the original (Lambda's /tmp). */
  tmpDir: string;
}
