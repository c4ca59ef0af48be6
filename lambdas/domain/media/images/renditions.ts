/**
 * The derived images the app shows: a ladder of sizes, each in one format, plus a tiny blurred
 * placeholder inlined as a data: URI so a grid paints instantly and sharpens as thumbnails arrive.
 * Grid sizes (64, 300) are WebP: dozens are on screen at once, so their bytes matter most, and every
 * browser we support shows WebP. The screen-filling size (1600) is JPEG: it is what the faces service
 * reads (Rekognition takes only JPEG and PNG), so one file serves the viewer and the faces, and a
 * second WebP copy would cost more to encode (~60 ms at effort 2) than the whole rest of the ladder.
 *
 * Cost is dominated by decoding the original, so it is decoded exactly once, straight to the largest
 * size (a JPEG at 1/2, 1/4 or 1/8 scale when that still fills it: jpeg-scaled-decode.ts), and each
 * smaller size is resized from the one above it. An opaque picture whose largest size is a JPEG is encoded
 * straight from the decode, and the next size is read back from that JPEG (at 1/4 scale, ~5 ms): holding
 * the 1600 px picture as raw pixels in between (5.8 MB, copied out and back in twice) cost more. Otherwise
 * the largest size is held as raw pixels. Every encode runs as soon as its pixels exist. For a 12-megapixel
 * JPEG the 1600 px JPEG alone (its 1/2-scale decode, resize and encode) costs ~1.7x the 1/8-scale decode a
 * 300 px thumbnail alone needs, which bounds the whole ladder (bench imageThroughput's 1600 px floor).
 * Derived images carry no metadata: sharp writes none unless asked, so GPS positions, camera
 * serial numbers and faces' names never leak through a shared thumbnail.
 */
import sharp, { type Sharp } from 'sharp';
import { perceptualHash, sharpness } from './perceptual-hash';
import { blurred, fitInside, shrinkByArea, type SmallPixels } from './small-pixels';

export type RenditionFormat = 'webp' | 'jpeg';

export interface Thumbnail {
  /** The bounding box: the picture fits inside size x size, keeping its proportions, never enlarged. */
  size: number;
  width: number;
  height: number;
  format: RenditionFormat;
  bytes: Buffer;
}

export interface Renditions {
  /** Smallest first. */
  thumbnails: Thumbnail[];
  /** 'data:image/webp;base64,...', a few hundred bytes. */
  placeholder: string;
  /** 64-bit perceptual hash (16 hex digits) of the smallest size, for finding near-duplicates. */
  perceptualHash: string;
  /** Laplacian contrast at SHARPNESS_SIZE (or the nearest size made): which of two copies is crisper. */
  sharpness: number;
}

type Pixels = SmallPixels;

/** Grid cells (64, 300) and a screen-filling view (1600). */
export const DEFAULT_THUMBNAIL_SIZES = [64, 300, 1600] as const;
export const PLACEHOLDER_SIZE = 16;
/** Copies of one picture are compared for sharpness at one size, the grid thumbnail's (~0.5 ms there). */
export const SHARPNESS_SIZE = 300;
/** From this bounding box up a rendition is a JPEG (see above); below it, WebP. */
export const JPEG_FROM_SIZE = 1600;

export const renditionFormat = (size: number): RenditionFormat => (size >= JPEG_FROM_SIZE ? 'jpeg' : 'webp');
export const RENDITION_MIME: Record<RenditionFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

// WebP's default effort (4) is ~1.5x slower than effort 2 for 3-5% fewer bytes (measured on the test photos).
const WEBP_EFFORT = 2;
const WEBP_QUALITY = 80;
// Without the optimised Huffman tables pass: on 12 MP photos that pass took 12 of the ~19 ms a 1600 px
// JPEG took to encode, to save 13% of its bytes; quality 80 without it makes files as small as 82 with it
// (145 against 142 KiB), and the two cannot be told apart.
export const JPEG_OPTIONS = { quality: 80, optimiseCoding: false } as const;
// JPEG cannot hold transparency: transparent areas of a PNG or WebP turn white, as on a printed page.
const JPEG_BACKGROUND = '#ffffff';
// Lanczos with two lobes rather than sharp's default three: every step of the ladder shrinks by less than
// 2x after the decode scale or libvips' integer shrink, where the two cannot be told apart (PSNR 44-52 dB
// between them at 1600 px, against 33-41 dB for the JPEG encoding itself), and it costs ~3 ms less per photo.
export const RESIZE_KERNEL = 'lanczos2';

