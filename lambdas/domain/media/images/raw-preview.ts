/**
 * Camera RAW files cannot be decoded here (no demosaicing library runs in Lambda), but almost every one
 * carries a full- or near-full-size JPEG rendered by the camera itself. We show that: it is what the
 * camera's own screen showed, with the camera's colours.
 *
 * Two ways to find it, and the largest decodable JPEG either finds wins:
 * 1. TIFF-structured RAWs (CR2, NEF, ARW, DNG, PEF, SRW, ORF, RW2): walk the directories and their
 *    sub-directories for JPEGInterchangeFormat/Length, JPEG-compressed single strips and RW2's JpgFromRaw.
 * 2. Everything else (CR3, RAF, X3F, makers' quirks): scan the file for start-of-image markers and keep
 *    each one that parses as a complete JPEG.
 */
import { DECODABLE_FRAME_TYPES, readJpegAt, type JpegExtent } from '../jpeg-structure';
import { PHOTOMETRIC_CFA, PHOTOMETRIC_LINEAR_RAW, TIFF_TAGS, TiffReader, type TiffIfd } from './tiff-structure';

export interface RawPreview {
  jpeg: Buffer;
  width: number;
  height: number;
}

// JPEG compression codes in TIFF: 6 (JPEG) and 7 (old-style JPEG); 99 is used by some makers for the same.
const JPEG_COMPRESSION = new Set([6, 7, 99]);
// A cap on scan candidates: random sensor data contains FF D8 FF now and then; a hostile file could contain millions.
const MAX_SCAN_CANDIDATES = 2000;
const SOI = Buffer.from([0xff, 0xd8, 0xff]);

// A preview this big from the directories is the camera's display image; smaller ones are thumbnails, and some
// makers (Olympus, for one) keep the big preview in their private notes, where only the scan finds it.
const GOOD_ENOUGH_LONG_EDGE = 1024;

/** The largest embedded JPEG a standard decoder can show, or null when the file has none. */
export function extractRawPreview(bytes: Buffer): RawPreview | null {
  let best = largest(tiffCandidates(bytes));
  if (!best || Math.max(best.width, best.height) < GOOD_ENOUGH_LONG_EDGE) best = largest([...(best ? [best] : []), ...scannedCandidates(bytes)]);
  if (!best) return null;
  return { jpeg: bytes.subarray(best.start, best.end), width: best.width, height: best.height };
}

function largest(candidates: JpegExtent[]): JpegExtent | null {
  let best: JpegExtent | null = null;
  for (const candidate of candidates) {
    if (!DECODABLE_FRAME_TYPES.has(candidate.frameType) || !candidate.width || !candidate.height) continue;
    if (!best || candidate.width * candidate.height > best.width * best.height) best = candidate;
  }
  return best;
}

function tiffCandidates(bytes: Buffer): JpegExtent[] {
  const opened = TiffReader.open(bytes);
  if (!opened) return [];
  const { reader, header } = opened;
  const seen = new Set<number>();
  const pending = [header.firstIfdOffset];
  const found: JpegExtent[] = [];
  while (pending.length) {
    for (const ifd of reader.ifdChain(pending.shift()!, seen)) {
      pending.push(...reader.numbers(ifd.get(TIFF_TAGS.subIfds)));
      for (const [offset, length] of jpegRanges(reader, ifd)) {
        const extent = readJpegAt(bytes, offset, offset + length);
        if (extent) found.push(extent);
      }
    }
  }
  return found;
}

/** Byte ranges in one directory that should hold a complete JPEG. */
function jpegRanges(reader: TiffReader, ifd: TiffIfd): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const interchange = reader.number(ifd.get(TIFF_TAGS.jpegInterchangeFormat));
  const interchangeLength = reader.number(ifd.get(TIFF_TAGS.jpegInterchangeFormatLength));
  if (interchange && interchangeLength) ranges.push([interchange, interchangeLength]);
  const jpgFromRaw = ifd.get(TIFF_TAGS.panasonicJpgFromRaw);
  if (jpgFromRaw && jpgFromRaw.count > 4) ranges.push([jpgFromRaw.valueOffset, jpgFromRaw.count]);
  const photometric = reader.number(ifd.get(TIFF_TAGS.photometric));
  const isSensorData = photometric === PHOTOMETRIC_CFA || photometric === PHOTOMETRIC_LINEAR_RAW;
  const compression = reader.number(ifd.get(TIFF_TAGS.compression));
  if (!isSensorData && compression !== undefined && JPEG_COMPRESSION.has(compression)) {
    const offsets = reader.numbers(ifd.get(TIFF_TAGS.stripOffsets));
    const counts = reader.numbers(ifd.get(TIFF_TAGS.stripByteCounts));
    // A preview stored as one JPEG strip (CR2's IFD0, DNG previews); multi-strip JPEG-in-TIFF is not a standalone JPEG.
    if (offsets.length === 1 && counts.length === 1) ranges.push([offsets[0]!, counts[0]!]);
  }
  return ranges;
}

function scannedCandidates(bytes: Buffer): JpegExtent[] {
  const found: JpegExtent[] = [];
  let at = bytes.indexOf(SOI);
  for (let tries = 0; at >= 0 && tries < MAX_SCAN_CANDIDATES; tries++) {
    const extent = readJpegAt(bytes, at);
    if (extent) found.push(extent);
    // Past a whole JPEG, skip its inside (its own EXIF thumbnail); otherwise try the next byte.
    at = bytes.indexOf(SOI, extent ? extent.end : at + 1);
  }
  return found;
}
