/**
 * The facts a family photo library needs from a file's metadata: when (date taken), where (GPS), with
 * what (camera) and which way up (EXIF orientation). Read with exifr, which parses JPEG, TIFF (and so
 * TIFF-based RAW), HEIC, AVIF and PNG containers but not WebP; for those, and for any container exifr
 * stumbles on, the EXIF block sharp found is parsed instead.
 */
import { PHOTO_DESCRIPTION_MAX } from '@heirloom/shared/contracts/photos-constants';
import { qualityOfMetadataDate, type PhotoDateQuality } from '@heirloom/shared/rules/photo-date-quality';
import { dateTaken, type MetadataBlocks, type TakenAt } from './date-taken';
import { exifr } from './exifr-module';
import { namedFaceRegions, type NamedFaceRegion } from './face-regions';
import { gpsPosition, type GpsPosition } from './gps';
import { isOrientation } from './orientation';

export interface Camera {
  make: string | null;
  model: string | null;
}

export interface PhotoMetadata {
  /** EXIF orientation when the file states a valid one (1-8). */
  orientation?: number;
  takenAt: TakenAt | null;
  /** How much takenAt is worth (a camera's original time, or a scanner's or file's time); null without a date. */
  dateQuality: PhotoDateQuality | null;
  gps: GpsPosition | null;
  camera: Camera | null;
  /** Faces the file's XMP names (face-regions.ts), upright; empty for most photos. */
  namedFaces: NamedFaceRegion[];
  /** The caption a person wrote into the file (photoCaption), or null. */
  caption: string | null;
}

// Raw values (reviveValues: false) so dates stay the strings the camera wrote: exifr would otherwise turn
// them into Dates in the server's time zone. One object per block so EXIF and XMP values stay apart.
const COMMON = { mergeOutput: false, reviveValues: false, translateValues: false, translateKeys: true, sanitize: true } as const;
const EXIF_AND_IPTC = {
  ...COMMON,
  tiff: true,
  exif: true,
  gps: true,
  ifd1: false,
  interop: false,
  makerNote: false,
  userComment: false,
  iptc: true,
  xmp: false,
  icc: false,
  jfif: false,
  // A PNG's header and text chunks: its Creation Time, when it has no EXIF (date-taken.ts).
  ihdr: true,
};
// XMP costs ten times more to parse than EXIF (a few ms for a rich packet): it is read only when EXIF has no
// date, or when the file has face regions (hasFaceRegions).
const XMP_ONLY = { ...COMMON, tiff: false, ifd1: false, exif: false, gps: false, iptc: false, xmp: true, icc: false, jfif: false, ihdr: false };

async function parseBlocks(input: Uint8Array, options: object): Promise<MetadataBlocks> {
  try {
    return ((await exifr.parse(input, options)) as MetadataBlocks | undefined) ?? {};
  } catch {
    // Unknown container or damaged metadata: the picture may still be fine, it just tells us nothing.
    return {};
  }
}

const hasExif = (blocks: MetadataBlocks) => Boolean(blocks.ifd0 || blocks.exif || blocks.gps);

/**
 * Whether the file may hold named face regions: MWG's are in its regions namespace (whatever prefix
 * a tool gives it), Microsoft's in an MP:RegionInfo. A byte search spares the other photos the XMP
 * parse; in a JPEG it reads only the segments before the image data, where XMP is.
 */
const REGION_MARKS = ['metadataworkinggroup.com/schemas/regions', 'RegionInfo'].map((mark) => Buffer.from(mark, 'latin1'));
const hasFaceRegions = (bytes: Uint8Array) => {
  const head = jpegHeader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return REGION_MARKS.some((mark) => head.includes(mark));
};

/** A JPEG's segments up to its first scan (the whole file otherwise): searching 2 MB of image data took a millisecond. */
function jpegHeader(file: Buffer): Buffer {
  if (file[0] !== 0xff || file[1] !== 0xd8) return file;
  let at = 2;
  while (at + 4 <= file.length && file[at] === 0xff) {
    const marker = file[at + 1]!;
    if (marker === 0xda) return file.subarray(0, at);
    // Fill bytes and markers without a length (restart markers do not come before the first scan).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    at += 2 + file.readUInt16BE(at + 2);
  }
  return file;
}

/** The EXIF block sharp extracts starts with 'Exif\0\0' for some containers (HEIC) and not for others (WebP). */
function tiffFromExifBlock(exif: Buffer): Uint8Array {
  const start = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  // A fresh copy: exifr does not read the Buffers sharp hands out reliably.
  return Uint8Array.from(exif.subarray(start));
}

