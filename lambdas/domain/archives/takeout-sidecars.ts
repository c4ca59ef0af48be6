import { cleanText, epochSeconds, NO_METADATA, position, type ArchiveMetadata } from './archive-metadata';

/**
 * Google Takeout writes each photo's metadata to a JSON "sidecar" beside it, with names that are
 * not simply `<photo>.json`:
 * - `IMG_1.jpg.json` (older exports) or `IMG_1.jpg.supplemental-metadata.json` (since 2024);
 * - the sidecar's whole name is cut to 51 characters, so a long name becomes
 *   `a_very_long_name.jpg.supplemental-met.json`, or even cuts into the photo's own name;
 * - a second file of the same name is `IMG_1(1).jpg`, and its sidecar moves the number after the
 *   extension: `IMG_1.jpg(1).json`, `IMG_1.jpg.supplemental-metadata(1).json`;
 * - an edited copy (`IMG_1-edited.jpg`, localised) has no sidecar of its own: it shares the original's;
 * - some exports drop the extension: `IMG_1.json`.
 * Pairing is by name within one folder, so it works whatever order the zip lists them in.
 */
const SUPPLEMENTAL = '.supplemental-metadata';
/** Shorter sidecar stems than this are never the result of the 51-character cut. */
const MIN_TRUNCATED_STEM = 40;
const NUMBERED = /^(.*)\((\d+)\)$/;
const NUMBERED_MEDIA = /^(.*)\((\d+)\)(\.[^.]+)$/;
const DASH_NUMBERED_MEDIA = /^(.*)-(\d{1,2})(\.[^.]+)$/;
const EDITED = /^(.*)-(edited|bearbeitet|modifié|modifie|editado|modificato|bewerkt|redigeret|redigerad|muokattu|edytowane|upravené|szerkesztett)(\.[^.]+)$/iu;

/** Album and folder metadata, not a photo's sidecar. */
export const ALBUM_METADATA_NAMES: ReadonlySet<string> = new Set(['metadata.json', 'metadaten.json', 'métadonnées.json', 'metadatos.json', 'print-subscriptions.json', 'shared_album_comments.json', 'user-generated-memory-titles.json']);

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const withoutExtension = (name: string) => (name.lastIndexOf('.') > 0 ? name.slice(0, name.lastIndexOf('.')) : name);

/** Sidecar stems of one folder, keyed `<stem>|<copy number>`. */
type StemIndex = Map<string, string>;

function indexSidecars(sidecars: readonly string[]): Map<string, StemIndex> {
  const byFolder = new Map<string, StemIndex>();
  for (const path of sidecars) {
    const name = baseName(path);
    if (ALBUM_METADATA_NAMES.has(name.toLowerCase())) continue;
    const stem = name.slice(0, -'.json'.length);
    const numbered = NUMBERED.exec(stem);
    const key = numbered ? `${numbered[1]}|${numbered[2]}` : `${stem}|`;
    const folder = folderOf(path);
    if (!byFolder.has(folder)) byFolder.set(folder, new Map());
    const index = byFolder.get(folder)!;
    if (!index.has(key)) index.set(key, path);
  }
  return byFolder;
}

/** The sidecar stems a photo named `name` could have, best first. */
function* stemsFor(name: string): Generator<string> {
  const full = name + SUPPLEMENTAL;
  yield name;
  yield full;
  // Cut to the 51-character limit: longest first, down into the photo's own name if it is long.
  for (let length = full.length - 1; length >= Math.min(name.length + 1, MIN_TRUNCATED_STEM); length--) {
    if (length !== name.length) yield full.slice(0, length);
  }
  yield withoutExtension(name);
}

function lookup(index: StemIndex, name: string, copy: string): string | null {
  for (const stem of stemsFor(name)) {
    const found = index.get(`${stem}|${copy}`);
    if (found) return found;
  }
  return null;
}

/** The names whose sidecar a photo may use, in order: its own, then the original it was copied or edited from. */
function namesToTry(name: string): Array<[string, string]> {
  const tries: Array<[string, string]> = [];
  const numbered = NUMBERED_MEDIA.exec(name);
  if (numbered) tries.push([numbered[1]! + numbered[3]!, numbered[2]!]);
  tries.push([name, '']);
  const edited = EDITED.exec(numbered ? numbered[1]! + numbered[3]! : name);
  if (edited) tries.push([edited[1]! + edited[3]!, numbered?.[2] ?? ''], [edited[1]! + edited[3]!, '']);
  const dashed = DASH_NUMBERED_MEDIA.exec(name);
  if (dashed) tries.push([dashed[1]! + dashed[3]!, '']);
  return tries;
}

/**
 * Pairs photos and videos with their Takeout sidecars (paths as in the zip). Media without a
 * sidecar are simply absent from the result.
 */
export function matchTakeoutSidecars(mediaPaths: readonly string[], jsonPaths: readonly string[]): Map<string, string> {
  const index = indexSidecars(jsonPaths);
  const pairs = new Map<string, string>();
  for (const path of mediaPaths) {
    const folder = index.get(folderOf(path));
    if (!folder) continue;
    for (const [name, copy] of namesToTry(baseName(path))) {
      const sidecar = lookup(folder, name, copy);
      if (sidecar) {
        pairs.set(path, sidecar);
        break;
      }
    }
  }
  return pairs;
}

interface TakeoutSidecar {
  description?: unknown;
  photoTakenTime?: { timestamp?: unknown };
  creationTime?: { timestamp?: unknown };
  geoData?: { latitude?: unknown; longitude?: unknown; altitude?: unknown };
  geoDataExif?: { latitude?: unknown; longitude?: unknown; altitude?: unknown };
}

/** A sidecar's date taken, place (geoData, else geoDataExif) and description. */
export function takeoutMetadata(json: unknown): ArchiveMetadata {
  if (!json || typeof json !== 'object') return NO_METADATA;
  const sidecar = json as TakeoutSidecar;
  const place = position(sidecar.geoData?.latitude, sidecar.geoData?.longitude, sidecar.geoData?.altitude) ?? position(sidecar.geoDataExif?.latitude, sidecar.geoDataExif?.longitude, sidecar.geoDataExif?.altitude);
  return {
    takenAt: epochSeconds(sidecar.photoTakenTime?.timestamp),
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    altitude: place?.altitude ?? null,
    description: cleanText(sidecar.description),
  };
}

/** A Takeout album folder's title, from its metadata.json (year folders are not albums). */
export function takeoutAlbumTitle(json: unknown): string | null {
  const title = cleanText((json as { title?: unknown } | null)?.title);
  if (!title || /^(photos from|fotos von|photos de|fotos de|foto dal|foto's uit) \d{4}$/i.test(title)) return null;
  return title.slice(0, 200);
}
