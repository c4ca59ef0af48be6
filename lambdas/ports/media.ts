import type { FaceBox } from './faces';
import type { PhotoDateQuality } from '@heirloom/shared/rules/photo-date-quality';
import type { Readable } from 'node:stream';

/** Where uploaded originals and derived files (thumbnails, playable videos, pages) are kept. */
export interface ObjectStorage {
  /** Copies an uploaded original to a local file, returning its size and content hash. */
  downloadUpload(key: string, toFile: string): Promise<{ size: number; sha256: string; eTag: string }>;
  deleteUpload(key: string): Promise<void>;
  /** Bytes `start` to `end` (exclusive) of an uploaded object, streamed (archives are read in place). */
  readUploadRange(key: string, start: number, end: number): Promise<Readable>;
  /** Stores an original that came out of an archive, beside the uploads. */
  putUploadFile(key: string, file: string, contentType: string): Promise<void>;
  putDerived(key: string, body: Buffer, contentType: string): Promise<void>;
  putDerivedFile(key: string, file: string, contentType: string): Promise<void>;
  deleteDerived(keys: readonly string[]): Promise<void>;
}

/** Short-lived links the browser may use to fetch private media. */
export interface MediaUrlSigner {
  derived(key: string): Promise<string>;
  original(key: string, downloadName: string): Promise<string>;
}

export interface Renditions {
  thumb64: string;
  /** JPEG copies of the grid sizes, on pictures made before each size had one format: read by nothing, deleted with the picture. */
  thumb64Jpeg?: string;
  thumb300: string;
  thumb300Jpeg?: string;
  /** What the viewer shows: JPEG, or WebP on pictures made before the 1600 px size had one format. */
  large: string;
  /** What the faces service reads (JPEG); the same key as `large` since one file serves both. */
  largeJpeg: string;
  playback?: string;
}

export interface PhotoRecord {
  photoId: string;
  /** Who uploaded it. */
  ownerId: string;
  /** The family whose library lists it; the catalog files an upload into its uploader's family when absent. */
  familyId?: string;
  imageType: 'photo' | 'video';
  system: 'own' | 'google' | 'facebook' | 'dropbox';
  uploadId: string | null;
  name: string;
  objectKey: string;
  contentHash: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  orientation: number;
  renditions: Renditions;
  placeholder: string | null;
  dateTaken: string | null;
  dateSort: string;
  /**
   * How much the date is worth (shared/rules/photo-date-quality.ts): only a camera's original time
   * or a date the family typed rules people out of the photo. Absent on photos stored before it was
   * kept, which count as a scanner's or file's time (the safest reading, see isDateWorthTrusting).
   */
  dateQuality?: PhotoDateQuality | null;
  latitude: number | null;
  longitude: number | null;
  altitude: number | null;
  locationId: string | null;
  eventId: string | null;
  description: string | null;
  camera: string | null;
  durationSeconds: number | null;
  createdAt: number;
  /**
   * 64-bit perceptual hash (16 hex digits) for finding near-duplicates; absent on videos and on photos
   * stored before it was kept (npm run duplicates:backfill gives them one).
   */
  perceptualHash?: string | null;
  /** Laplacian contrast of the 300 px rendition: which of two copies of a picture is crisper. */
  sharpness?: number | null;
  /** Starred by a member (the family's Favourites); a new upload is nobody's favourite yet. */
  favorite?: boolean;
  /**
   * Faces the file's own metadata names (XMP regions, media/images/face-regions.ts), as shares of the
   * upright picture before any turn the family gave it: the faces stage names the faces it finds there.
   */
  namedFaces?: NamedFace[];
}

export interface NamedFace {
  name: string;
  box: FaceBox;
}

export interface DocumentRecord {
  documentId: string;
  /** Who uploaded it. */
  ownerId: string;
  /** The family whose library lists it (as for photos). */
  familyId?: string;
  uploadId: string | null;
  name: string;
  objectKey: string;
  contentHash: string;
  mime: string;
  size: number;
  title: string;
  author: string | null;
  publication: string | null;
  pageCount: number;
  createdAt: number;
}

export interface DocumentPageRecord {
  documentId: string;
  pageNumber: number;
  width: number;
  height: number;
  renditions: Renditions;
}

export interface LocationRecord {
  locationId: string;
  ownerId: string;
  formattedAddress: string;
  placeId: string | null;
  latitude: number | null;
  longitude: number | null;
}

export type CatalogItem = { itemType: 'photo' | 'video' | 'document' | 'gedcom'; itemId: string };

/** The library's records. Adding an item also claims its content hash, atomically. */
export interface MediaCatalog {
  findByContentHash(ownerId: string, sha256: string): Promise<CatalogItem | null>;
  /** False when the owner already holds this content (the item is then not added). */
  addPhoto(photo: PhotoRecord): Promise<boolean>;
  addDocument(document: DocumentRecord, pages: readonly DocumentPageRecord[]): Promise<boolean>;
  /** Records which item holds some content (for items kept elsewhere, like an imported tree). */
  claimContentHash(ownerId: string, sha256: string, item: CatalogItem): Promise<boolean>;
  getPhoto(photoId: string): Promise<PhotoRecord | null>;
  getLocation(locationId: string): Promise<LocationRecord | null>;
  /** The owner's location for a gazetteer place, created on first use. */
  locationForPlace(ownerId: string, place: { placeId: string; formattedAddress: string; latitude: number; longitude: number }): Promise<LocationRecord>;
}
