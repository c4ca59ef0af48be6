/**
 * EXIF orientation (1-8): how the stored pixels must be turned to stand upright. sharp applies it by
 * itself when the decoded image carries the tag (autoOrient); this is for when the tag lives elsewhere,
 * as with a RAW file whose embedded preview JPEG has no EXIF of its own but whose RAW directory says
 * "rotate 90".
 */
import type { Sharp } from 'sharp';

export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const isOrientation = (value: unknown): value is Orientation => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 8;

/** Orientations 5-8 turn the picture a quarter, so its stored width is its upright height. */
export const swapsDimensions = (orientation: number) => orientation >= 5 && orientation <= 8;

/**
 * The mirror and clockwise rotation that put pixels stored with `orientation` upright. sharp mirrors
 * first and rotates second, whatever order the calls are made in, so 5 (transpose) is a horizontal
 * mirror then 270 degrees; the unit test checks all eight against sharp's own EXIF handling.
 */
const TRANSFORMS: Record<Orientation, { rotate: 0 | 90 | 180 | 270; flop?: true; flip?: true }> = {
  1: { rotate: 0 },
  2: { rotate: 0, flop: true },
  3: { rotate: 180 },
  4: { rotate: 0, flip: true },
  5: { rotate: 270, flop: true },
  6: { rotate: 90 },
  7: { rotate: 90, flop: true },
  8: { rotate: 270 },
};

export function applyOrientation(pipeline: Sharp, orientation: Orientation): Sharp {
  const { rotate, flop, flip } = TRANSFORMS[orientation];
  let result = rotate ? pipeline.rotate(rotate) : pipeline;
  if (flop) result = result.flop();
  if (flip) result = result.flip();
  return result;
}
