/**
 * Walks a JPEG's marker segments without decoding it: where it ends, how big its frame is and which
 * coding it uses. RAW files hide viewable JPEG previews among sensor data; this tells a real,
 * decodable preview (baseline or progressive) from the lossless JPEG some cameras use for the sensor data
 * itself and from random bytes that happen to look like a start-of-image marker.
 */

export interface JpegExtent {
  /** Offset of the FF D8 start-of-image marker. */
  start: number;
  /** Offset just past the FF D9 end-of-image marker. */
  end: number;
  width: number;
  height: number;
  /** The start-of-frame marker (0xC0 baseline, 0xC1 extended, 0xC2 progressive, 0xC3 lossless, ...). */
  frameType: number;
}

/** The frame types a standard decoder (libjpeg in sharp) can show: baseline, extended sequential, progressive. */
export const DECODABLE_FRAME_TYPES = new Set([0xc0, 0xc1, 0xc2]);

// A frame is one of C0..CF, except C4 (Huffman tables), C8 (reserved) and CC (arithmetic conditioning).
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * The JPEG that starts at `start`, or null when the bytes there are not a complete, well-formed one
 * (truncated, no frame header, nonsense segment lengths). Reads at most `limit` bytes (default: to the end).
 */
export function readJpegAt(bytes: Uint8Array, start: number, limit = bytes.length): JpegExtent | null {
  const end = Math.min(limit, bytes.length);
  if (start + 4 > end || bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return null;
  let at = start + 2;
  let frame: { width: number; height: number; frameType: number } | null = null;
  while (at + 1 < end) {
    if (bytes[at] !== 0xff) return null;
    let marker = bytes[at + 1]!;
    // Any number of 0xFF fill bytes may precede a marker.
    while (marker === 0xff && at + 2 < end) marker = bytes[++at + 1]!;
    at += 2;
    if (marker === 0xd9) return frame ? { start, end: at, ...frame } : null;
    if (isRestart(marker) || marker === 0x01) continue;
    if (at + 2 > end) return null;
    const length = (bytes[at]! << 8) | bytes[at + 1]!;
    if (length < 2 || at + length > end) return null;
    if (isStartOfFrame(marker)) {
      if (length < 8) return null;
      const height = (bytes[at + 3]! << 8) | bytes[at + 4]!;
      const width = (bytes[at + 5]! << 8) | bytes[at + 6]!;
      frame = { width, height, frameType: marker };
    }
    at += length;
    if (marker === 0xda) {
      // Entropy-coded data follows a scan header: 0xFF inside it is always followed by 0x00 (stuffing)
      // or a restart marker, so the next other 0xFF xx is the next real marker.
      at = nextMarker(bytes, at, end);
      if (at < 0) return null;
    }
  }
  return null;
}

function nextMarker(bytes: Uint8Array, from: number, end: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at < 0 || at + 1 >= end) return -1;
    const following = bytes[at + 1]!;
    if (following !== 0x00 && following !== 0xff && !isRestart(following)) return at;
    at += following === 0xff ? 1 : 2;
  }
}
