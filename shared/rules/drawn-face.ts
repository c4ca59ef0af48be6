/**
 * A face the detector missed, drawn by hand over a photo: its box is kept like a found face's, as
 * fractions (0..1) of the upright picture. The browser clips what was dragged to the picture and
 * refuses a box too small before sending it; the API refuses the same boxes with the same words.
 */

/** A box as fractions (0..1) of the upright picture: left, top, width, height. */
export interface FractionBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The smallest face a person can draw, as a share of each side of the picture: under it a drag is a
 * slip (a tap, a wobble), and a crop cut from it shows nothing recognisable.
 */
export const MIN_DRAWN_FACE_SIDE = 0.02;

/** Sums of fractions are not exact: a box ending at 0.3 + 0.7 still ends on the edge. */
const ROUNDING = 1e-6;

export const DRAWN_FACE_OUTSIDE = 'The face must be inside the photo: draw the box over the picture';
export const DRAWN_FACE_TOO_SMALL = 'That box is too small to be a face: drag it around the whole face';

/** Why a drawn box cannot be a face (a message for the person), or null when it can. */
export function drawnFaceProblem(box: FractionBox): string | null {
  const values = [box.left, box.top, box.width, box.height];
  if (!values.every(Number.isFinite)) return DRAWN_FACE_OUTSIDE;
  if (box.left < -ROUNDING || box.top < -ROUNDING || box.left + box.width > 1 + ROUNDING || box.top + box.height > 1 + ROUNDING) return DRAWN_FACE_OUTSIDE;
  if (box.width < MIN_DRAWN_FACE_SIDE - ROUNDING || box.height < MIN_DRAWN_FACE_SIDE - ROUNDING) return DRAWN_FACE_TOO_SMALL;
  return null;
}

/**
 * The box between two points of a drag (fractions of the picture, in any order, either of them
 * possibly past an edge: a pointer let go beside the photo), clipped to the picture.
 */
export function boxBetween(from: { x: number; y: number }, to: { x: number; y: number }): FractionBox {
  const clip = (value: number) => Math.min(1, Math.max(0, value));
  const left = clip(Math.min(from.x, to.x));
  const top = clip(Math.min(from.y, to.y));
  return { left, top, width: clip(Math.max(from.x, to.x)) - left, height: clip(Math.max(from.y, to.y)) - top };
}
