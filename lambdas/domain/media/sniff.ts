/**
 * What an uploaded file really is, from its first bytes. File names and browser-supplied content types
 * lie (a '.jpg' that is a HEIC from an iPhone, a '.mov' renamed '.mp4', a GEDCOM saved as '.txt'), so the
 * processing pipeline routes on the magic numbers instead. Pure and synchronous: pass the first
 * SNIFF_BYTES of the file (or all of it); nothing here decodes pixels.
 */
import { PHOTOMETRIC_CFA, PHOTOMETRIC_LINEAR_RAW, TIFF_TAGS, TiffReader, readTiffHeader } from './images/tiff-structure';

/** Enough for every signature below, including a TIFF's first directory and its Make string. */
export const SNIFF_BYTES = 4096;

export type MediaKind = 'image' | 'video' | 'pdf' | 'gedcom' | 'unknown';

export const RAW_FORMATS = ['cr2', 'cr3', 'crw', 'nef', 'arw', 'dng', 'orf', 'rw2', 'raf', 'pef', 'srw', 'x3f', 'tiff-raw'] as const;
export type RawFormat = (typeof RAW_FORMATS)[number];
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff' | 'heic' | 'heif' | 'avif' | 'bmp' | 'jxl' | RawFormat;
export type VideoFormat = 'mp4' | 'mov' | 'm4v' | '3gp' | 'webm' | 'mkv' | 'avi' | 'mpeg' | 'mpeg-ts' | 'ogg' | 'flv' | 'asf';
/** Recognised but not something the product stores as media: audio, archives (GEDZIP is a zip). */
export type OtherFormat = 'audio' | 'zip' | 'unknown';

export type SniffResult =
  | { kind: 'image'; format: ImageFormat; mime: string }
  | { kind: 'video'; format: VideoFormat; mime: string }
  | { kind: 'pdf'; format: 'pdf'; mime: 'application/pdf' }
  | { kind: 'gedcom'; format: 'gedcom'; mime: 'text/vnd.familysearch.gedcom' }
  | { kind: 'unknown'; format: OtherFormat; mime: string };

export const isRawFormat = (format: string): format is RawFormat => (RAW_FORMATS as readonly string[]).includes(format);

const RAW_MIME: Record<RawFormat, string> = {
  cr2: 'image/x-canon-cr2',
  cr3: 'image/x-canon-cr3',
  crw: 'image/x-canon-crw',
  nef: 'image/x-nikon-nef',
  arw: 'image/x-sony-arw',
  dng: 'image/x-adobe-dng',
  orf: 'image/x-olympus-orf',
  rw2: 'image/x-panasonic-rw2',
  raf: 'image/x-fuji-raf',
  pef: 'image/x-pentax-pef',
  srw: 'image/x-samsung-srw',
  x3f: 'image/x-sigma-x3f',
  // A TIFF-structured RAW from a maker we do not name: its container is still TIFF.
  'tiff-raw': 'image/tiff',
};

const image = (format: ImageFormat, mime: string): SniffResult => ({ kind: 'image', format, mime });
const raw = (format: RawFormat): SniffResult => image(format, RAW_MIME[format]);
const video = (format: VideoFormat, mime: string): SniffResult => ({ kind: 'video', format, mime });
const UNKNOWN: SniffResult = { kind: 'unknown', format: 'unknown', mime: 'application/octet-stream' };
const AUDIO: SniffResult = { kind: 'unknown', format: 'audio', mime: 'application/octet-stream' };

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  start + length > bytes.length ? '' : String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  at + signature.length <= bytes.length && signature.every((byte, i) => bytes[at + i] === byte);

export function sniffMedia(head: Uint8Array): SniffResult {
  return sniffImage(head) ?? sniffVideo(head) ?? sniffDocument(head) ?? UNKNOWN;
}

function sniffImage(b: Uint8Array): SniffResult | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return image('jpeg', 'image/jpeg');
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return image('png', 'image/png');
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return image('gif', 'image/gif');
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return image('webp', 'image/webp');
  if (ascii(b, 0, 16) === 'FUJIFILMCCD-RAW ') return raw('raf');
  if (ascii(b, 0, 4) === 'FOVb') return raw('x3f');
  if (startsWith(b, [0x49, 0x49, 0x1a, 0x00]) && ascii(b, 6, 8) === 'HEAPCCDR') return raw('crw');
  if (readTiffHeader(b)) return sniffTiff(b);
  // BigTIFF (64-bit offsets): huge scans and microscopy, never a camera RAW.
  if (startsWith(b, [0x49, 0x49, 0x2b, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2b])) return image('tiff', 'image/tiff');
  if (startsWith(b, [0xff, 0x0a]) || startsWith(b, [0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20, 0x0d, 0x0a, 0x87, 0x0a])) return image('jxl', 'image/jxl');
  if (ascii(b, 0, 2) === 'BM' && b.length >= 18 && [12, 40, 52, 56, 64, 108, 124].includes(b[14]! | (b[15]! << 8))) return image('bmp', 'image/bmp');
  if (ascii(b, 4, 4) === 'ftyp') return sniffIsoBmffImage(b);
  return null;
}

