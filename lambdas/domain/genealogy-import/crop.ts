import type { FaceBox } from '../../ports/faces';

/**
 * A GEDCOM 7 `CROP` (under a link to an image): the region in whole pixels. We read and write it
 * in the image as shown, its EXIF orientation applied (the frame our face boxes and every viewer
 * use); the specification speaks only of "the image".
 */
export interface PixelCrop {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** A face box (shares of the upright image) as a CROP of an image this size, inside its edges. */
export function cropOfBox(box: FaceBox, imageWidth: number, imageHeight: number): PixelCrop {
  const left = clamp(Math.round(box.left * imageWidth), 0, imageWidth - 1);
  const top = clamp(Math.round(box.top * imageHeight), 0, imageHeight - 1);
  return {
    left,
    top,
    width: clamp(Math.round(box.width * imageWidth), 1, imageWidth - left),
    height: clamp(Math.round(box.height * imageHeight), 1, imageHeight - top),
  };
}

/**
 * A CROP as a box of shares of the image: what it leaves out defaults as the specification says
 * (LEFT and TOP to 0, WIDTH and HEIGHT to the rest of the image), and a region past the edges is
 * cut at them. Null when nothing of it is inside the image.
 */
export function boxOfCrop(crop: Partial<PixelCrop>, imageWidth: number, imageHeight: number): FaceBox | null {
  if (imageWidth <= 0 || imageHeight <= 0) return null;
  const left = Math.max(0, crop.left ?? 0);
  const top = Math.max(0, crop.top ?? 0);
  const width = Math.min(crop.width ?? imageWidth - left, imageWidth - left);
  const height = Math.min(crop.height ?? imageHeight - top, imageHeight - top);
  if (width <= 0 || height <= 0) return null;
  return { left: left / imageWidth, top: top / imageHeight, width: width / imageWidth, height: height / imageHeight };
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));
