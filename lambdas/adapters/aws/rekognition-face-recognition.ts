import {
  CreateCollectionCommand,
  DeleteCollectionCommand,
  DeleteFacesCommand,
  IndexFacesCommand,
  ResourceAlreadyExistsException,
  ResourceNotFoundException,
  SearchFacesCommand,
  type BoundingBox,
  type RekognitionClient,
} from '@aws-sdk/client-rekognition';
import { readJpegAt } from '../../domain/media/jpeg-structure';
import { SAME_PERSON } from '../../domain/faces/match-rules';
import type { FaceBox, FaceMatch, FaceQuality, FaceRecognition, IndexedFace, MovingFace } from '../../ports/faces';

/**
 * Rekognition's similarity (0-100) and the shared scale of the grouping rules (ports/faces.ts,
 * domain/faces/match-rules.ts). AWS's SearchFaces default is 80 ("possibly the same") and its
 * advice where a wrong match costs something is 99; clear faces of one person mostly score in the
 * high 90s, a grandparent young and old lower. The precision aim (under 1% of different-person
 * pairs) is put at 90, which becomes SAME_PERSON; each Rekognition point is 0.02 of the shared scale,
 * so 85 is the floor searches stop at (LIKENESS_FLOOR), the rules' 0.02 margin is one point and a
 * weak face asks up to two points more. Not measured here (the tests have no AWS): the faces bench
 * run against a collection is how to check it, and these two numbers are all that would change.
 */
export const REKOGNITION_SAME_PERSON = 90;
export const REKOGNITION_POINTS_PER_SHARED_STEP = 50;
export const sharedFromRekognition = (similarity: number): number => Math.max(0, Math.min(1, SAME_PERSON + (similarity - REKOGNITION_SAME_PERSON) / REKOGNITION_POINTS_PER_SHARED_STEP));
const rekognitionFromShared = (shared: number): number => Math.max(0, Math.min(100, REKOGNITION_SAME_PERSON + (shared - SAME_PERSON) * REKOGNITION_POINTS_PER_SHARED_STEP));
/** Faces Rekognition is less sure of than this are not indexed (blurred background faces). */
const MIN_FACE_CONFIDENCE = 90;
const MAX_FACES_PER_IMAGE = 50;
/** How much a face found again must overlap the one we stored (intersection over union) to be it. */
const SAME_BOX_OVERLAP = 0.5;

/**
 * Amazon Rekognition: one collection per library owner, created on first use; IndexFaces on the
 * processed rendition (already oriented, so its boxes are fractions of what the browser shows),
 * SearchFaces by face id.
 */
export class RekognitionFaceRecognition implements FaceRecognition {
  private readonly known = new Set<string>();

  constructor(private readonly rekognition: RekognitionClient) {}

  async indexFaces(collection: string, image: Buffer, imageId: string): Promise<IndexedFace[]> {
    const index = () =>
      this.rekognition.send(
        new IndexFacesCommand({
          CollectionId: collection,
          Image: { Bytes: image },
          ExternalImageId: imageId,
          DetectionAttributes: ['DEFAULT', 'GENDER'],
          MaxFaces: MAX_FACES_PER_IMAGE,
          QualityFilter: 'AUTO',
        }),
      );
    let result;
    try {
      await this.ensureCollection(collection);
      result = await index();
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
      this.known.delete(collection);
      await this.ensureCollection(collection);
      result = await index();
    }
    // The face's size in pixels, for its quality, from the JPEG's frame header (the picture is the 1600 px
    // JPEG rendition); read without an image library, which the API's bundles must not carry. Unreadable: unknown.
    const { width, height } = readJpegAt(image, 0) ?? { width: 0, height: 0 };
    return (result.FaceRecords ?? [])
      .filter((record) => record.Face?.FaceId && (record.Face.Confidence ?? 0) >= MIN_FACE_CONFIDENCE)
      .map((record) => {
        const box = boxOf(record.Face!.BoundingBox);
        return {
          faceId: record.Face!.FaceId!,
          box,
          confidence: (record.Face!.Confidence ?? 0) / 100,
          genderHint: record.FaceDetail?.Gender?.Value ?? null,
          quality: qualityOf(record.FaceDetail?.Pose, box, width, height),
        };
      });
  }

