import { cleanText, epochSeconds, position, type ArchiveMetadata } from './archive-metadata';

/**
 * Facebook's 'Download your information' (JSON format) keeps photos and videos in media folders
 * and describes them in separate JSON files: albums (`.../album/0.json`: {name, photos: [...]})
 * and posts (`.../posts/your_posts_1.json`: [{timestamp, data: [{post}], attachments: [{data:
 * [{media}]}]}]). Each media object names its file by `uri` (a path from the export's root) with
 * `creation_timestamp`, `description`, and `media_metadata.{photo,video}_metadata.exif_data`
 * (latitude, longitude, taken_timestamp). Nothing pairs by file name, so every JSON is read first.
 */
export interface FacebookMedia extends ArchiveMetadata {
  album: string | null;
}

/**
 * Facebook writes text as UTF-8 bytes escaped one by one (`\u00c3\u00a9` for 'é'); text whose
 * characters are all bytes and decode as UTF-8 is turned back into what was typed.
 */
export function facebookText(value: unknown): string | null {
  const text = cleanText(value);
  if (!text || !/[\u0080-\u00ff]/.test(text) || [...text].some((char) => char.charCodeAt(0) > 0xff)) return text;
  const decoded = Buffer.from(text, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? text : decoded;
}

interface Context {
  album: string | null;
  postText: string | null;
  postTime: number | null;
}

interface ExifData {
  latitude?: unknown;
  longitude?: unknown;
  taken_timestamp?: unknown;
}

function exifOf(media: Record<string, unknown>): ExifData {
  const metadata = media.media_metadata as Record<string, { exif_data?: ExifData[] }> | undefined;
  const exif = metadata?.photo_metadata?.exif_data ?? metadata?.video_metadata?.exif_data ?? [];
  return Object.assign({}, ...(Array.isArray(exif) ? exif : []));
}

function mediaOf(node: Record<string, unknown>, context: Context): FacebookMedia {
  const exif = exifOf(node);
  const place = position(exif.latitude, exif.longitude);
  return {
    // The camera's time when Facebook kept it; else when it was posted (creation is the upload).
    takenAt: epochSeconds(exif.taken_timestamp) ?? epochSeconds(node.creation_timestamp) ?? context.postTime,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    altitude: null,
    description: facebookText(node.description) ?? context.postText,
    album: context.album,
  };
}

const isMediaUri = (uri: string) => /\.(jpe?g|png|gif|webp|heic|tiff?|mp4|mov|m4v|webm|avi)$/i.test(uri);

/** Adds what one Facebook JSON file says about media to `into`, keyed by uri; an album's name wins over a post's. */
export function collectFacebookMedia(json: unknown, into: Map<string, FacebookMedia>): void {
  const walk = (node: unknown, context: Context) => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, context);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    let here = context;
    if (typeof object.name === 'string' && Array.isArray(object.photos)) here = { ...here, album: facebookText(object.name)?.slice(0, 200) ?? null };
    if (Array.isArray(object.attachments)) {
      const texts = Array.isArray(object.data) ? object.data.map((entry) => facebookText((entry as { post?: unknown })?.post)).filter(Boolean) : [];
      here = { ...here, postText: texts[0] ?? here.postText, postTime: epochSeconds(object.timestamp) ?? here.postTime };
    }
    if (typeof object.uri === 'string' && isMediaUri(object.uri)) {
      const uri = object.uri.replace(/^\.?\//, '');
      const media = mediaOf(object, here);
      const known = into.get(uri);
      into.set(uri, known ? mergeMedia(known, media) : media);
    }
    for (const [key, value] of Object.entries(object)) {
      if (key !== 'media_metadata' && value && typeof value === 'object') walk(value, here);
    }
  };
  walk(json, { album: null, postText: null, postTime: null });
}

function mergeMedia(known: FacebookMedia, more: FacebookMedia): FacebookMedia {
  return {
    takenAt: known.takenAt ?? more.takenAt,
    latitude: known.latitude ?? more.latitude,
    longitude: known.longitude ?? more.longitude,
    altitude: known.altitude ?? more.altitude,
    description: known.description ?? more.description,
    album: known.album ?? more.album,
  };
}

/** The media a zip entry is, found by its uri even when the export sits in a top folder of the zip. */
export function facebookMediaFor(path: string, media: ReadonlyMap<string, FacebookMedia>): FacebookMedia | null {
  let rest = path;
  for (;;) {
    const found = media.get(rest);
    if (found) return found;
    const slash = rest.indexOf('/');
    if (slash < 0) return null;
    rest = rest.slice(slash + 1);
  }
}

/** Whether a zip's entries look like a Facebook export (its activity folders), rather than a Takeout. */
export const isFacebookExport = (paths: readonly string[]): boolean =>
  paths.some((path) => /(^|\/)(your_facebook_activity|posts|photos_and_videos)\/.*\.json$/i.test(path) && !/(^|\/)Takeout\//.test(path));
