import { describe, expect, it } from 'vitest';
import { boxOnSquareCard } from '../../../web/src/features/faces/utils/face-geometry';
import { objectPositionOf, squareCropFor } from '../../../web/src/lib/square-crop';

/** The part of the longer side a square card shows, as fractions of it: [start, end). */
function shownSpan(width: number, height: number, position: number): [number, number] {
  const long = Math.max(width, height) / Math.min(width, height);
  const start = ((long - 1) * position) / long;
  return [start, start + 1 / long];
}

describe('which square of a picture its card shows', () => {
  it('centres a wide picture without faces, and a square one whatever its faces; a tall one without faces shows its upper part', () => {
    expect(squareCropFor(4000, 3000, [])).toEqual({ x: 0.5, y: 0.5 });
    // A 970 x 2204 standing portrait: the middle square is the jacket, the upper one holds the head (its top tenth to half).
    const [start, end] = shownSpan(970, 2204, squareCropFor(970, 2204, []).y);
    expect(start).toBeGreaterThan(0.05);
    expect(start).toBeLessThan(0.15);
    expect(end).toBeGreaterThan(0.5);
    expect(squareCropFor(1000, 1000, [{ left: 0, top: 0, width: 0.1, height: 0.1 }])).toEqual({ x: 0.5, y: 0.5 });
    expect(objectPositionOf(squareCropFor(4000, 3000, []))).toBe('50% 50%');
  });

  it('shows the face of a wide picture whose person stands at one end, which the middle would cut off', () => {
    // A 2:1 picture: the middle square shows 25%..75% of its width; the face is at 80..90%.
    const face = { left: 0.8, top: 0.3, width: 0.1, height: 0.2 };
    expect(boxOnSquareCard(2000, 1000, face)).toBeNull();
    const crop = squareCropFor(2000, 1000, [face]);
    expect(crop.y).toBe(0.5);
    const [start, end] = shownSpan(2000, 1000, crop.x);
    expect(start).toBeLessThanOrEqual(0.8);
    expect(end).toBeGreaterThanOrEqual(0.9);
    // The box drawn over the card sits where the face is shown, whole.
    expect(boxOnSquareCard(2000, 1000, face, crop)).toEqual({ left: 60, top: 30, width: 20, height: 20 });
  });

  it('moves a tall picture down to faces low in the frame, and stops at the end rather than show past it', () => {
    const low = { left: 0.4, top: 0.88, width: 0.2, height: 0.1 };
    const crop = squareCropFor(1000, 2000, [low]);
    expect(crop).toEqual({ x: 0.5, y: 1 });
    expect(objectPositionOf(crop)).toBe('50% 100%');
    const [start, end] = shownSpan(1000, 2000, crop.y);
    expect(start).toBeLessThanOrEqual(0.88);
    expect(end).toBe(1);
  });

  it('keeps every face of a group on the card when they fit together', () => {
    // A 3:2 group photo with four people across its left two thirds: the middle would cut the first off.
    const faces = [0.02, 0.18, 0.34, 0.5].map((left) => ({ left, top: 0.2, width: 0.12, height: 0.18 }));
    const crop = squareCropFor(3000, 2000, faces);
    const [start, end] = shownSpan(3000, 2000, crop.x);
    expect(start).toBeLessThanOrEqual(0.02);
    expect(end).toBeGreaterThanOrEqual(0.62);
    for (const face of faces) expect(boxOnSquareCard(3000, 2000, face, crop)).not.toBeNull();
  });

  it('when a row of faces is wider than the card, keeps the larger faces, the picture’s subject', () => {
    // A panorama: one large face at the left, three small ones far to the right.
    const faces = [
      { left: 0.05, top: 0.3, width: 0.12, height: 0.4 },
      { left: 0.8, top: 0.4, width: 0.03, height: 0.1 },
      { left: 0.86, top: 0.4, width: 0.03, height: 0.1 },
      { left: 0.92, top: 0.4, width: 0.03, height: 0.1 },
    ];
    const crop = squareCropFor(3000, 1000, faces);
    const [start, end] = shownSpan(3000, 1000, crop.x);
    expect(start).toBeLessThanOrEqual(0.05);
    expect(end).toBeGreaterThanOrEqual(0.17);
  });
});
