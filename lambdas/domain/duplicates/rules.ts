/**
 * The rules of near-duplicates (issue 34, item 4), pure so the unit tests, the bench and the use
 * cases share them: how far apart two perceptual hashes may be, which index buckets a hash is filed
 * under, how pairs join into groups, and which photo of a group to suggest keeping.
 */

/**
 * Two photos are near-duplicates when their 64-bit hashes differ in at most this many bits. Measured
 * on the shared photos (npm run bench -- duplicates): resized, recompressed and colour-shifted copies
 * differ in 0-4 bits (a few strong hue shifts in far more), 5% crops in 0-16, and the closest pair
 * of different photos in 16; 10 keeps a margin to the unrelated photos that 20,000-photo families need.
 */
export const NEAR_DUPLICATE_BITS = 10;

/**
 * A crop or a re-scan changes the shape a little; a portrait and a landscape of one scene are not
 * copies even when their hashes (which ignore the shape) agree.
 */
export const MAX_ASPECT_CHANGE = 1.25;

/** Bits set in each hex digit. */
const NIBBLE_BITS = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

export function hammingDistance(a: string, b: string): number {
  if (a.length !== 16 || b.length !== 16) throw new RangeError('Perceptual hashes are 16 hex digits');
  let bits = 0;
  for (let i = 0; i < 16; i++) bits += NIBBLE_BITS[parseInt(a[i]!, 16) ^ parseInt(b[i]!, 16)]!;
  return bits;
}

export interface Fingerprint {
  hash: string;
  width: number;
  height: number;
}

export function areNearDuplicates(a: Fingerprint, b: Fingerprint): boolean {
  if (hammingDistance(a.hash, b.hash) > NEAR_DUPLICATE_BITS) return false;
  const shapeA = a.width / Math.max(1, a.height);
  const shapeB = b.width / Math.max(1, b.height);
  return Math.max(shapeA, shapeB) / Math.max(1e-6, Math.min(shapeA, shapeB)) <= MAX_ASPECT_CHANGE;
}

/**
 * The index's buckets for a hash (locality-sensitive hashing). A family's photos are filed under 16
 * buckets each: the hash's 8 bytes, and the 8 bytes of the same bits in a fixed shuffled order. Two
 * hashes that share any bucket are compared in full; those that share none are never compared. Two
 * hashes within 7 bits always share one of the first 8 (pigeonhole); the shuffled 8 catch most pairs
 * 8-10 bits apart, whose differing bits the plain bytes happen to spread over every byte. A bucket
 * holds about 1/256 of a family's photos, so finding a photo's candidates reads ~16/256 of the family
 * (about 1,250 small items of 20,000) with 16 Queries, and no pair of photos is ever enumerated.
 */
export const BUCKETS_PER_PHOTO = 16;

// A fixed permutation of the 64 bit positions (stride 9 is coprime with 64, so each bit once), so the
// second set of bytes mixes bits from every byte of the first.
const SHUFFLED = Array.from({ length: 64 }, (_, i) => (i * 9 + 5) % 64);

function bitsOf(hash: string): number[] {
  const bits: number[] = [];
  for (const digit of hash) {
    const value = parseInt(digit, 16);
    for (let bit = 3; bit >= 0; bit--) bits.push((value >> bit) & 1);
  }
  return bits;
}

const byteHex = (bits: readonly number[], from: number) => bits.slice(from, from + 8).reduce((value, bit) => (value << 1) | bit, 0).toString(16).padStart(2, '0');

/** 'b0:3f' .. 'b15:a2': the bucket number and the byte's value. */
export function bucketsOf(hash: string): string[] {
  const plain = bitsOf(hash);
  const shuffled = SHUFFLED.map((position) => plain[position]!);
  const buckets: string[] = [];
  for (let band = 0; band < 8; band++) buckets.push(`b${band}:${byteHex(plain, band * 8)}`);
  for (let band = 0; band < 8; band++) buckets.push(`b${band + 8}:${byteHex(shuffled, band * 8)}`);
  return buckets;
}

/** What the suggestion weighs for one photo of a group. */
export interface KeepCandidate {
  photoId: string;
  width: number;
  height: number;
  /** Bytes of the original: between equal sizes, the less compressed copy. */
  size: number;
  sharpness: number | null;
  hasDate: boolean;
  hasPlace: boolean;
  namedFaces: number;
  hasDescription: boolean;
  hasEvent: boolean;
  createdAt: number;
}

/** Resolutions within this factor count as the same (a re-save rounds, a 5% crop trims). */
const SAME_RESOLUTION = 1.2;
/** Sharpness scores within this factor count as equally sharp. */
const SAME_SHARPNESS = 1.1;

const metadataScore = (c: KeepCandidate) => Number(c.hasDate) + Number(c.hasPlace) + Number(c.hasDescription) + Number(c.hasEvent) + Math.min(c.namedFaces, 5);

/** Negative when `a` is the better one to keep. */
function compareForKeeping(a: KeepCandidate, b: KeepCandidate): number {
  const pixelsA = a.width * a.height;
  const pixelsB = b.width * b.height;
  if (pixelsA > pixelsB * SAME_RESOLUTION) return -1;
  if (pixelsB > pixelsA * SAME_RESOLUTION) return 1;
  if (a.sharpness !== null && b.sharpness !== null) {
    if (a.sharpness > b.sharpness * SAME_SHARPNESS) return -1;
    if (b.sharpness > a.sharpness * SAME_SHARPNESS) return 1;
  }
  const metadata = metadataScore(b) - metadataScore(a);
  if (metadata) return metadata;
  if (pixelsA !== pixelsB) return pixelsB - pixelsA;
  if (a.size !== b.size) return b.size - a.size;
  // The first uploaded: the copy the family has known longest.
  return a.createdAt - b.createdAt || (a.photoId < b.photoId ? -1 : 1);
}

/** The group in order of preference: the suggestion to keep first, with why. */
export function rankForKeeping<C extends KeepCandidate>(candidates: readonly C[]): C[] {
  return [...candidates].sort(compareForKeeping);
}

/** Why the first of a ranked group is suggested, in the words the review page shows. */
export function keepReason(ranked: readonly KeepCandidate[]): string {
  const [best, next] = ranked;
  if (!best || !next) return '';
  if (best.width * best.height > next.width * next.height * SAME_RESOLUTION) return 'Highest resolution';
  if (best.sharpness !== null && next.sharpness !== null && best.sharpness > next.sharpness * SAME_SHARPNESS) return 'Sharpest';
  if (metadataScore(best) > metadataScore(next)) return 'Most details (date, place, names)';
  if (best.width * best.height > next.width * next.height) return 'Highest resolution';
  if (best.size > next.size) return 'Least compressed';
  return 'Uploaded first';
}
