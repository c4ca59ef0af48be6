/**
 * A photo's fingerprint for finding near-duplicates (issue 34, item 4): a 64-bit DCT perceptual hash
 * (pHash) and a cheap sharpness score, both computed from pixels the rendition ladder has already
 * decoded, so the original is never decoded a second time.
 *
 * Why pHash rather than dHash: on the shared test photos both survive resizing and JPEG quality 60
 * (0-4 bits of 64), dHash is steadier under a colour shift, but pHash keeps different photos further
 * apart (nearest unrelated pair 16 bits against dHash's 7), and at 20,000 photos a family has 200
 * million pairs: a false "duplicate" costs a wrong suggestion to delete, a miss costs only a copy.
 */
import sharp from 'sharp';
import { greyOf, type SmallPixels } from './small-pixels';

export type RawPixels = SmallPixels;

/** The DCT runs on a 32 x 32 grey image; its lowest 8 x 8 frequencies give the 64 bits. */
const DCT_SIZE = 32;
const HASH_SIDE = 8;

const COSINES: Float64Array[] = Array.from({ length: HASH_SIDE }, (_, u) => {
  const row = new Float64Array(DCT_SIZE);
  for (let x = 0; x < DCT_SIZE; x++) row[x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * DCT_SIZE));
  return row;
});

const raw = (pixels: RawPixels) => sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });

/**
 * 16 hex digits. Each bit says whether one of the 8 x 8 lowest frequencies is above the median of
 * the 63 that are not constant: a hash of the picture's broad shapes, blind to size, compression and
 * overall brightness.
 */
export async function perceptualHash(pixels: RawPixels): Promise<string> {
  // Aspect ratio is dropped on purpose: a resized copy keeps it, and a 5% crop barely moves it.
  const grey = await raw(pixels).removeAlpha().greyscale().resize(DCT_SIZE, DCT_SIZE, { fit: 'fill' }).raw().toBuffer();
  return hashOfGrey(grey);
}

/** The hash of a 32 x 32 one-channel image (exported for tests and benches that already hold one). */
export function hashOfGrey(grey: Uint8Array): string {
  // Separable DCT: rows first (32 x 8 sums), then columns.
  const rows = new Float64Array(DCT_SIZE * HASH_SIDE);
  for (let y = 0; y < DCT_SIZE; y++) {
    for (let v = 0; v < HASH_SIDE; v++) {
      let sum = 0;
      const cos = COSINES[v]!;
      for (let x = 0; x < DCT_SIZE; x++) sum += grey[y * DCT_SIZE + x]! * cos[x]!;
      rows[y * HASH_SIDE + v] = sum;
    }
  }
  const coefficients = new Float64Array(HASH_SIDE * HASH_SIDE);
  for (let u = 0; u < HASH_SIDE; u++) {
    const cos = COSINES[u]!;
    for (let v = 0; v < HASH_SIDE; v++) {
      let sum = 0;
      for (let y = 0; y < DCT_SIZE; y++) sum += rows[y * HASH_SIDE + v]! * cos[y]!;
      coefficients[u * HASH_SIDE + v] = sum;
    }
  }
  // The median of the non-constant terms: the constant term (overall brightness) would skew it.
  const sorted = Array.from(coefficients.subarray(1)).sort((a, b) => a - b);
  const median = sorted[31]!;
  let hex = '';
  for (let nibble = 0; nibble < 16; nibble++) {
    let value = 0;
    for (let bit = 0; bit < 4; bit++) value = (value << 1) | (coefficients[nibble * 4 + bit]! > median ? 1 : 0);
    hex += value.toString(16);
  }
  return hex;
}

/**
 * How crisp the picture is: the standard deviation of a Laplacian filter over the grey image (edges
 * make it large, blur and soft re-scans small). Only comparable between copies of one picture
 * measured at the same size, which is how the keep suggestion uses it (the 300 px rendition).
 */
export function sharpness(pixels: RawPixels): number {
  // Grey in JS (small-pixels.ts, the same luminance as sharp's greyscale()): sharp's conversion cost more to set up than to run.
  const grey = greyOf(pixels);
  const { width, height } = pixels;
  if (width < 3 || height < 3) return 0;
  // The 4-neighbour Laplacian, summed here rather than by sharp, whose stats() read the input image.
  let sum = 0;
  let squares = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      const value = grey[at - width]! + grey[at + width]! + grey[at - 1]! + grey[at + 1]! - 4 * grey[at]!;
      sum += value;
      squares += value * value;
    }
  }
  const count = (width - 2) * (height - 2);
  const variance = squares / count - (sum / count) ** 2;
  return Math.round(Math.sqrt(Math.max(0, variance)) * 100) / 100;
}
