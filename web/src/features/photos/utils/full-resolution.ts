import type { PhotoView } from '@heirloom/shared/contracts/media';

/** The longest side of the lightbox's picture (the server's 1600 px rendition, never enlarged). */
export const LARGE_RENDITION_PX = 1600;

/** Uploads every browser draws as they are (shared/uploads.ts also takes HEIC, TIFF and RAW, which most cannot). */
const SHOWN_AS_UPLOADED = new Set(['jpg', 'jpeg', 'jpe', 'png', 'webp', 'gif']);

/**
 * The address of the photo as uploaded, for the lightbox to show when it is zoomed past the 1600 px
 * picture: `image_url` goes through the same-origin media gate (GET /api/media/{key}?original=1),
 * which checks the session like every picture link. Null when the browser cannot draw the original
 * (HEIC, TIFF, RAW), when the 1600 px picture is already the whole of it, when it is a video, and
 * when the shown pictures were corrected or turned.
 */
export function fullResolutionUrl(photo: Pick<PhotoView, 'image_type' | 'name' | 'width' | 'height' | 'image_url' | 'redrawn'>): string | null {
  if (photo.image_type !== 'photo' || !photo.image_url) return null;
  if (Math.max(photo.width, photo.height) <= LARGE_RENDITION_PX) return null;
  const extension = photo.name.slice(photo.name.lastIndexOf('.') + 1).toLowerCase();
  if (!photo.name.includes('.') || !SHOWN_AS_UPLOADED.has(extension)) return null;
  // The original is never changed: it would show the photo without the correction or turn the family asked for.
  if (photo.redrawn) return null;
  return photo.image_url;
}

/** The 1600 px picture's width in its own pixels (the server shrinks the longest side to 1600, never enlarges). */
export function largeRenditionWidth(photo: Pick<PhotoView, 'width' | 'height'>): number {
  const longest = Math.max(photo.width, photo.height);
  return longest > LARGE_RENDITION_PX ? (photo.width * LARGE_RENDITION_PX) / longest : photo.width;
}
