import type { PixelCrop } from '../domain/genealogy-import/crop';

/**
 * A file a family's GEDCOM names (OBJE FILE), one per base name (mediaFileKey) and family tree:
 * missing until an upload of that name is processed, then matched to that photo.
 */
export interface MissingFileRecord {
  /** The tree owner (the family). */
  ownerId: string;
  fileKey: string;
  fileName: string;
  title: string | null;
  personIds: string[];
  eventIds: string[];
  /** People whose link to the file gave their region in it (GEDCOM 7 CROP, pixels): their faces are named once found. */
  faceCrops: Array<{ personId: string; crop: Partial<PixelCrop> }>;
  /** The GEDCOM file that named it last. */
  importKey: string;
  importFileName: string;
  matchedPhotoId: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface MissingFileStore {
  getMany(ownerId: string, fileKeys: readonly string[]): Promise<MissingFileRecord[]>;
  putMany(records: readonly MissingFileRecord[]): Promise<void>;
  /** Marks the file matched by a photo: it leaves the missing list. */
  markMatched(ownerId: string, fileKey: string, photoId: string, now: number): Promise<void>;
  /** The files still missing, in name order, one page (a Query). */
  listMissing(ownerId: string, page: { cursor?: string | undefined; limit: number }): Promise<{ items: MissingFileRecord[]; cursor: string | null }>;
  /** Deletes the records (a removed import's files nobody will upload for it). */
  forget(ownerId: string, fileKeys: readonly string[]): Promise<void>;
}

/** What a matched upload is linked to (the library and the tree implement it). */
export interface MatchedFileLinks {
  /** Puts the photo on the event, unless it is on another event already. */
  linkEvent(ownerId: string, photoId: string, eventId: string): Promise<void>;
  /** Gives the photo the file's title (OBJE TITL) as its description when it has none. */
  describe(ownerId: string, photoId: string, title: string): Promise<void>;
  /** Names the photo's faces in these regions (now, or when its faces are found). */
  nameFaces(ownerId: string, photoId: string, faceCrops: ReadonlyArray<{ personId: string; crop: Partial<PixelCrop> }>): Promise<void>;
}
