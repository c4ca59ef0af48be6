/**
 * Fits a display size inside limits without enlarging it, keeping the aspect ratio, on even numbers:
 * H.264 with 4:2:0 chroma cannot encode an odd width or height.
 */
export function fitWithin(width: number, height: number, maxLong: number, maxShort: number): { width: number; height: number } {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const scale = Math.min(1, maxLong / long, maxShort / short);
  return { width: even(width * scale), height: even(height * scale) };
}

function even(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}
