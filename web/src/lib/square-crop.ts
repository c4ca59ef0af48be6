import type { BoundingBox } from '@heirloom/shared/contracts/faces';

/**
 * Which square of a picture a square card shows (object-fit: cover), as CSS object-position
 * fractions: 0 shows the start of the longer side, 0.5 its middle, 1 its end. The shorter side always
 * fills the card, so only the position along the longer side moves.
 */
export interface SquareCrop {
  x: number;
  y: number;
}

export const CENTRED: SquareCrop = { x: 0.5, y: 0.5 };
/**
 * A tall picture whose faces are not known shows its upper part: people are framed with their heads
 * there (a standing portrait's middle square is their jacket), and a scanned page's title is at its top.
 */
export const UPPER_PART: SquareCrop = { x: 0.5, y: 0.2 };

/**
 * The square a card shows of a picture with faces in it: the faces' middle, as in Google Photos and
 * Immich, rather than the picture's, so a group photo's card shows faces and not suits or a ceiling.
 * When all the faces fit in the square they are centred together; when they cannot (a wide row of
 * people), the square shows the most face it can, so the larger faces, usually the picture's subject,
 * win over a few small ones in the background. A wide picture without faces, or a square one, is
 * centred; a tall one without faces shows its upper part (UPPER_PART).
 */
export function squareCropFor(pictureWidth: number, pictureHeight: number, faces: readonly BoundingBox[]): SquareCrop {
  if (!(pictureWidth > 0 && pictureHeight > 0) || pictureWidth === pictureHeight) return CENTRED;
  if (!faces.length) return pictureHeight > pictureWidth ? UPPER_PART : CENTRED;
  const landscape = pictureWidth > pictureHeight;
  // The picture's longer side, in card widths (the card is 1 x 1), and the part of it a card shows.
  const long = landscape ? pictureWidth / pictureHeight : pictureHeight / pictureWidth;
  const shown = 1 / long;
  const spans = faces.map((box) => {
    const start = landscape ? box.left : box.top;
    const end = start + (landscape ? box.width : box.height);
    return { start, end, area: Math.max(box.width * box.height, Number.EPSILON) };
  });
  const kept = mostFaceShown(spans, shown);
  const focus = (Math.min(...kept.map((span) => span.start)) + Math.max(...kept.map((span) => span.end))) / 2;
  // The card's middle on the focus: the picture starts at (1 - long) * position, in card widths.
  const position = clamp((focus * long - 0.5) / (long - 1));
  return landscape ? { x: position, y: 0.5 } : { x: 0.5, y: position };
}

interface Span {
  start: number;
  end: number;
  area: number;
}

/** The faces a window `shown` long can hold whole with the most face area in it (all of them when they fit). */
function mostFaceShown(spans: readonly Span[], shown: number): Span[] {
  let best: Span[] = [];
  let bestArea = -1;
  // The best window starts where some face starts: sliding it further right only loses that face.
  for (const { start } of spans) {
    const inside = spans.filter((span) => span.start >= start && span.end <= start + shown);
    const area = inside.reduce((sum, span) => sum + span.area, 0);
    if (area > bestArea) [best, bestArea] = [inside, area];
  }
  return best.length ? best : [spans.reduce((a, b) => (b.area > a.area ? b : a))];
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The crop as CSS object-position. */
export const objectPositionOf = (crop: SquareCrop) => `${round(crop.x * 100)}% ${round(crop.y * 100)}%`;

const round = (percent: number) => Math.round(percent * 100) / 100;