const fromPixels = (pixels: Pixels): Sharp =>
  sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });

async function toPixels(pipeline: Sharp, size: number): Promise<Pixels> {
  const { data, info } = await pipeline
    .resize(size, size, { fit: 'inside', withoutEnlargement: true, kernel: RESIZE_KERNEL })
    // One colour space for everything downstream; 16-bit PNGs and TIFFs become 8 bits here, CMYK becomes RGB.
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

async function encode(pixels: Pixels, size: number): Promise<Thumbnail> {
  const format = renditionFormat(size);
  const hasAlpha = pixels.channels === 2 || pixels.channels === 4;
  const bytes =
    format === 'webp'
      ? await fromPixels(pixels).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer()
      : await (hasAlpha ? fromPixels(pixels).flatten({ background: JPEG_BACKGROUND }) : fromPixels(pixels)).jpeg(JPEG_OPTIONS).toBuffer();
  return { size, width: pixels.width, height: pixels.height, format, bytes };
}

/** The largest size as a JPEG straight from the decode, with no raw pixels in between (opaque pictures only). */
async function encodeStraight(upright: Sharp, size: number): Promise<Thumbnail> {
  const { data, info } = await upright
    .resize(size, size, { fit: 'inside', withoutEnlargement: true, kernel: RESIZE_KERNEL })
    .toColourspace('srgb')
    .jpeg(JPEG_OPTIONS)
    .toBuffer({ resolveWithObject: true });
  return { size, width: info.width, height: info.height, format: 'jpeg', bytes: data };
}

async function placeholderFrom(pixels: Pixels): Promise<string> {
  // Shrunk and blurred in JS (small-pixels.ts): for a picture this small sharp's set-up is the whole cost.
  // Blurred here, not only by the browser's upscaling, so no 16-px blockiness shows before the thumbnail arrives.
  const { width, height } = fitInside(pixels.width, pixels.height, PLACEHOLDER_SIZE);
  const tiny = blurred(shrinkByArea(pixels, width, height));
  const webp = await fromPixels(tiny).webp({ quality: 40, effort: 6 }).toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}

/**
 * @param upright a pipeline that decodes the source the right way up (see image-source.ts)
 * @param sizes bounding boxes, in any order
 * @param hasAlpha whether the source has an alpha channel, when the caller knows it from the header it has read
 */
export async function renderRenditions(upright: Sharp, sizes: readonly number[] = DEFAULT_THUMBNAIL_SIZES, hasAlpha?: boolean): Promise<Renditions> {
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
  const [largest, ...smaller] = descending as [number, ...number[]];
  // The sizes made from raw pixels below: all of them, or all but a largest encoded straight from the decode.
  let ladder = descending;
  let pixels: Pixels;
  if (smaller.length && renditionFormat(largest) === 'jpeg' && !(hasAlpha ?? (await upright.clone().metadata()).hasAlpha)) {
    const straight = await encodeStraight(upright, largest);
    encodes.push(Promise.resolve(straight));
    ladder = smaller;
    pixels = await toPixels(sharp(straight.bytes), ladder[0]!);
  } else {
    pixels = await toPixels(upright, largest);
  }
  startEncoding(pixels, ladder[0]!);
  // The fingerprints read pixels already decoded for a rendition, never the original again.
  let forSharpness = pixels;
  for (const size of ladder.slice(1)) {
    pixels = await toPixels(fromPixels(pixels), size);
    startEncoding(pixels, size);
    if (size >= SHARPNESS_SIZE) forSharpness = pixels;
  }
  const crispness = sharpness(forSharpness);
  const [thumbnails, placeholder, hash] = await Promise.all([Promise.all(encodes), placeholderFrom(pixels), perceptualHash(pixels)]);
  return { thumbnails: thumbnails.reverse(), placeholder, perceptualHash: hash, sharpness: crispness };
}
