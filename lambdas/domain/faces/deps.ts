import type { PhotoDateQuality } from '@heirloom/shared/rules/photo-date-quality';
import type { PersonSummary } from '@heirloom/shared/contracts/family';
import type { FaceStore } from '../../ports/face-store';
import type { FaceRecognition } from '../../ports/faces';
import type { NamedFace } from '../../ports/media';
import type { MemoryStore } from '../../ports/memories';
import type { Leases } from '../../ports/lease';
import type { RealtimePublisher } from '../../ports/realtime';
import type { LifeSpan } from './life-span';

/** What faces read of a photo. */
export interface FacePhoto {
  photoId: string;
  /** The library (family) the photo is in: its faces are found and grouped there. */
  ownerId: string;
  /** Who uploaded it: told when its faces are found. */
  uploaderId: string;
  imageType: 'photo' | 'video';
  /** The oriented JPEG rendition (a video's poster frame) that faces are found in. */
  imageKey: string;
  dateSort: string;
  dateQuality: PhotoDateQuality | null;
  /** Faces the photo's file names (XMP regions), boxes as shares of the picture as it is drawn now. */
  namedFaces: NamedFace[];
}

/** The face crops and the renditions they are cut from, in the media bucket. */
export interface FaceImages {
  read(key: string): Promise<Buffer>;
  putCrop(key: string, jpeg: Buffer): Promise<void>;
  deleteCrops(keys: readonly string[]): Promise<void>;
  /** A short-lived link to a crop or rendition. */
  link(key: string): Promise<string>;
}

export interface FacePerson extends PersonSummary {
  /** False while the person has no first, middle or last name. */
  named: boolean;
  thumbnail: string | null;
}

/** What faces read and write of the family tree (implemented over the family use cases). */
export interface FacePeople {
  getPeople(treeOwnerId: string, personIds: readonly string[]): Promise<Map<string, FacePerson>>;
  lifeSpans(treeOwnerId: string, personIds: readonly string[]): Promise<Map<string, LifeSpan>>;
  /** A person with one blank name, for a group of faces nobody has named yet. */
  createUnnamed(treeOwnerId: string, authorId: string | null): Promise<string>;
  /**
   * The person a name a photo's file gives stands for, made when the tree has nobody called that;
   * null when several people are (family/person-for-name.ts).
   */
  personNamed(treeOwnerId: string, authorId: string, name: string): Promise<string | null>;
  /** Sets the icon when the person has none yet (never replaces one the family chose). */
  useThumbnailIfNone(treeOwnerId: string, personId: string, thumbnail: string): Promise<void>;
  setThumbnail(treeOwnerId: string, personId: string, thumbnail: string): Promise<void>;
  /** Takes an emptied unnamed person out of the people list. */
  forget(treeOwnerId: string, personId: string): Promise<void>;
}

export interface FaceDeps {
  faces: FaceStore;
  recognition: FaceRecognition;
  images: FaceImages;
  photos: {
    getPhoto(photoId: string): Promise<FacePhoto | null>;
    /** Which of these photos are in the library: not in a trash, not deleted (batched reads). */
    livePhotoIds(photoIds: readonly string[]): Promise<ReadonlySet<string>>;
  };
  people: FacePeople;
  realtime: RealtimePublisher | null;
  /**
   * Offers two people as likely one (the people list's duplicates): a new face matched both, so
   * one person's faces were probably split in two. Absent where nothing is offered (tools, tests).
   */
  suggestSamePerson?: (treeOwnerId: string, personIds: readonly [string, string]) => Promise<void>;
  /**
   * One grouping at a time per library (family), whichever Lambda scans: two photos of one new
   * face grouped at once would each see the other's face unassigned and make two unnamed people
   * of one. Absent where only one grouping runs at a time (unit tests).
   */
  groupingLeases?: Leases;
  /** Where a tree person's first faces are noted, for the memories' "First photos of …". Absent in tools and tests that do not remember. */
  namings?: Pick<MemoryStore, 'noteNamed'>;
  /** The recognition collection of a library owner (a family's, once sharing widens the owner). */
  collectionFor(ownerId: string): string;
  now: () => number;
}
