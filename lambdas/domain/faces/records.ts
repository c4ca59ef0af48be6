import type { PhotoDateQuality } from '@heirloom/shared/rules/photo-date-quality';
import type { FaceBox, FaceQuality, GenderHint } from '../../ports/faces';

/** A face found in a photo (or a video's poster), kept under the photo's library owner. */
export interface FaceRecord {
  ownerId: string;
  /** The app's face id: the recognition service's id when the face was found. */
  faceId: string;
  /**
   * The face's id in the recognition collection when it differs from faceId: a face that moved to
   * another family's Rekognition collection was indexed there anew (move-faces.ts); null when the
   * service did not find it again (it keeps its links but is matched no more).
   */
  recognitionId?: string | null;
  photoId: string;
  /** The tree person it is linked to, or null while unassigned. */
  personId: string | null;
  box: FaceBox;
  genderHint: GenderHint | null;
  confidence: number;
  /** How clear the face is (size, sharpness, turn); absent on faces found before it was kept. */
  quality?: FaceQuality | null;
  /** The family linked this face to its person: regrouping never moves it. */
  confirmed?: boolean;
  /**
   * Drawn by hand over the photo where the detector found nothing (add-face.ts): it is in no
   * recognition collection (recognitionId null), and neither regrouping nor scanning the photo
   * again moves or removes it.
   */
  addedByHand?: boolean;
  /**
   * The look-alikes its search found when it was grouped (the collection's ids, shared-scale
   * likeness): the family-wide regrouping reads these instead of searching every face again.
   * Absent on faces grouped before it was kept.
   */
  likeness?: Array<{ faceId: string; similarity: number }>;
  /** The face's crop in the media bucket. */
  thumbKey: string;
  /** The photo's date sort key when the face was found ('' = undated), to list a person's photos newest first. */
  photoDateSort: string;
  /** How much that date is worth (photo-date-quality.ts); absent on faces found before it was kept (counts as untrusted). */
  photoDateQuality?: PhotoDateQuality | null;
  /** 'Face is not {person}': never matched to these people again. */
  rejectedPersonIds: string[];
  /** People whose faces matched but whose life dates rule the photo out (shown as the "why"). */
  keptApartFrom: string[];
  createdAt: number;
  updatedAt: number;
}

/** A person grouping made on its own, waiting for the family to name it. */
export interface UnnamedPersonRecord {
  ownerId: string;
  personId: string;
  /** A face of theirs, for the naming card. */
  faceId: string;
  createdAt: number;
  /** False until the snackbar has told the family about it. */
  announced: boolean;
}

/** What a photo's face scan found; its presence makes a repeated scan of the photo a no-op. */
export interface FaceScanRecord {
  ownerId: string;
  photoId: string;
  faceIds: string[];
  scannedAt: number;
  /** The model the faces were embedded with (FaceRecognition.model); absent: an earlier model, or a service's own. */
  model?: string;
}

/** The id the recognition collection knows the face by (null: not in the collection). */
export const recognitionIdOf = (face: Pick<FaceRecord, 'faceId' | 'recognitionId'>): string | null => (face.recognitionId === undefined ? face.faceId : face.recognitionId);

/** Faces the family placed (drawn, linked to someone, or said who they are not): regrouping leaves them be. */
export const placedByFamily = (face: Pick<FaceRecord, 'confirmed' | 'rejectedPersonIds' | 'addedByHand'>): boolean =>
  Boolean(face.confirmed) || Boolean(face.addedByHand) || face.rejectedPersonIds.length > 0;
