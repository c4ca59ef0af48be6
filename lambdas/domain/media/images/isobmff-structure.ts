/**
 * Whether an ISO base media file (HEIC, HEIF, AVIF) is complete. libheif happily decodes a HEIC cut
 * short, painting the missing tiles grey, which would store a half-grey "photo" after an interrupted
 * upload; the top-level boxes say how long the file should be, so a cut is visible without decoding.
 */

/** The first top-level box that runs past the end of the bytes, or null when every box fits. */
export function truncatedBox(bytes: Uint8Array): { type: string; end: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (size === 1) {
      // A 64-bit size follows the type (large 'mdat' boxes).
      if (at + 16 > bytes.length) return { type, end: at + 16 };
      size = Number(view.getBigUint64(at + 8));
    } else if (size === 0) {
      return null; // "to the end of the file": nothing to compare against
    }
    if (size < 8) return { type, end: at + 8 }; // nonsense size: the structure is broken
    if (at + size > bytes.length) return { type, end: at + size };
    at += size;
  }
  // Trailing bytes too few for a box header are a cut too.
  return at === bytes.length ? null : { type: '', end: at + 8 };
}
