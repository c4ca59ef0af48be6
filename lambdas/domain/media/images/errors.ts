/**
 * Why an image could not be processed, as classes the upload pipeline can tell apart (mark the upload
 * failed, tell the person which file and why) without parsing library messages. Messages are written for
 * the person who uploaded the file; the library's own words, if any, travel in `detail` for the log.
 */
import { DomainError } from '../../errors';

export abstract class ImageProcessingError extends DomainError {
  constructor(
    message: string,
    /** What the decoder said, for the log only (never shown: it can be cryptic or leak internals). */
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** Not an image we can read: another kind of file, or an image format we have no decoder for. */
export class UnsupportedImageError extends ImageProcessingError {}

/** More pixels than we agree to decode: a decompression bomb, or a genuinely gigantic scan or panorama. */
export class ImageTooLargeError extends ImageProcessingError {
  constructor(
    readonly width: number,
    readonly height: number,
    readonly maxPixels: number,
  ) {
    super(
      `This image is too large to process (${width} x ${height} pixels; the limit is ${Math.round(maxPixels / 1_000_000)} megapixels).`,
    );
  }
}

/** The file claims to be an image but its data is damaged or cut short (an interrupted upload, a bad card). */
export class CorruptImageError extends ImageProcessingError {
  constructor(detail?: string) {
    super('This image file is damaged or incomplete, so it cannot be shown. Try uploading it again from the original.', detail);
  }
}
