export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Room left around a place name so neighbouring names never touch. */
const LABEL_GAP_PX = 4;

const overlaps = (a: ScreenBox, b: ScreenBox) =>
  a.x < b.x + b.width + LABEL_GAP_PX && b.x < a.x + a.width + LABEL_GAP_PX && a.y < b.y + b.height + LABEL_GAP_PX && b.y < a.y + a.height + LABEL_GAP_PX;

/**
 * Which place names fit: taken in the order given (most important first), each kept only when its
 * box touches none already kept, nor any of `taken` (the map's own markers, which a name must not
 * hide under), as printed maps do. Items whose box is null (off screen) are left out.
 */
export function fitLabels<T>(items: readonly T[], boxOf: (item: T) => ScreenBox | null, taken: readonly ScreenBox[] = []): T[] {
  const kept: T[] = [];
  const boxes: ScreenBox[] = [...taken];
  for (const item of items) {
    const box = boxOf(item);
    if (!box || boxes.some((other) => overlaps(box, other))) continue;
    kept.push(item);
    boxes.push(box);
  }
  return kept;
}

/** A label's box on screen: a dot at the place and the name to its right, in the map's 12 px type. */
export function labelBox(x: number, y: number, name: string): ScreenBox {
  return { x: x - 4, y: y - 8, width: 10 + name.length * 6.6, height: 16 };
}

/** A marker's box on screen, from its point and its icon's size and anchor (Leaflet's iconSize and iconAnchor). */
export function markerBox(point: { x: number; y: number }, size: readonly [number, number], anchor: readonly [number, number] = [size[0] / 2, size[1] / 2]): ScreenBox {
  return { x: point.x - anchor[0], y: point.y - anchor[1], width: size[0], height: size[1] };
}
