import { describe, expect, it } from 'vitest';
import { turnBox, turnBoxOnce } from '../../../lambdas/domain/faces/box-turns';
import { quarterTurnsBetween } from '../../../lambdas/domain/library/fix-image';

/** A face near the top-left corner of a landscape picture: 10% in, 20% down, a tenth wide and a fifth high. */
const FACE = { left: 0.1, top: 0.2, width: 0.1, height: 0.2 };

describe('a face box as its picture turns', () => {
  it('one clockwise quarter: what was at the left edge is at the top, near the right', () => {
    expect(turnBoxOnce(FACE)).toEqual({ left: expect.closeTo(0.6, 10), top: 0.1, width: 0.2, height: 0.1 });
  });

  it('two quarters put it in the opposite corner; four bring it back', () => {
    const half = turnBox(FACE, 2);
    expect(half.left).toBeCloseTo(0.8);
    expect(half.top).toBeCloseTo(0.6);
    expect(half).toMatchObject({ width: 0.1, height: 0.2 });
    const whole = turnBox(FACE, 4);
    for (const side of ['left', 'top', 'width', 'height'] as const) expect(whole[side]).toBeCloseTo(FACE[side]);
  });

  it('a left turn is three right turns, and undoes a right turn', () => {
    const back = turnBox(turnBox(FACE, 1), 3);
    for (const side of ['left', 'top', 'width', 'height'] as const) expect(back[side]).toBeCloseTo(FACE[side]);
    expect(turnBox(FACE, -1)).toEqual(turnBox(FACE, 3));
  });

  it('stays inside the picture whatever the turn', () => {
    for (let turns = 0; turns < 4; turns++) {
      const box = turnBox({ left: 0.7, top: 0.55, width: 0.3, height: 0.45 }, turns);
      expect(box.left).toBeGreaterThanOrEqual(-1e-9);
      expect(box.top).toBeGreaterThanOrEqual(-1e-9);
      expect(box.left + box.width).toBeLessThanOrEqual(1 + 1e-9);
      expect(box.top + box.height).toBeLessThanOrEqual(1 + 1e-9);
    }
  });
});

describe('how far a photo turned between two drawings', () => {
  it.each([
    [0, 1, 1],
    [1, 0, 3],
    [3, 0, 1],
    [2, 2, 0],
  ])('from %i to %i quarter turns is %i clockwise', (from, to, by) => {
    expect(quarterTurnsBetween(from, to)).toBe(by);
  });
});
