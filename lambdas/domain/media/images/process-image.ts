/**
 * processImage: an uploaded photo's bytes in; its size, orientation, date, place, camera, thumbnails
 * and blur-up placeholder out. No storage, no queue: the upload pipeline reads the object, calls this,
 * and writes what comes back. The original bytes are never modified (they stay the family's master copy,
 * metadata and all); only the derived images are stripped.
 */
import { sniffMedia, type ImageFormat } from '../sniff';
import type { TakenAt } from './date-taken';
import { UnsupportedImageError } from './errors';
import type { NamedFaceRegion } from './face-regions';
import type { GpsPosition } from './gps';
import { openImageSource, toImageError, type ImageSource } from './image-source';
import { isOrientation, swapsDimensions, type Orientation } from './orientation';
import type { PhotoDateQuality } from '@heirloom/shared/rules/photo-date-quality';
import { readPhotoMetadata, type Camera } from './photo-metadata';
import { DEFAULT_THUMBNAIL_SIZES, renderRenditions, type Thumbnail } from './renditions';

/** 100 megapixels: above any phone or consumer camera (a 61 MP full-frame is 9504 x 6336) and most scans. */
export const DEFAULT_MAX_PIXELS = 100_000_000;

export interface ProcessImageOptions {
  /** Thumbnail bounding boxes (default 64, 300, 1600). */
  sizes?: readonly number[];
  /** Refuse images with more pixels than this (default DEFAULT_MAX_PIXELS). */
  maxPixels?: number;
  /** These same bytes on disk, when the caller has them: a scaled JPEG decode then writes no copy of its own. */
  file?: string;
}

export interface ProcessedImage {
  format: ImageFormat;
  mime: string;
  /** Upright size of the picture shown: the original's, or a RAW file's embedded preview's. */
  width: number;
  height: number;
  /** The EXIF orientation the original carries (1 when it has none); derived images are already upright. */
  orientation: Orientation;
  thumbnails: Thumbnail[];
  placeholder: string;
  /** The fuzzy-date text to store as the photo's date_taken ('14 Jul 2019'), or null when the file has no date. */
  dateTaken: string | null;
  /** Where dateTaken came from and the exact local time written in the file. */
  takenAt: TakenAt | null;
  /** How much dateTaken is worth (photo-date-quality.ts); null when the file has no date. */
  dateQuality: PhotoDateQuality | null;
  gps: GpsPosition | null;
  camera: Camera | null;
  /** 64-bit perceptual hash as 16 hex digits (perceptual-hash.ts): near-duplicates differ in few bits. */
  perceptualHash: string;
  /** Comparable between copies of one picture only (renditions.ts SHARPNESS_SIZE). */
  sharpness: number;
  /** Faces the file's metadata names (face-regions.ts), as shares of the upright picture. */
  namedFaces: NamedFaceRegion[];
  /** The caption written into the file (photo-metadata.ts photoCaption), or null. */
  caption: string | null;
}

const KIND_NAMES = { video: 'a video', pdf: 'a PDF document', gedcom: 'a GEDCOM family tree file' } as const;

/**
 * @throws UnsupportedImageError not an image, or a format we cannot read (names the kind when it is another kind of media)
 * @throws ImageTooLargeError more pixels than `maxPixels`
 * @throws CorruptImageError damaged or truncated data
 */
export async function processImage(bytes: Buffer, options: ProcessImageOptions = {}): Promise<ProcessedImage> {
  const sniffed = sniffMedia(bytes);
  if (sniffed.kind !== 'image') {
    const what = sniffed.kind === 'unknown' ? 'not a photo we recognise' : `${KIND_NAMES[sniffed.kind]}, not a photo`;
    throw new UnsupportedImageError(`This file is ${what}.`);
  }
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
  const sizes = options.sizes ?? DEFAULT_THUMBNAIL_SIZES;
  const source = await openImageSource(bytes, sniffed.format, { maxPixels, largestSize: Math.max(...sizes), file: options.file });
  try {
    const metadata = await readPhotoMetadata(bytes, source.exifBlock);
    const { applied, reported } = orientations(source, metadata.orientation);
    const turned = swapsDimensions(applied);
    let renditions;
    try {
      renditions = await renderRenditions(source.pipeline(applied), sizes, source.hasAlpha);
    } catch (error) {
      throw toImageError(error, { width: source.storedWidth, height: source.storedHeight, maxPixels });
    }
    return {
      format: sniffed.format,
      mime: sniffed.mime,
      width: turned ? source.storedHeight : source.storedWidth,
      height: turned ? source.storedWidth : source.storedHeight,
      orientation: reported,
      thumbnails: renditions.thumbnails,
      placeholder: renditions.placeholder,
      dateTaken: metadata.takenAt?.text ?? null,
      takenAt: metadata.takenAt,
      dateQuality: metadata.dateQuality,
      gps: metadata.gps,
      camera: metadata.camera,
      perceptualHash: renditions.perceptualHash,
      sharpness: renditions.sharpness,
      namedFaces: metadata.namedFaces,
      caption: metadata.caption,
    };
  } finally {
    await source.release();
  }
}

/**
 * Which orientation turns the decoded pixels upright, and which one the original states. They differ only
 * for HEIC, whose decoder has already applied the container's rotation (the EXIF tag repeats it).
 */
function orientations(source: ImageSource, fromMetadata: number | undefined): { applied: Orientation; reported: Orientation } {
  const stated = isOrientation(fromMetadata) ? fromMetadata : undefined;
  if (source.kind === 'pixels') return { applied: 1, reported: stated ?? source.embeddedOrientation ?? 1 };
  // sharp's reading of the tag wins for the image it decodes (exifr reads digiKam's invalid 0 as-is, sharp as 1).
  const applied = source.embeddedOrientation ?? stated ?? 1;
  return { applied, reported: applied };
}
