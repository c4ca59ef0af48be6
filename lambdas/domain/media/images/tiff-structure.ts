/**
 * A minimal, bounds-checked TIFF directory reader. TIFF is the container under most camera RAW formats
 * (CR2, NEF, ARW, DNG, PEF, SRW; ORF and RW2 with their own magic), and both the sniffer and the RAW
 * preview extractor need a few tags from it. Uploaded bytes are untrusted, so every read is checked
 * against the buffer, directory sizes are capped and loops in the directory chain are cut: a hostile
 * file yields "no such tag", never an exception, a hang or a huge allocation.
 */

export const TIFF_TAGS = {
  newSubfileType: 0x00fe,
  imageWidth: 0x0100,
  imageLength: 0x0101,
  compression: 0x0103,
  photometric: 0x0106,
  make: 0x010f,
  model: 0x0110,
  stripOffsets: 0x0111,
  orientation: 0x0112,
  stripByteCounts: 0x0117,
  subIfds: 0x014a,
  jpegInterchangeFormat: 0x0201,
  jpegInterchangeFormatLength: 0x0202,
  /** Panasonic RW2 keeps a whole JPEG file in this tag. */
  panasonicJpgFromRaw: 0x002e,
  exifIfd: 0x8769,
  dngVersion: 0xc612,
} as const;

/** PhotometricInterpretation values that mean "sensor data", never a viewable preview. */
export const PHOTOMETRIC_CFA = 32803;
export const PHOTOMETRIC_LINEAR_RAW = 34892;

/** Byte size of one value of each TIFF field type (1 BYTE ... 13 IFD); 0 for unknown types. */
const TYPE_SIZES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4];

// Real files have a few dozen entries per directory and a handful of directories; anything far beyond is garbage.
const MAX_ENTRIES_PER_IFD = 1024;
const MAX_IFDS = 64;
const MAX_VALUES = 4096;

export interface TiffEntry {
  tag: number;
  type: number;
  count: number;
  /** Where the value bytes start: inside the entry when they fit in 4 bytes, else the offset it holds. */
  valueOffset: number;
}

export type TiffIfd = Map<number, TiffEntry>;

export interface TiffHeader {
  littleEndian: boolean;
  firstIfdOffset: number;
  /** The 2 bytes after the byte-order mark: 42 for TIFF; 0x4f52 / 0x5352 for Olympus ORF, 0x55 for Panasonic RW2. */
  magic: number;
}

/** The TIFF-style header, if the bytes start with one (including the ORF and RW2 variants). */
export function readTiffHeader(bytes: Uint8Array): TiffHeader | null {
  if (bytes.length < 8) return null;
  const order = (bytes[0]! << 8) | bytes[1]!;
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const littleEndian = order === 0x4949;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = view.getUint16(2, littleEndian);
  if (magic !== 42 && magic !== 0x4f52 && magic !== 0x5352 && magic !== 0x55) return null;
  return { littleEndian, magic, firstIfdOffset: view.getUint32(4, littleEndian) };
}

export class TiffReader {
  private readonly view: DataView;

  constructor(
    readonly bytes: Uint8Array,
    readonly littleEndian: boolean,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  static open(bytes: Uint8Array): { reader: TiffReader; header: TiffHeader } | null {
    const header = readTiffHeader(bytes);
    return header ? { reader: new TiffReader(bytes, header.littleEndian), header } : null;
  }

  private fits(offset: number, length: number): boolean {
    return Number.isSafeInteger(offset) && offset >= 0 && length >= 0 && offset + length <= this.bytes.length;
  }

  u16(offset: number): number | undefined {
    return this.fits(offset, 2) ? this.view.getUint16(offset, this.littleEndian) : undefined;
  }

  u32(offset: number): number | undefined {
    return this.fits(offset, 4) ? this.view.getUint32(offset, this.littleEndian) : undefined;
  }

  /** One directory's entries and the offset of the next directory (0 when it is the last). */
  readIfd(offset: number): { entries: TiffIfd; next: number } | null {
    const count = this.u16(offset);
    if (count === undefined || count === 0 || count > MAX_ENTRIES_PER_IFD || !this.fits(offset + 2, count * 12)) return null;
    const entries: TiffIfd = new Map();
    for (let i = 0; i < count; i++) {
      const at = offset + 2 + i * 12;
      const tag = this.view.getUint16(at, this.littleEndian);
      const type = this.view.getUint16(at + 2, this.littleEndian);
      const valueCount = this.view.getUint32(at + 4, this.littleEndian);
      const size = (TYPE_SIZES[type] ?? 0) * valueCount;
      const valueOffset = size <= 4 ? at + 8 : this.view.getUint32(at + 8, this.littleEndian);
      if (!entries.has(tag)) entries.set(tag, { tag, type, count: valueCount, valueOffset });
    }
    return { entries, next: this.u32(offset + 2 + count * 12) ?? 0 };
  }

  /** The directory chain from `first` (IFD0, IFD1, ...), stopping at loops, garbage or the cap. */
  ifdChain(first: number, seen = new Set<number>()): TiffIfd[] {
    const chain: TiffIfd[] = [];
    let offset = first;
    while (offset && !seen.has(offset) && seen.size < MAX_IFDS) {
      seen.add(offset);
      const ifd = this.readIfd(offset);
      if (!ifd) break;
      chain.push(ifd.entries);
      offset = ifd.next;
    }
    return chain;
  }

  /** Integer values of a SHORT / LONG / BYTE / IFD entry (capped in count), or [] when unreadable. */
  numbers(entry: TiffEntry | undefined): number[] {
    if (!entry) return [];
    const size = TYPE_SIZES[entry.type] ?? 0;
    const count = Math.min(entry.count, MAX_VALUES);
    if (!size || !this.fits(entry.valueOffset, size * count)) return [];
    const values: number[] = [];
    for (let i = 0; i < count; i++) {
      const at = entry.valueOffset + i * size;
      if (size === 1) values.push(this.view.getUint8(at));
      else if (size === 2) values.push(this.view.getUint16(at, this.littleEndian));
      else if (size === 4) values.push(this.view.getUint32(at, this.littleEndian));
      else return [];
    }
    return values;
  }

  number(entry: TiffEntry | undefined): number | undefined {
    return this.numbers(entry)[0];
  }

  /** An ASCII entry without its NUL padding, or undefined when unreadable. */
  text(entry: TiffEntry | undefined): string | undefined {
    if (!entry || entry.type !== 2 || entry.count > MAX_VALUES || !this.fits(entry.valueOffset, entry.count)) return undefined;
    let text = '';
    for (let i = 0; i < entry.count; i++) {
      const code = this.bytes[entry.valueOffset + i]!;
      if (code === 0) break;
      text += String.fromCharCode(code);
    }
    return text.trim();
  }
}
