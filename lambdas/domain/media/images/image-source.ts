/**
 * Turns an uploaded image into something sharp can decode, after checking its size from the header so a
 * decompression bomb is refused before a single pixel is allocated:
 * - formats libvips reads itself (JPEG, PNG, WebP, GIF, TIFF, AVIF) go to sharp as they are;
 * - HEIC/HEIF (iPhone photos) are decoded by heic-decode, because the prebuilt libvips has no HEVC decoder,
 *   and handed over as raw RGBA;
 * - camera RAW files are shown through the JPEG preview the camera embedded in them.
 */
import sharp, { type FormatEnum, type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { isRawFormat, type ImageFormat } from '../sniff';
import { CorruptImageError, ImageTooLargeError, ImageProcessingError, UnsupportedImageError } from './errors';
import { truncatedBox } from './isobmff-structure';
import { applyOrientation, isOrientation, type Orientation } from './orientation';
import { jpegScaleFor, scaledJpegInput } from './jpeg-scaled-decode';
import { extractRawPreview } from './raw-preview';

export interface ImageSource {
  /** How the pixels reach sharp: the file itself, decoded pixels (HEIC) or a RAW file's preview JPEG. */
  kind: 'encoded' | 'pixels' | 'preview';
  /** Size of the image as stored, before any orientation is applied. */
  storedWidth: number;
  storedHeight: number;
  /** The orientation tag of the image sharp decodes, which sharp applies by itself. */
  embeddedOrientation?: Orientation;
  /** The EXIF block sharp found, for metadata readers that cannot parse the container. */
  exifBlock?: Buffer;
  /** Whether the pipeline's pixels carry an alpha channel (from the header: nothing is decoded to know it). */
  hasAlpha: boolean;
  /**
   * A new pipeline that decodes the image upright. `orientation` is applied when the decoded image does not
   * carry its own tag but the file states one elsewhere (a RAW preview's RAW directory; a PNG eXIf chunk).
   * A JPEG may come decoded at a reduced scale: resize it to no more than the `largestSize` it was opened for.
   */
  pipeline(orientation?: Orientation): Sharp;
  /** Frees what opening took (a copy on disk for a scaled decode); the pipeline cannot be used after. */
  release(): Promise<void>;
}

export interface SourceOptions {
  /** Refuse images with more pixels than this. */
  maxPixels: number;
  /** The largest bounding box the pipeline will be resized to: a JPEG is decoded at the least scale that fills it. */
  largestSize?: number;
  /** These same bytes on disk, when the caller has them (a scaled decode then writes no copy). */
  file?: string;
}

// 'error' rather than sharp's default 'warning': truncated and broken files are refused, but a few bad bytes
// in the compressed data (libjpeg's "Corrupt JPEG data: premature end of data segment", a worn memory card)
// only smudge a few blocks, as in any viewer, instead of costing a family the photo.
const DECODE_OPTIONS: SharpOptions = { failOn: 'error', sequentialRead: true };

/** The libvips loader for each format sharp may read; whether this build has it is asked at run time. */
const SHARP_LOADERS: Partial<Record<ImageFormat, keyof FormatEnum>> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  tiff: 'tiff',
  avif: 'heif',
  jxl: 'jxl',
  bmp: 'magick',
};

export async function openImageSource(bytes: Buffer, format: ImageFormat, options: SourceOptions): Promise<ImageSource> {
  if (format === 'heic' || format === 'heif') return openHeic(bytes, options);
  if (isRawFormat(format)) return openRawPreview(bytes, options);
  const loader = SHARP_LOADERS[format];
  if (!loader || !sharp.format[loader]?.input.buffer) {
    throw new UnsupportedImageError(`We cannot read ${format.toUpperCase()} images yet. Please convert it to JPEG or PNG and upload it again.`);
  }
  if (format === 'avif') refuseTruncatedBoxes(bytes);
  return openEncoded(bytes, format, options);
}

function refuseTruncatedBoxes(bytes: Buffer): void {
  const cut = truncatedBox(bytes);
  if (cut) throw new CorruptImageError(`the '${cut.type}' box needs ${cut.end} bytes; the file has ${bytes.length}`);
}

