/**
 * The derived images the app shows: a ladder of sizes, each as WebP (smaller, what browsers get) and
 * JPEG (for mail, exports and anything that cannot take WebP), plus a tiny blurred placeholder inlined as
 * a data: URI so a grid paints instantly and sharpens as thumbnails arrive.
 *
 * Cost is dominated by decoding the original, so it is decoded exactly once, straight to the largest
 * size (sharp lets JPEG decode at 1/2, 1/4 or 1/8 scale when the target allows), into raw pixels in
 * memory; each smaller size is resized from the one above it, and every encode runs as soon as its pixels
 * exist. Derived images carry no metadata: sharp writes none unless asked, so GPS positions, camera
 * serial numbers and faces' names never leak through a shared thumbnail.
 */
import sharp, { type Sharp } from 'sharp';

export interface Thumbnail {
  /** The bounding box: the picture fits inside size x size, keeping its proportions, never enlarged. */
  size: number;
  width: number;
  height: number;
  webp: Buffer;
  jpeg: Buffer;
}

export interface Renditions {
  /** Smallest first. */
  thumbnails: Thumbnail[];
  /** 'data:image/webp;base64,...', a few hundred bytes. */
  placeholder: string;
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Grid cells (64, 300) and a screen-filling view (1600). */
export const DEFAULT_THUMBNAIL_SIZES = [64, 300, 1600] as const;
export const PLACEHOLDER_SIZE = 16;

// WebP's default effort (4) costs more than decoding the original; effort 2 is 2-3x faster for 3-5% more bytes
// (measured on the test photos at 300 and 1600 px), and encoding is most of the pipeline's cost above the decode.
const WEBP_EFFORT = 2;
const WEBP_QUALITY = 80;
const JPEG_QUALITY = 82;
// JPEG cannot hold transparency: transparent areas of a PNG or WebP turn white, as on a printed page.
const JPEG_BACKGROUND = '#ffffff';

const fromPixels = (pixels: Pixels): Sharp =>
  sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });

async function toPixels(pipeline: Sharp, size: number): Promise<Pixels> {
  const { data, info } = await pipeline
    .resize(size, size, { fit: 'inside', withoutEnlargement: true })
    // One colour space for everything downstream; 16-bit PNGs and TIFFs become 8 bits here, CMYK becomes RGB.
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

async function encode(pixels: Pixels, size: number): Promise<Thumbnail> {
  const hasAlpha = pixels.channels === 2 || pixels.channels === 4;
  const [webp, jpeg] = await Promise.all([
    fromPixels(pixels).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer(),
    (hasAlpha ? fromPixels(pixels).flatten({ background: JPEG_BACKGROUND }) : fromPixels(pixels)).jpeg({ quality: JPEG_QUALITY }).toBuffer(),
  ]);
  return { size, width: pixels.width, height: pixels.height, webp, jpeg };
}

async function placeholderFrom(pixels: Pixels): Promise<string> {
  const webp = await fromPixels(pixels)
    .resize(PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, { fit: 'inside', withoutEnlargement: true })
    // Blurred here, not only by the browser's upscaling, so no 16-px blockiness shows before the thumbnail arrives.
    .blur(0.8)
    .webp({ quality: 40, effort: 6 })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}

/**
 * @param upright a pipeline that decodes the source the right way up (see image-source.ts)
 * @param sizes bounding boxes, in any order
 */
export async function renderRenditions(upright: Sharp, sizes: readonly number[] = DEFAULT_THUMBNAIL_SIZES): Promise<Renditions> {
  const descending = [...new Set(sizes)].sort((a, b) => b - a);
  if (!descending.length || descending.some((size) => !Number.isInteger(size) || size < 1)) {
    throw new RangeError(`Thumbnail sizes must be positive integers, got ${sizes.join(', ')}`);
  }
  const encodes: Array<Promise<Thumbnail>> = [];
  const startEncoding = (pixels: Pixels, size: number) => {
    const encoding = encode(pixels, size);
    // Awaited below; this stops a failure that lands while the next size is resizing from counting as unhandled.
    encoding.catch(() => undefined);
    encodes.push(encoding);
  };
  let pixels = await toPixels(upright, descending[0]!);
  startEncoding(pixels, descending[0]!);
  for (const size of descending.slice(1)) {
    pixels = await toPixels(fromPixels(pixels), size);
    startEncoding(pixels, size);
  }
  const [thumbnails, placeholder] = await Promise.all([Promise.all(encodes), placeholderFrom(pixels)]);
  return { thumbnails: thumbnails.reverse(), placeholder };
}
