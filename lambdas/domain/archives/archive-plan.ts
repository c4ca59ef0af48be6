import { uploadKind } from '@heirloom/shared/uploads';
import { NO_METADATA, type ArchiveMetadata } from './archive-metadata';
import { collectFacebookMedia, facebookMediaFor, isFacebookExport, type FacebookMedia } from './facebook-metadata';
import { ALBUM_METADATA_NAMES, matchTakeoutSidecars, takeoutAlbumTitle, takeoutMetadata } from './takeout-sidecars';

/** One file of the zip, from its central directory. */
export interface ArchiveEntry {
  /** Position in the central directory. */
  index: number;
  path: string;
  size: number;
}

export interface PlannedItem {
  entry: ArchiveEntry;
  kind: 'image' | 'video';
  metadata: ArchiveMetadata;
  /** The album it belongs to: `key` identifies it within the export, `title` names the event. */
  album: { key: string; title: string } | null;
}

export type ArchiveSource = 'takeout' | 'facebook';

/** Larger JSON files are not metadata we can use (Facebook's biggest are message logs). */
export const MAX_JSON_BYTES = 64 * 1024 * 1024;

const SKIPPED = /(^|\/)(__MACOSX|\.[^/]*)(\/|$)/;

const mediaKind = (entry: ArchiveEntry): 'image' | 'video' | null => {
  if (SKIPPED.test(entry.path) || entry.size === 0) return null;
  const kind = uploadKind(entry.path);
  return kind === 'image' || kind === 'video' ? kind : null;
};

const isJson = (entry: ArchiveEntry) => entry.path.toLowerCase().endsWith('.json') && !SKIPPED.test(entry.path) && entry.size <= MAX_JSON_BYTES;
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/**
 * Step 1, from the central directory alone: which export this is, its photos and videos, and the
 * JSON entries worth reading (a Takeout's paired sidecars and album metadata; a Facebook export's
 * album and post files).
 */
export function surveyArchive(entries: readonly ArchiveEntry[]) {
  const media = entries.filter((entry) => mediaKind(entry) !== null);
  const json = entries.filter(isJson);
  const source: ArchiveSource = isFacebookExport(json.map((entry) => entry.path)) ? 'facebook' : 'takeout';
  if (source === 'facebook') {
    const wanted = json.filter((entry) => /(^|\/)(posts|album|photos_and_videos)\//i.test(entry.path));
    return { source, media, jsonToRead: wanted, sidecars: new Map<string, string>() };
  }
  const sidecars = matchTakeoutSidecars(media.map((entry) => entry.path), json.map((entry) => entry.path));
  const needed = new Set(sidecars.values());
  const jsonToRead = json.filter((entry) => needed.has(entry.path) || ALBUM_METADATA_NAMES.has(baseName(entry.path).toLowerCase()));
  return { source, media, jsonToRead, sidecars };
}

export type ArchiveSurvey = ReturnType<typeof surveyArchive>;

/** What was read from the JSON entries, kept small: the raw JSON is dropped as soon as it is read. */
export class ArchiveMetadataIndex {
  private readonly sidecars = new Map<string, ArchiveMetadata>();
  private readonly albumTitles = new Map<string, string>();
  private readonly facebook = new Map<string, FacebookMedia>();

  constructor(private readonly survey: ArchiveSurvey) {}

  add(path: string, json: unknown): void {
    if (this.survey.source === 'facebook') {
      collectFacebookMedia(json, this.facebook);
    } else if (ALBUM_METADATA_NAMES.has(baseName(path).toLowerCase())) {
      const title = takeoutAlbumTitle(json);
      if (title) this.albumTitles.set(folderOf(path), title);
    } else {
      this.sidecars.set(path, takeoutMetadata(json));
    }
  }

  /**
   * Step 2: every photo and video with its metadata and album, album members first so a photo
   * that is both in an album and in its year folder is made once, in its album (the second copy
   * is a duplicate by content).
   */
  plan(): PlannedItem[] {
    const items = this.survey.media.map((entry): PlannedItem => {
      const kind = mediaKind(entry)!;
      if (this.survey.source === 'facebook') {
        const found = facebookMediaFor(entry.path, this.facebook);
        const { album, ...metadata } = found ?? { ...NO_METADATA, album: null };
        return { entry, kind, metadata, album: album ? { key: `facebook:${album}`, title: album } : null };
      }
      const sidecar = this.survey.sidecars.get(entry.path);
      const title = this.albumTitles.get(folderOf(entry.path));
      return { entry, kind, metadata: (sidecar && this.sidecars.get(sidecar)) || NO_METADATA, album: title ? { key: `takeout:${title}`, title } : null };
    });
    return [...items.filter((item) => item.album), ...items.filter((item) => !item.album)];
  }
}

/** The earliest date taken among an album's items, for its event's date. */
export function albumDates(items: readonly PlannedItem[]): Map<string, number> {
  const earliest = new Map<string, number>();
  for (const item of items) {
    if (!item.album || item.metadata.takenAt === null) continue;
    const known = earliest.get(item.album.key);
    if (known === undefined || item.metadata.takenAt < known) earliest.set(item.album.key, item.metadata.takenAt);
  }
  return earliest;
}
