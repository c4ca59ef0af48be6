/**
 * Harder copies of the labelled photos, made in the test (none is stored): what old albums and
 * family snapshots hold. Each is another photo of the same people. `faces` are the boxes found in
 * the original (fractions of it), for the copies that draw on or cut around a face.
 */
import sharp from 'sharp';
import type { FaceBox } from '../../lambdas/ports/faces';

export type HarderCopy = (image: Buffer, faces: readonly FaceBox[]) => Promise<Buffer>;

const GREY = { r: 128, g: 128, b: 128 };

export const HARDER_COPIES: Record<string, HarderCopy> = {
  grey: (image) => sharp(image).greyscale().jpeg({ quality: 82 }).toBuffer(),
  small: (image) => sharp(image).resize(320, 320, { fit: 'inside' }).jpeg({ quality: 70 }).toBuffer(),
  blurred: (image) => sharp(image).blur(3).jpeg({ quality: 82 }).toBuffer(),
  /** A head tilted, or a print scanned askew. */
  tilted: (image) => sharp(image).rotate(20, { background: GREY }).jpeg({ quality: 82 }).toBuffer(),
  tiltedBack: (image) => sharp(image).rotate(-35, { background: GREY }).jpeg({ quality: 82 }).toBuffer(),
  /** The lower half of every face covered (a mask, a scarf, a hand). */
  masked: async (image, faces) => {
    const { width = 1, height = 1 } = await sharp(image).metadata();
    const masks = faces.map((face) => {
      const w = Math.max(1, Math.round(face.width * width));
      const h = Math.max(1, Math.round(face.height * height * 0.45));
      return { input: { create: { width: w, height: h, channels: 3 as const, background: { r: 90, g: 110, b: 140 } } }, left: Math.round(face.left * width), top: Math.round((face.top + face.height * 0.55) * height) };
    });
    return sharp(image).composite(masks).jpeg({ quality: 82 }).toBuffer();
  },
  /** Cut close around the first face, as a face cropped from a group photo for a profile. */
  cropped: async (image, faces) => {
    const face = faces[0];
    if (!face) return image;
    const { width = 1, height = 1 } = await sharp(image).metadata();
    const left = Math.max(0, Math.round((face.left - face.width * 0.3) * width));
    const top = Math.max(0, Math.round((face.top - face.height * 0.3) * height));
    const right = Math.min(width, Math.round((face.left + face.width * 1.3) * width));
    const bottom = Math.min(height, Math.round((face.top + face.height * 1.3) * height));
    return sharp(image).extract({ left, top, width: right - left, height: bottom - top }).jpeg({ quality: 82 }).toBuffer();
  },
};

/**
 * A group photo at a distance: each portrait shrunk until its face is `faceSide` px wide, cut out
 * with its surroundings, and set in rows on a 1600 x 1067 background (the pipeline's large
 * rendition). Answers the photo and where each face was put (fractions of it).
 */
export async function groupPhotoOf(portraits: ReadonlyArray<{ image: Buffer; face: FaceBox }>, faceSide: number): Promise<{ photo: Buffer; faces: FaceBox[] }> {
  const [width, height, perRow] = [1600, 1067, 6];
  const cell = faceSide * 3;
  const placed: Array<{ input: Buffer; left: number; top: number }> = [];
  const faces: FaceBox[] = [];
  for (const [n, { image, face }] of portraits.entries()) {
    const meta = await sharp(image).metadata();
    const scale = faceSide / (face.width * (meta.width ?? 1));
    const [w, h] = [Math.round((meta.width ?? 1) * scale), Math.round((meta.height ?? 1) * scale)];
    const centre = { x: (face.left + face.width / 2) * w, y: (face.top + face.height / 2) * h };
    const cut = { left: Math.max(0, Math.round(centre.x - cell / 2)), top: Math.max(0, Math.round(centre.y - cell / 2)) };
    const input = await sharp(image).resize(w, h).extract({ ...cut, width: Math.min(cell, w - cut.left), height: Math.min(cell, h - cut.top) }).toBuffer();
    const at = { left: 100 + (n % perRow) * 230, top: 250 + Math.floor(n / perRow) * 300 };
    placed.push({ input, ...at });
    faces.push({ left: (at.left + face.left * w - cut.left) / width, top: (at.top + face.top * h - cut.top) / height, width: (face.width * w) / width, height: (face.height * h) / height });
  }
  const photo = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 190, b: 170 } } }).composite(placed).jpeg({ quality: 85 }).toBuffer();
  return { photo, faces };
}
