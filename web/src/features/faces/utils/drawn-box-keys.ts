import type { BoundingBox } from '@heirloom/shared/contracts/faces';
import { MIN_DRAWN_FACE_SIDE } from '@heirloom/shared/rules/drawn-face';

/** Where a face drawn from the keyboard starts: in the middle, about the size of a face in a portrait. */
export const KEYBOARD_START_BOX: BoundingBox = { left: 0.4, top: 0.375, width: 0.2, height: 0.25 };
/** One arrow key press moves (or, with Shift, resizes) the box by this share of the picture. */
export const KEY_STEP = 0.01;

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * A face drawn without a mouse: the arrow keys move the box over the picture, and with Shift
 * make it wider or taller (right and down) or narrower or shorter (left and up); it never leaves
 * the picture nor becomes too small to be a face. Null for any other key.
 */
export function boxAfterKey(box: BoundingBox, key: string, resize: boolean): BoundingBox | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const [dx, dy] = arrow;
  if (resize) {
    return { ...box, width: clamp(box.width + dx * KEY_STEP, MIN_DRAWN_FACE_SIDE, 1 - box.left), height: clamp(box.height + dy * KEY_STEP, MIN_DRAWN_FACE_SIDE, 1 - box.top) };
  }
  return { ...box, left: clamp(box.left + dx * KEY_STEP, 0, 1 - box.width), top: clamp(box.top + dy * KEY_STEP, 0, 1 - box.height) };
}
