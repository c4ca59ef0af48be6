import * as z from 'zod';

/** Signed, short-lived links to a picture's sizes (the spec's thumbnail_urls, keyed by size). */
export const thumbnailUrls = z.object({ '64': z.string(), '300': z.string(), '1600': z.string() });

export const locationView = z.object({ id: z.string(), formatted_address: z.string(), place_id: z.string().nullable() });
export type LocationView = z.infer<typeof locationView>;

/** A photo or video as the client shows it (spec 000 section 3, 001 section 3 Photo). */
export const photoView = z.object({
  id: z.string(),
  object_type: z.literal('photo'),
  image_type: z.enum(['photo', 'video']),
  system: z.enum(['own', 'google', 'facebook', 'dropbox']),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  orientation: z.number().int().min(1).max(8),
  thumbnail_urls: thumbnailUrls,
  /** Blurred few-hundred-byte preview shown while the thumbnail loads. */
  placeholder: z.string().nullable(),
  /** The original as uploaded (download), and for videos the browser-playable file. */
  image_url: z.string(),
  /** Its pictures were drawn again with a correction or a turn the original lacks: the viewer never shows the original in their place. Absent: not redrawn. */
  redrawn: z.boolean().optional(),
  video_url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  date_taken: z.string().nullable(),
  location: locationView.nullable(),
  location_id: z.string().nullable(),
  event_id: z.string().nullable(),
  description: z.string().nullable(),
  uploaded_by: z.string(),
  user_id: z.string(),
  username: z.string().nullable(),
  /** In the family's Favourites (any member stars a photo; the family shares the star). */
  favorite: z.boolean(),
});
export type PhotoView = z.infer<typeof photoView>;

export const documentPageView = z.object({ page: z.number(), width: z.number(), height: z.number(), thumbnail_urls: thumbnailUrls });
export const documentView = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  publication: z.string().nullable(),
  page_count: z.number(),
  has_page: z.boolean(),
  cover: thumbnailUrls.nullable(),
  download_url: z.string(),
  user_id: z.string(),
});
export type DocumentView = z.infer<typeof documentView>;

/** GET /media/{key+}: a stored file through the media gate (the links in every view point here). */
export const mediaParams = z.object({ key: z.string().min(1).max(1024) });
export const mediaQuery = z.object({
  /** '1': the original upload (downloads, videos without a playback copy), else a derived rendition. */
  original: z.literal('1').optional(),
  /** The name a download is saved under. */
  name: z.string().max(300).optional(),
});
