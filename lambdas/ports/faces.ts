/**
 * Face recognition, as the domain asks it: "index the faces in this image" and "which known faces
 * are like this one, how alike". Amazon Rekognition answers in AWS (a collection per library
 * owner); locally a model shipped inside npm (@vladmandic/face-api) gives embeddings and the adapter
 * searches the stored ones. The grouping rules in domain/faces are the same for both.
 */

/** A face's box as fractions (0..1) of the oriented image: left, top, width, height. */
export interface FaceBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type GenderHint = 'Male' | 'Female';

/**
 * How well a face can be recognised, as the service saw it: small, soft or turned faces give
 * likeness scores that say less, so the grouping rules ask more of them (domain/faces/match-rules.ts).
 * Null where the service does not tell.
 */
export interface FaceQuality {
  /** The face's shorter side, in pixels of the image the service looked at. */
  pixels: number | null;
  /** 0..1, 1 sharp. */
  sharpness: number | null;
  /** Head turn left/right and up/down, in degrees (0 facing the camera). */
  yaw: number | null;
  pitch: number | null;
}

export interface IndexedFace {
  /** The recognition service's id for the face; also the app's face id. */
  faceId: string;
  box: FaceBox;
  /** Detection confidence, 0..1. */
  confidence: number;
  genderHint: GenderHint | null;
  quality?: FaceQuality;
}

/** A face to move: its id in the collection it is in, and where it is in the image. */
export interface MovingFace {
  faceId: string;
  box: FaceBox;
}

export interface FaceMatch {
  faceId: string;
  /**
   * 0..1 on the shared scale, 1 the same picture: each adapter maps its own score so that
   * SAME_PERSON (domain/faces/match-rules.ts) is where under 1% of different-person pairs of clear
   * faces reach, and one step of the scale means about as much in every adapter near there. The
   * grouping rules are the domain's and read only this.
   */
  similarity: number;
}

export interface FaceRecognition {
  /** Finds the faces in an image (JPEG/PNG/WebP bytes, already oriented) and remembers them in the collection. */
  indexFaces(collection: string, image: Buffer, imageId: string): Promise<IndexedFace[]>;
  /** Faces of the collection like the given one (never itself), most alike first; minSimilarity on the shared scale. */
  searchFaces(collection: string, faceId: string, options: { limit: number; minSimilarity: number }): Promise<FaceMatch[]>;
  deleteFaces(collection: string, faceIds: readonly string[]): Promise<void>;
  /**
   * Moves one image's faces to another collection (a family formed, or a member left with their
   * photos). Answers each face's id in the new collection: the same id where the service can keep
   * it, a new one where it must index the image again, null when it did not find the face again.
   * Moving faces already moved answers their ids again and adds nothing.
   */
  moveFaces(from: string, to: string, faces: readonly MovingFace[], image: () => Promise<Buffer>, imageId: string): Promise<Map<string, string | null>>;
  /** Removes the collection and every face in it (account deletion). Missing collections are fine. */
  deleteCollection(collection: string): Promise<void>;
  /**
   * Engines that embed faces in the app: the model their embeddings come from. A photo scanned under
   * another (an earlier model's embeddings, which compare with nothing now) has its faces embedded
   * again by `reembedFaces`. Absent for a service that keeps its own (Rekognition).
   */
  readonly model?: string;
  /**
   * Embeds an image's known faces again with the current model, each keeping its id (found again by
   * its box); answers how many were. A face not found again keeps what it had.
   */
  reembedFaces?(collection: string, image: Buffer, imageId: string, faces: readonly MovingFace[]): Promise<number>;
}
