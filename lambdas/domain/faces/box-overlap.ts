import type { FaceBox } from '../../ports/faces';

/** How two face boxes (fractions of one picture) overlap: the measures a face found again is told by. */
export const boxArea = (box: FaceBox): number => Math.max(0, box.width) * Math.max(0, box.height);

export function intersectionArea(a: FaceBox, b: FaceBox): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** 0 (apart) to 1 (the same box). */
export function intersectionOverUnion(a: FaceBox, b: FaceBox): number {
  const both = intersectionArea(a, b);
  const either = boxArea(a) + boxArea(b) - both;
  return either > 0 ? both / either : 0;
}