async function headerOf(bytes: Buffer): Promise<Metadata> {
  try {
    // Reading the header allocates no pixels, so sharp's own pixel limit is lifted here: checkSize then
    // refuses oversized images with their real dimensions in the message instead of a bare library error.
    return await sharp(bytes, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch (error) {
    throw toImageError(error);
  }
}

function checkSize(width: number | undefined, height: number | undefined, limits: SourceOptions): { width: number; height: number } {
  if (!width || !height) throw new CorruptImageError('the header gives no image size');
  if (width * height > limits.maxPixels) throw new ImageTooLargeError(width, height, limits.maxPixels);
  return { width, height };
}

async function openEncoded(bytes: Buffer, format: ImageFormat, options: SourceOptions): Promise<ImageSource> {
  const header = await headerOf(bytes);
  const { width, height } = checkSize(header.width, header.height, options);
  const embeddedOrientation = isOrientation(header.orientation) ? header.orientation : undefined;
  const input = await decodeInput(bytes, format, width, height, options);
  return {
    kind: 'encoded',
    storedWidth: width,
    storedHeight: height,
    embeddedOrientation,
    exifBlock: header.exif,
    hasAlpha: Boolean(header.hasAlpha),
    pipeline: (orientation) => upright(sharp(input.input, { ...DECODE_OPTIONS, limitInputPixels: options.maxPixels }), embeddedOrientation, orientation),
    release: input.release,
  };
}

/** The bytes as they are, or for a JPEG that a smaller decode still fills, its scaled decode (jpeg-scaled-decode.ts). */
async function decodeInput(bytes: Buffer, format: ImageFormat, width: number, height: number, options: SourceOptions): Promise<{ input: Buffer | string; release(): Promise<void> }> {
  const scale = format === 'jpeg' && options.largestSize ? jpegScaleFor(width, height, options.largestSize) : 1;
  if (scale === 1) return { input: bytes, release: async () => undefined };
  return scaledJpegInput(bytes, scale, options.file);
}

async function openHeic(bytes: Buffer, limits: SourceOptions): Promise<ImageSource> {
  // libheif inside sharp reads the container (size, EXIF) even though it cannot decode the HEVC pixels.
  const header = await headerOf(bytes);
  checkSize(header.width, header.height, limits);
  refuseTruncatedBoxes(bytes);
  let decoded: { width: number; height: number; data: Uint8ClampedArray };
  try {
    // The file lists its top-level images in no promised order; the photo is the largest (the rest are
    // previews or burst companions), and its size is known before its pixels are decoded.
    // Loaded with the first HEIC only: its WebAssembly decoder holds ~40 MB that every other photo,
    // and every archive import, would otherwise carry for nothing.
    const { default: decodeHeic } = await import('heic-decode');
    const images = await decodeHeic.all({ buffer: bytes });
    try {
      const photo = images.reduce((best, image) => (image.width * image.height > best.width * best.height ? image : best));
      checkSize(photo.width, photo.height, limits);
      decoded = await photo.decode();
    } finally {
      images.dispose();
    }
  } catch (error) {
    if (error instanceof ImageProcessingError) throw error;
    throw new CorruptImageError(error instanceof Error ? error.message : String(error));
  }
  const { width, height, data } = decoded;
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const opaque = isOpaque(pixels);
  return {
    kind: 'pixels',
    // libheif has already applied the container's rotation and mirroring: these pixels stand upright.
    storedWidth: width,
    storedHeight: height,
    exifBlock: header.exif,
    hasAlpha: !opaque,
    pipeline: () => {
      const pipeline = sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: limits.maxPixels });
      return opaque ? pipeline.removeAlpha() : pipeline;
    },
    release: async () => undefined,
  };
}

/** heic-decode always returns RGBA; most photos have no transparency and need no alpha channel downstream. */
function isOpaque(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

async function openRawPreview(bytes: Buffer, options: SourceOptions): Promise<ImageSource> {
  const preview = extractRawPreview(bytes);
  if (!preview) {
    throw new UnsupportedImageError('This RAW file has no preview picture we can show. Please export it as a JPEG from your photo editor and upload that.');
  }
  checkSize(preview.width, preview.height, options);
  const header = await headerOf(preview.jpeg);
  const embeddedOrientation = isOrientation(header.orientation) ? header.orientation : undefined;
  // The caller's file is the RAW file, not the preview inside it.
  const input = await decodeInput(preview.jpeg, 'jpeg', preview.width, preview.height, { ...options, file: undefined });
  return {
    kind: 'preview',
    storedWidth: preview.width,
    storedHeight: preview.height,
    embeddedOrientation,
    exifBlock: header.exif,
    hasAlpha: Boolean(header.hasAlpha),
    pipeline: (orientation) => upright(sharp(input.input, { ...DECODE_OPTIONS, limitInputPixels: options.maxPixels }), embeddedOrientation, orientation),
    release: input.release,
  };
}

/** sharp turns an image by its own tag; otherwise by the one the file states elsewhere, if any. */
function upright(pipeline: Sharp, embedded: Orientation | undefined, stated: Orientation | undefined): Sharp {
  if (embedded) return pipeline.autoOrient();
  return stated && stated !== 1 ? applyOrientation(pipeline, stated) : pipeline;
}

/** sharp's and libvips' failures, sorted into what the person can be told. */
export function toImageError(error: unknown, size?: { width: number; height: number; maxPixels: number }): ImageProcessingError {
  if (error instanceof ImageProcessingError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message) && size) return new ImageTooLargeError(size.width, size.height, size.maxPixels);
  if (/unsupported image format/i.test(message)) {
    return new UnsupportedImageError('This file is not an image we can read.', message);
  }
  return new CorruptImageError(message);
}
