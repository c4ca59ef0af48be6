import type { FaceBox } from '../../ports/faces';

// Pure arithmetic, apart from turn-faces.ts (which cuts crops with sharp): functions that only read
// boxes (the faces deps of every photo route) import this without bundling the native addon.

/** A box (fractions of the picture) after the picture turns a quarter clockwise: what was on the left is on top. */
export function turnBoxOnce(box: FaceBox): FaceBox {
  return { left: 1 - (box.top + box.height), top: box.left, width: box.height, height: box.width };
}

/** A box after `quarterTurns` clockwise quarter turns of its picture. */
export function turnBox(box: FaceBox, quarterTurns: number): FaceBox {
  let turned = box;
  for (let turn = 0; turn < ((quarterTurns % 4) + 4) % 4; turn++) turned = turnBoxOnce(turned);
  return turned;
}