/**
 * @param bytes the original file
 * @param exifBlock the EXIF block sharp found in the decodable image, used when exifr reads nothing from `bytes`
 */
export async function readPhotoMetadata(bytes: Uint8Array, exifBlock?: Buffer): Promise<PhotoMetadata> {
  let blocks = await parseBlocks(bytes, EXIF_AND_IPTC);
  if (!hasExif(blocks) && exifBlock?.length) blocks = { ...blocks, ...(await parseBlocks(tiffFromExifBlock(exifBlock), EXIF_AND_IPTC)) };
  let takenAt = dateTaken(blocks);
  const withRegions = hasFaceRegions(bytes);
  const xmp = !takenAt || withRegions ? await parseBlocks(bytes, XMP_ONLY) : {};
  // XMP's 'exif' namespace would overwrite the EXIF block of the same name: merge under it instead.
  takenAt ??= dateTaken({ ...blocks, ...xmp, exif: { ...xmp.exif, ...blocks.exif }, gps: blocks.gps });
  const ifd0 = blocks.ifd0 ?? {};
  const orientation = isOrientation(ifd0.Orientation) ? ifd0.Orientation : undefined;
  const namedFaces = withRegions ? namedFaceRegions(xmp, orientation) : [];
  const device = camera(ifd0);
  const software = typeof ifd0.Software === 'string' ? ifd0.Software : null;
  const dateQuality = takenAt ? qualityOfMetadataDate(takenAt.source, { make: device?.make, model: device?.model, software }) : null;
  const caption = photoCaption([ifd0.ImageDescription, blocks.iptc?.Caption, xmpText(xmp.dc?.description)], device);
  return { orientation, takenAt, dateQuality, gps: gpsPosition(blocks), camera: device, namedFaces, caption };
}

/** The longest caption kept: the app's own limit for a photo's description. */
export const MAX_CAPTION_LENGTH = PHOTO_DESCRIPTION_MAX;

/**
 * What cameras and tools write where a caption goes without anyone typing it: 'OLYMPUS DIGITAL CAMERA',
 * 'SONY DSC', a placeholder word, a frame's file name ('_DSC0042', 'IMG_1234.JPG'). Such text names no
 * moment, so it is no caption.
 */
const NOT_A_CAPTION =
  /^(?:.*digital camera|[a-z]+ dsc|dcf|exif_jpeg_picture|default|image|picture|photo|image-description|description|title|untitled|caption|camera|dcim|_?[a-z]{1,5}[_-]?\d{3,}(?:\.[a-z]{3,4})?|[\W\d_]*)$/i;

/**
 * The caption a person wrote into the file, as Picasa, Lightroom, digiKam, Windows and Apple Photos
 * do: EXIF ImageDescription, IPTC Caption-Abstract or XMP dc:description (the first that says
 * something), with what cameras write there by themselves left out (NOT_A_CAPTION, or the camera's
 * own make or model).
 */
export function photoCaption(candidates: readonly unknown[], camera: Camera | null): string | null {
  const own = [camera?.make, camera?.model].filter(Boolean).map((name) => name!.toLowerCase());
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const text = candidate.replace(/\0/g, '').replace(/\r\n?/g, '\n').trim();
    if (!text || NOT_A_CAPTION.test(text) || own.includes(text.toLowerCase())) continue;
    return text.slice(0, MAX_CAPTION_LENGTH).trim();
  }
  return null;
}

/** An XMP language alternative ({ lang, value }, or a list of them) as its default text. */
function xmpText(value: unknown): unknown {
  const one = Array.isArray(value) ? (value.find((entry) => entry?.lang === 'x-default') ?? value[0]) : value;
  return one && typeof one === 'object' && 'value' in one ? (one as { value: unknown }).value : one;
}

/**
 * The camera as a person names it: 'Apple iPhone 7', but 'Canon EOS 7D' for Make 'Canon' and Model
 * 'Canon EOS 7D', and 'NIKON D750' for 'NIKON CORPORATION' and 'NIKON D750' (makers that repeat
 * their name in the model).
 */
export function cameraName(camera: Camera | null): string | null {
  if (!camera) return null;
  const { make, model } = camera;
  const brand = make?.split(/\s+/)[0]?.toLowerCase();
  if (model && brand && model.toLowerCase().startsWith(brand)) return model;
  return [make, model].filter(Boolean).join(' ') || null;
}

function camera(ifd0: Record<string, unknown>): Camera | null {
  const clean = (value: unknown) => (typeof value === 'string' ? value.replace(/\0/g, '').trim() || null : null);
  const make = clean(ifd0.Make);
  const model = clean(ifd0.Model);
  return make || model ? { make, model } : null;
}
