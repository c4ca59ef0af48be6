/**
 * Faces a photo's own metadata names: the regions Picasa, Lightroom, digiKam, Apple Photos and
 * Windows Photo Gallery write into XMP when a person tags a face. A family's scanned and curated
 * photos often carry years of such tags; the faces stage names the faces it finds inside them
 * (faces/metadata-names.ts), as Immich and digiKam read them.
 *
 * Two vocabularies: the Metadata Working Group's `mwg-rs:Regions` (most tools; each area is its
 * centre and size, in shares of the picture as stored, before the EXIF orientation turns it) and
 * Microsoft's `MP:RegionInfo` (a top-left corner and size, read as shares of the upright picture:
 * tools that turn a photo rewrite the MWG regions and leave these as they were). MWG wins when a
 * file has both, as it usually does, with the same faces.
 */
import type { FaceBox } from '../../../ports/faces';
import type { Orientation } from './orientation';

export interface NamedFaceRegion {
  /** As the file gives it, trimmed ('Marie Curie'). */
  name: string;
  /** Shares of the upright picture, as found faces' boxes are. */
  box: FaceBox;
}

/** Far more than any family photo's tagged faces; a file with more is not read past it. */
export const MAX_NAMED_REGIONS = 50;
/** Longer names are cut: a person's name, not a caption. */
export const MAX_REGION_NAME_LENGTH = 100;
/** A region narrower or lower than this share of the picture is a slip of the mouse, not a face. */
const MIN_SIDE = 0.005;

type Blocks = Record<string, unknown>;

const record = (value: unknown): Blocks | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Blocks) : undefined);
/** exifr gives a one-item XMP list as the item itself. */
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
const number = (value: unknown): number | undefined => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
};
const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, MAX_REGION_NAME_LENGTH) : '');

/**
 * The named face regions of a photo's XMP blocks (exifr's output with `mergeOutput: false`), boxes
 * turned upright by the file's EXIF orientation; at most one region per name, unnamed ones left out.
 */
export function namedFaceRegions(xmp: Blocks, orientation: Orientation = 1): NamedFaceRegion[] {
  const fromMwg = mwgRegions(record(record(xmp['mwg-rs'])?.Regions)).map((region) => ({ ...region, box: uprightBox(region.box, orientation) }));
  const regions = fromMwg.length ? fromMwg : microsoftRegions(record(record(xmp.MP)?.RegionInfo));
  const seen = new Set<string>();
  const named: NamedFaceRegion[] = [];
  for (const region of regions) {
    const box = clamped(region.box);
    const key = region.name.toLowerCase();
    if (!region.name || !box || seen.has(key)) continue;
    seen.add(key);
    named.push({ name: region.name, box });
    if (named.length === MAX_NAMED_REGIONS) break;
  }
  return named;
}

function mwgRegions(regions: Blocks | undefined): NamedFaceRegion[] {
  if (!regions) return [];
  const applied = record(regions.AppliedToDimensions);
  const [appliedWidth, appliedHeight] = [number(applied?.w), number(applied?.h)];
  return list(regions.RegionList).flatMap((item) => {
    const region = record(item);
    const area = record(region?.Area);
    // Pets, barcodes and focus points are regions too; an untyped region is taken for a face, as digiKam writes some.
    if (!region || !area || (region.Type !== undefined && region.Type !== 'Face')) return [];
    let [x, y, w, h] = [number(area.x), number(area.y), number(area.w), number(area.h)];
    if (x === undefined || y === undefined || w === undefined || h === undefined) return [];
    if (area.unit === 'pixel') {
      if (!appliedWidth || !appliedHeight) return [];
      [x, w] = [x / appliedWidth, w / appliedWidth];
      [y, h] = [y / appliedHeight, h / appliedHeight];
    }
    return [{ name: text(region.Name), box: { left: x - w / 2, top: y - h / 2, width: w, height: h } }];
  });
}

function microsoftRegions(info: Blocks | undefined): NamedFaceRegion[] {
  if (!info) return [];
  return list(info.Regions).flatMap((item) => {
    const region = record(item);
    const corners = typeof region?.Rectangle === 'string' ? region.Rectangle.split(',').map(number) : [];
    const [left, top, width, height] = corners;
    if (corners.length !== 4 || left === undefined || top === undefined || width === undefined || height === undefined) return [];
    return [{ name: text(region?.PersonDisplayName), box: { left, top, width, height } }];
  });
}

/** Where a point of the stored picture is once the orientation has put it upright (shares of each side). */
const UPRIGHT_POINT: Record<Orientation, (x: number, y: number) => [number, number]> = {
  1: (x, y) => [x, y],
  2: (x, y) => [1 - x, y],
  3: (x, y) => [1 - x, 1 - y],
  4: (x, y) => [x, 1 - y],
  5: (x, y) => [y, x],
  6: (x, y) => [1 - y, x],
  7: (x, y) => [1 - y, 1 - x],
  8: (x, y) => [y, 1 - x],
};

/** A box of the stored picture as a box of the upright one (sharp's orientation, orientation.ts). */
export function uprightBox(box: FaceBox, orientation: Orientation): FaceBox {
  const [x1, y1] = UPRIGHT_POINT[orientation](box.left, box.top);
  const [x2, y2] = UPRIGHT_POINT[orientation](box.left + box.width, box.top + box.height);
  return { left: Math.min(x1, x2), top: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}

/** The part of the box inside the picture, or undefined when too little of it is. */
function clamped(box: FaceBox): FaceBox | undefined {
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  const width = Math.min(1, box.left + box.width) - left;
  const height = Math.min(1, box.top + box.height) - top;
  return width >= MIN_SIDE && height >= MIN_SIDE ? { left, top, width, height } : undefined;
}
