import type { BoundingBox, FaceView } from '@heirloom/shared/contracts/faces';
import { CENTRED, type SquareCrop } from '../../../lib/square-crop';

/** A face box as percentages of the square card it is drawn on. */
export interface CardBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a face box (fractions of the upright picture) falls on a square card that shows the
 * picture with object-fit: cover: the shorter side fills the card and the longer one is cropped
 * where `crop` says (the card's picture and its boxes use the same one: lib/square-crop.ts).
 * Percentages, so no card has to measure itself; a box partly cropped off is clipped to the card,
 * and one cropped off entirely is null.
 */
export function boxOnSquareCard(pictureWidth: number, pictureHeight: number, box: BoundingBox, crop: SquareCrop = CENTRED): CardBox | null {
  const short = Math.min(pictureWidth, pictureHeight) || 1;
  const drawnW = (pictureWidth || 1) / short;
  const drawnH = (pictureHeight || 1) / short;
  const originX = (1 - drawnW) * crop.x;
  const originY = (1 - drawnH) * crop.y;
  const left = Math.max(0, originX + box.left * drawnW);
  const top = Math.max(0, originY + box.top * drawnH);
  const right = Math.min(1, originX + (box.left + box.width) * drawnW);
  const bottom = Math.min(1, originY + (box.top + box.height) * drawnH);
  if (right <= left || bottom <= top) return null;
  const percent = (value: number) => Math.round(value * 10_000) / 100;
  return { left: percent(left), top: percent(top), width: percent(right - left), height: percent(bottom - top) };
}

/** What a face is called on its box and in the face list: the person, or a prompt to name it. */
export function faceLabel(face: Pick<FaceView, 'person'>): string {
  if (!face.person) return 'Who is this?';
  return face.person.name || 'Unnamed person';
}

/** The face button's accessible name: 'Faces: Ada Lovelace, Who is this?'. */
export function facesSummary(faces: readonly Pick<FaceView, 'person'>[]): string {
  // The button shows how many faces when there are several: its name says that number too (what is seen is what is said).
  return `${faces.length > 1 ? `${faces.length} faces` : 'Faces'}: ${faces.map(faceLabel).join(', ')}`;
}

/** A face box as drawn, in px: where its label hangs from (its bottom edge, centred). */
export interface DrawnBox {
  centreX: number;
  bottom: number;
}

/** A label line's height and the clearance below the box (px): labels this close in height can collide. */
const LABEL_ROW_PX = 24;

/**
 * How wide each face's label may be, in px: labels hang centred under their boxes, so two whose rows
 * meet stay apart when neither is wider than the distance between their centres (less a small gap).
 * Faces side by side in a group photo on a phone are closer than 'Unnamed person' is long.
 */
export function labelWidths(boxes: readonly DrawnBox[], gapPx = 4): number[] {
  return boxes.map((box, at) => {
    let room = Number.POSITIVE_INFINITY;
    boxes.forEach((other, index) => {
      if (index !== at && Math.abs(other.bottom - box.bottom) < LABEL_ROW_PX) room = Math.min(room, Math.abs(other.centreX - box.centreX) - gapPx);
    });
    return Math.max(0, room);
  });
}
