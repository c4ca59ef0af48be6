import { MIN_DRAWN_FACE_SIDE } from '@heirloom/shared/rules/drawn-face';
import { describe, expect, it } from 'vitest';
import { boxAfterKey, KEY_STEP, KEYBOARD_START_BOX } from '../../../web/src/features/faces/utils/drawn-box-keys';

/** A face drawn from the keyboard: the arrow keys move the box, and with Shift size it, inside the picture. */
describe('the arrow keys on a face being drawn', () => {
  const start = KEYBOARD_START_BOX;

  it('move the box a step at a time, its size kept', () => {
    expect(boxAfterKey(start, 'ArrowLeft', false)).toEqual({ ...start, left: start.left - KEY_STEP });
    expect(boxAfterKey(start, 'ArrowDown', false)).toEqual({ ...start, top: start.top + KEY_STEP });
  });

  it('with Shift make it wider or taller (right, down) and narrower or shorter (left, up), its corner kept', () => {
    expect(boxAfterKey(start, 'ArrowRight', true)).toEqual({ ...start, width: start.width + KEY_STEP });
    expect(boxAfterKey(start, 'ArrowUp', true)).toEqual({ ...start, height: start.height - KEY_STEP });
  });

  it('never take it off the picture, past its edge, or below the smallest face', () => {
    const corner = { left: 0, top: 0, width: 0.2, height: 0.25 };
    expect(boxAfterKey(corner, 'ArrowLeft', false)).toEqual(corner);
    expect(boxAfterKey(corner, 'ArrowUp', false)).toEqual(corner);
    const edge = { left: 0.75, top: 0.75, width: 0.25, height: 0.25 };
    expect(boxAfterKey(edge, 'ArrowRight', false)).toEqual(edge);
    expect(boxAfterKey(edge, 'ArrowRight', true)).toEqual(edge);
    const smallest = { left: 0.5, top: 0.5, width: MIN_DRAWN_FACE_SIDE, height: MIN_DRAWN_FACE_SIDE };
    expect(boxAfterKey(smallest, 'ArrowLeft', true)).toEqual(smallest);
    expect(boxAfterKey(smallest, 'ArrowUp', true)).toEqual(smallest);
  });

  it('leave other keys to others', () => {
    expect(boxAfterKey(start, 'Tab', false)).toBeNull();
    expect(boxAfterKey(start, 'a', true)).toBeNull();
  });
});
