import sharp from 'sharp';
import { ulid } from 'ulid';
import type { FaceBox } from '../../ports/faces';
import type { FaceDeps, FacePhoto } from './deps';
import type { FaceRecord } from './records';

/** Side of the square face crop, in pixels (shown at 64-150 px, sharp on high-density screens). */
const CROP_SIZE = 160;
/** Room around the detected box, as a share of its size, so a crop shows the whole head. */
const CROP_MARGIN = 0.25;

/** Crops sit beside the photo's other renditions, so deleting the photo's folder takes them too. */
export function cropKeyFor(photo: FacePhoto, faceId: string): string {
  const folder = photo.imageKey.slice(0, photo.imageKey.lastIndexOf('/') + 1);
  return `${folder}face-${faceId}.jpg`;
}

export async function cropFace(image: Buffer, box: FaceBox): Promise<Buffer> {
  const source = sharp(image).rotate();
  const { width = 1, height = 1 } = await source.metadata();
  const side = Math.max(box.width * width, box.height * height) * (1 + 2 * CROP_MARGIN);
  const centerX = (box.left + box.width / 2) * width;
  const centerY = (box.top + box.height / 2) * height;
  const left = Math.max(0, Math.round(centerX - side / 2));
  const top = Math.max(0, Math.round(centerY - side / 2));
  const extract = { left, top, width: Math.max(1, Math.min(width - left, Math.round(side))), height: Math.max(1, Math.min(height - top, Math.round(side))) };
  return sharp(image).rotate().extract(extract).resize(CROP_SIZE, CROP_SIZE, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer();
}

/**
 * A face the detector did not find, stored as found faces are (its crop cut from the rendition faces
 * are found in) but marked drawn: in no recognition collection, never matched or regrouped. Its
 * person is linked by the caller; the photo's scan must list it (the caller's too).
 */
export async function storeDrawnFace(deps: Pick<FaceDeps, 'faces' | 'images' | 'now'>, photo: FacePhoto, box: FaceBox): Promise<FaceRecord> {
  const faceId = ulid();
  const thumbKey = cropKeyFor(photo, faceId);
  await deps.images.putCrop(thumbKey, await cropFace(await deps.images.read(photo.imageKey), box));
  const now = deps.now();
  const face: FaceRecord = {
    ownerId: photo.ownerId,
    faceId,
    // In no recognition collection: nothing searches for it, and it is matched with nobody.
    recognitionId: null,
    photoId: photo.photoId,
    personId: null,
    box,
    genderHint: null,
    confidence: 1,
    quality: null,
    addedByHand: true,
    thumbKey,
    photoDateSort: photo.dateSort,
    photoDateQuality: photo.dateQuality,
    rejectedPersonIds: [],
    keptApartFrom: [],
    createdAt: now,
    updatedAt: now,
  };
  await deps.faces.putFaces([face]);
  return face;
}