// Compression codes a plain (non-RAW) TIFF uses; camera makers use private codes for sensor data.
const STANDARD_TIFF_COMPRESSION = new Set([1, 2, 3, 4, 5, 6, 7, 8, 32773, 32946, 34712, 34887, 34925, 50000, 50001]);

/**
 * RAW formats built on TIFF. A scanner's or an editor's TIFF may carry a camera Make too (Lightroom
 * exports keep it), so the maker alone does not make a RAW: the first directory must also look like a
 * camera's (a reduced-size first image, sub-directories, sensor data or a private compression).
 */
function sniffTiff(b: Uint8Array): SniffResult {
  const opened = TiffReader.open(b)!;
  const { reader, header } = opened;
  if (header.magic === 0x4f52 || header.magic === 0x5352) return raw('orf');
  if (header.magic === 0x55) return raw('rw2');
  if (ascii(b, 8, 2) === 'CR' && b[10] === 2) return raw('cr2');
  const ifd0 = reader.readIfd(header.firstIfdOffset)?.entries;
  if (!ifd0) return image('tiff', 'image/tiff');
  if (ifd0.has(TIFF_TAGS.dngVersion)) return raw('dng');
  const photometric = reader.number(ifd0.get(TIFF_TAGS.photometric));
  const compression = reader.number(ifd0.get(TIFF_TAGS.compression));
  const looksLikeCamera =
    ifd0.has(TIFF_TAGS.subIfds) ||
    reader.number(ifd0.get(TIFF_TAGS.newSubfileType)) === 1 ||
    photometric === PHOTOMETRIC_CFA ||
    photometric === PHOTOMETRIC_LINEAR_RAW ||
    (compression !== undefined && !STANDARD_TIFF_COMPRESSION.has(compression));
  if (!looksLikeCamera) return image('tiff', 'image/tiff');
  const make = (reader.text(ifd0.get(TIFF_TAGS.make)) ?? '').toUpperCase();
  if (make.startsWith('NIKON')) return raw('nef');
  if (make.startsWith('SONY')) return raw('arw');
  if (make.startsWith('PENTAX') || make.startsWith('RICOH')) return raw('pef');
  if (make.startsWith('SAMSUNG')) return raw('srw');
  return raw('tiff-raw');
}

/** ISO base media file format: the 'ftyp' box names a major brand and a list of compatible ones. */
function brands(b: Uint8Array): { major: string; compatible: string[] } {
  const boxSize = ((b[0]! << 24) >>> 0) + (b[1]! << 16) + (b[2]! << 8) + b[3]!;
  const end = Math.min(b.length, boxSize >= 16 ? boxSize : 16, 512);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= end; at += 4) compatible.push(ascii(b, at, 4));
  return { major: ascii(b, 8, 4), compatible };
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
// Generic HEIF structure brands: the codec is told by the compatible brands.
const HEIF_STRUCTURE_BRANDS = new Set(['mif1', 'mif2', 'msf1', 'miaf']);

function sniffIsoBmffImage(b: Uint8Array): SniffResult | null {
  const { major, compatible } = brands(b);
  if (major === 'crx ') return raw('cr3');
  if (AVIF_BRANDS.has(major)) return image('avif', 'image/avif');
  if (HEIC_BRANDS.has(major)) return image('heic', 'image/heic');
  if (!HEIF_STRUCTURE_BRANDS.has(major)) return null;
  if (compatible.some((brand) => AVIF_BRANDS.has(brand))) return image('avif', 'image/avif');
  if (compatible.some((brand) => HEIC_BRANDS.has(brand))) return image('heic', 'image/heic');
  return image('heif', 'image/heif');
}

const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

