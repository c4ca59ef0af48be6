import type { FaceRecord, FaceScanRecord, UnnamedPersonRecord } from '../domain/faces/records';
import type { WaitingName } from '../domain/faces/waiting-names';
import type { LibraryScope } from './library';

/** Faces found since the family's last regrouping, and how many faces it had then. */
export interface RegroupDue {
  newFaces: number;
  facesAtLastRegroup: number;
}

export interface FacePage<T> {
  items: T[];
  cursor: string | null;
}

/**
 * Faces and their groupings, all under the library owner's key prefix. The lists a member reads
 * take a LibraryScope: while their own library moves into the family they joined, its faces are
 * under one key or the other (moved just before their photo), and both are read, each face once.
 */
export interface FaceStore {
  getFace(ownerId: string, faceId: string): Promise<FaceRecord | null>;
  getFaces(ownerId: string, faceIds: readonly string[]): Promise<FaceRecord[]>;
  /** The faces the recognition collection knows by these ids (its own ids, or ours where they are the same). */
  getFacesByRecognitionId(ownerId: string, recognitionIds: readonly string[]): Promise<FaceRecord[]>;
  facesOfPhoto(library: LibraryScope, photoId: string): Promise<FaceRecord[]>;
  /** The faces of a page of photos at once (batched reads of their scan markers, then of the faces). */
  facesOfPhotos(library: LibraryScope, photoIds: readonly string[]): Promise<FaceRecord[]>;
  /** A person's faces (personId null: unassigned faces), newest photo first, one Query a page. */
  facesOfPerson(library: LibraryScope, personId: string | null, options: { cursor?: string; limit: number }): Promise<FacePage<FaceRecord>>;
  /**
   * A person's faces whose `<photo date>#<photoId>#<faceId>` is below `below` (null: from the
   * newest), newest first, one Query: the merged strip of many people (merged-photo-pages.ts).
   */
  facesOfPersonBelow(library: LibraryScope, personId: string | null, below: string | null, limit: number): Promise<{ faces: FaceRecord[]; more: boolean }>;
  /** Every face of a library, a page at a time, in no particular order (the family-wide regrouping). */
  facesOfLibrary(ownerId: string, options: { cursor?: string; limit: number }): Promise<FacePage<FaceRecord>>;
  putFaces(faces: readonly FaceRecord[]): Promise<void>;
  /**
   * Keeps a face's look-alikes (FaceRecord.likeness), writing that attribute only, so a naming or
   * regrouping that changed the face meanwhile stays; a face deleted meanwhile stays deleted.
   */
  setLikeness(ownerId: string, faceId: string, likeness: NonNullable<FaceRecord['likeness']>): Promise<void>;
  deleteFaces(ownerId: string, faceIds: readonly string[]): Promise<void>;

  getScan(ownerId: string, photoId: string): Promise<FaceScanRecord | null>;
  putScan(scan: FaceScanRecord): Promise<void>;
  deleteScan(ownerId: string, photoId: string): Promise<void>;

  /** Who a file says is where in a photo, kept until its faces are found (waiting-names.ts). */
  putWaitingNames(ownerId: string, photoId: string, names: readonly WaitingName[]): Promise<void>;
  /** Strongly consistent, as the scan marker is: the two are read against each other. */
  getWaitingNames(ownerId: string, photoId: string): Promise<WaitingName[]>;
  deleteWaitingNames(ownerId: string, photoId: string): Promise<void>;

  /** Counts faces found since the family was last regrouped; answers the count so far and the family's faces then. */
  noteNewFaces(ownerId: string, count: number): Promise<RegroupDue>;
  /** The family has just been regrouped, with this many faces. */
  noteRegrouped(ownerId: string, faces: number): Promise<void>;

  listUnnamed(library: LibraryScope, options: { cursor?: string; limit: number }): Promise<FacePage<UnnamedPersonRecord>>;
  getUnnamed(ownerId: string, personId: string): Promise<UnnamedPersonRecord | null>;
  putUnnamed(record: UnnamedPersonRecord): Promise<void>;
  deleteUnnamed(ownerId: string, personId: string): Promise<void>;
}