  async searchFaces(collection: string, faceId: string, options: { limit: number; minSimilarity: number }): Promise<FaceMatch[]> {
    try {
      const result = await this.rekognition.send(
        new SearchFacesCommand({ CollectionId: collection, FaceId: faceId, MaxFaces: options.limit, FaceMatchThreshold: rekognitionFromShared(options.minSimilarity) }),
      );
      return (result.FaceMatches ?? [])
        .filter((match) => match.Face?.FaceId && match.Face.FaceId !== faceId)
        .map((match) => ({ faceId: match.Face!.FaceId!, similarity: sharedFromRekognition(match.Similarity ?? 0) }));
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return [];
      throw error;
    }
  }

  async deleteFaces(collection: string, faceIds: readonly string[]): Promise<void> {
    for (let i = 0; i < faceIds.length; i += 4096) {
      try {
        await this.rekognition.send(new DeleteFacesCommand({ CollectionId: collection, FaceIds: faceIds.slice(i, i + 4096) }));
      } catch (error) {
        if (error instanceof ResourceNotFoundException) return;
        throw error;
      }
    }
  }

  /**
   * Faces cannot move between collections: the image is indexed into the new one, each stored
   * face is paired with the face found again in the same place (its box), the ones nobody asked
   * for are deleted again, and the old ones leave the old collection.
   */
  async moveFaces(from: string, to: string, moving: readonly MovingFace[], image: () => Promise<Buffer>, imageId: string): Promise<Map<string, string | null>> {
    const ids = new Map<string, string | null>();
    if (!moving.length) return ids;
    const found = await this.indexFaces(to, await image(), imageId);
    const unclaimed = new Set(found);
    for (const face of moving) {
      let best: IndexedFace | null = null;
      for (const candidate of unclaimed) if (overlap(candidate.box, face.box) >= Math.max(SAME_BOX_OVERLAP, best ? overlap(best.box, face.box) : 0)) best = candidate;
      if (best) unclaimed.delete(best);
      ids.set(face.faceId, best?.faceId ?? null);
    }
    await this.deleteFaces(to, [...unclaimed].map((face) => face.faceId));
    await this.deleteFaces(from, moving.map((face) => face.faceId));
    return ids;
  }

  async deleteCollection(collection: string): Promise<void> {
    try {
      await this.rekognition.send(new DeleteCollectionCommand({ CollectionId: collection }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
    this.known.delete(collection);
  }

  private async ensureCollection(collection: string): Promise<void> {
    if (this.known.has(collection)) return;
    try {
      await this.rekognition.send(new CreateCollectionCommand({ CollectionId: collection }));
    } catch (error) {
      if (!(error instanceof ResourceAlreadyExistsException)) throw error;
    }
    this.known.add(collection);
  }
}

function boxOf(box: BoundingBox | undefined): FaceBox {
  const left = Math.max(0, box?.Left ?? 0);
  const top = Math.max(0, box?.Top ?? 0);
  return { left, top, width: Math.min(1 - left, box?.Width ?? 0), height: Math.min(1 - top, box?.Height ?? 0) };
}

/**
 * Size and turn from what IndexFaces tells. Sharpness is left to its QualityFilter (AUTO drops the
 * blurred faces): its Quality.Sharpness is on a scale of its own that nothing here has measured.
 */
function qualityOf(pose: { Yaw?: number; Pitch?: number } | undefined, box: FaceBox, width: number, height: number): FaceQuality {
  return {
    pixels: width && height ? Math.round(Math.min(box.width * width, box.height * height)) : null,
    sharpness: null,
    yaw: pose?.Yaw ?? null,
    pitch: pose?.Pitch ?? null,
  };
}

/** Intersection over union of two boxes (0: apart, 1: the same). */
function overlap(a: FaceBox, b: FaceBox): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  if (width <= 0 || height <= 0) return 0;
  const shared = width * height;
  return shared / (a.width * a.height + b.width * b.height - shared);
}
