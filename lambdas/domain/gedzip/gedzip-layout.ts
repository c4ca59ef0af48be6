import { uploadKind } from '@heirloom/shared/uploads';

/**
 * What a GEDZIP file (.gdz, FamilySearch GEDCOM 7 section "GEDZIP") holds: a zip whose root has
 * `gedcom.ged`, beside the media files its FILE lines name by relative path. Pure: it sees the
 * zip's central directory only (names and sizes), never the bytes.
 */
export const GEDZIP_TREE_ENTRY = 'gedcom.ged';

export const isGedzipUpload = (upload: { name: string }) => /\.gdz$/i.test(upload.name);

export interface GedzipEntry {
  path: string;
  size: number;
}

export interface GedzipSurvey<E extends GedzipEntry> {
  /** The family tree: `gedcom.ged` at the root. */
  tree: E;
  /** Photos, videos and PDFs: what becomes the uploader's photos and documents. */
  media: E[];
  /** Other files (audio, text, files with no extension): named in the result, not imported. */
  leftOut: E[];
}

export const NO_TREE_IN_GEDZIP = 'This .gdz file has no gedcom.ged at its top level, so it is not a GEDZIP family tree. Nothing was imported.';
export const UNREADABLE_GEDZIP = 'This .gdz file could not be read as a zip. Is it whole? Nothing was imported.';
export const LEFT_OUT_MEDIA = 'Only photos, videos and PDFs are imported; this file was left out.';

/** Folders and the hidden files zip tools add (macOS resource forks) are not the family's files. */
const JUNK = /(^|\/)(__MACOSX|\.[^/]*)(\/|$)/;

export function surveyGedzip<E extends GedzipEntry>(entries: readonly E[]): GedzipSurvey<E> | null {
  const tree = entries.find((entry) => entry.path === GEDZIP_TREE_ENTRY);
  if (!tree) return null;
  const media: E[] = [];
  const leftOut: E[] = [];
  for (const entry of entries) {
    if (entry === tree || entry.path.endsWith('/') || JUNK.test(entry.path)) continue;
    const kind = uploadKind(entry.path);
    if (entry.size > 0 && (kind === 'image' || kind === 'video' || kind === 'pdf')) media.push(entry);
    else leftOut.push(entry);
  }
  return { tree, media, leftOut };
}

/**
 * The names a media entry may have in the GEDCOM's FILE lines. GEDCOM 7 writes FILE as a URI
 * reference, so `media/Brontë.jpg` in the zip is `media/Bront%C3%AB.jpg` in the file; 5.5.1-era
 * writers put the name as it is. Both are tried when the entry is matched to what named it.
 */
export function namesInGedcom(path: string): string[] {
  const encoded = encodeURI(path);
  return encoded === path ? [path] : [path, encoded];
}