function sniffIsoBmffVideo(b: Uint8Array): SniffResult {
  const { major, compatible } = brands(b);
  if (AUDIO_BRANDS.has(major)) return AUDIO;
  if (major === 'qt  ') return video('mov', 'video/quicktime');
  if (major.startsWith('M4V')) return video('m4v', 'video/x-m4v');
  if (major.startsWith('3g')) return video('3gp', major.startsWith('3g2') ? 'video/3gpp2' : 'video/3gpp');
  // isom, iso2..iso9, mp41, mp42, mp71, avc1, dash, f4v, XAVC, camera makers' own brands: all MPEG-4 files.
  if (/^(iso\w|mp4\d|mp71|avc1|dash|f4v |f4p |mmp4|MSNV|NDS\w|NDX\w|XAVC|kddi|CAEP)$/.test(major)) return video('mp4', 'video/mp4');
  if (compatible.includes('qt  ')) return video('mov', 'video/quicktime');
  if (compatible.some((brand) => /^(iso\w|mp4\d|avc1)$/.test(brand))) return video('mp4', 'video/mp4');
  return UNKNOWN;
}

function sniffVideo(b: Uint8Array): SniffResult | null {
  if (ascii(b, 4, 4) === 'ftyp') return sniffIsoBmffVideo(b);
  if (QUICKTIME_ATOMS.has(ascii(b, 4, 4)) && b.length >= 8) return video('mov', 'video/quicktime');
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: the DocType string near the start tells WebM from Matroska.
    return ascii(b, 0, Math.min(b.length, 64)).includes('webm') ? video('webm', 'video/webm') : video('mkv', 'video/x-matroska');
  }
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'AVI ') return video('avi', 'video/x-msvideo');
  if (startsWith(b, [0, 0, 1, 0xba]) || startsWith(b, [0, 0, 1, 0xb3])) return video('mpeg', 'video/mpeg');
  // MPEG transport stream: a 0x47 sync byte every 188 bytes (every 192 in the M2TS of AVCHD cameras).
  if (syncEvery(b, 0, 188) || syncEvery(b, 4, 192)) return video('mpeg-ts', 'video/mp2t');
  if (ascii(b, 0, 4) === 'OggS') {
    // The first page names the first stream's codec; Vorbis, Opus and FLAC alone are audio.
    const firstPage = ascii(b, 0, Math.min(b.length, 128));
    return /vorbis|OpusHead|FLAC/.test(firstPage) && !firstPage.includes('theora') ? AUDIO : video('ogg', 'video/ogg');
  }
  if (ascii(b, 0, 3) === 'FLV' && b[3] === 1) return video('flv', 'video/x-flv');
  if (startsWith(b, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c])) {
    return video('asf', 'video/x-ms-asf');
  }
  return null;
}

/** 0x47 at `first` and one or two packets on (two when the sample is long enough), so one stray 'G' does not count. */
function syncEvery(b: Uint8Array, first: number, packet: number): boolean {
  if (b.length <= first + packet) return false;
  const packets = b.length > first + 2 * packet ? 3 : 2;
  for (let i = 0; i < packets; i++) if (b[first + i * packet] !== 0x47) return false;
  return true;
}

function sniffDocument(b: Uint8Array): SniffResult | null {
  // Readers accept the PDF header anywhere in the first kilobyte, after junk some generators write.
  const firstKilobyte = ascii(b, 0, Math.min(b.length, 1024));
  if (firstKilobyte.includes('%PDF-')) return { kind: 'pdf', format: 'pdf', mime: 'application/pdf' };
  if (isGedcomStart(b)) return { kind: 'gedcom', format: 'gedcom', mime: 'text/vnd.familysearch.gedcom' };
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return { kind: 'unknown', format: 'zip', mime: 'application/zip' };
  return null;
}

/** '0 HEAD' after an optional byte-order mark and blank space, in UTF-8/ANSI or UTF-16 of either order. */
function isGedcomStart(b: Uint8Array): boolean {
  const sample = b.subarray(0, 128);
  const utf16le = startsWith(sample, [0xff, 0xfe]) || (sample[0] !== 0 && sample[1] === 0);
  const utf16be = !utf16le && (startsWith(sample, [0xfe, 0xff]) || (sample[0] === 0 && sample[1] !== 0));
  let text: string;
  if (utf16le || utf16be) {
    const bom = startsWith(sample, utf16le ? [0xff, 0xfe] : [0xfe, 0xff]) ? 2 : 0;
    text = new TextDecoder(utf16le ? 'utf-16le' : 'utf-16be').decode(sample.subarray(bom));
  } else {
    const bom = startsWith(sample, [0xef, 0xbb, 0xbf]) ? 3 : 0;
    text = ascii(sample, bom, sample.length - bom);
  }
  return /^\s*0[ \t]+HEAD[ \t]*(\r|\n|$)/.test(text);
}
