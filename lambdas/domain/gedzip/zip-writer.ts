import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One entry as the central directory names it, kept from its writing to the zip's end. */
export interface ZipEntryRecord {
  name: string;
  deflated: boolean;
  crc: number;
  compressedSize: number;
  size: number;
  /** Where its local header starts. */
  offset: number;
  dosTime: number;
  dosDate: number;
  /** Its local header has a zip64 field (its data descriptor then gives 8-byte sizes). */
  zip64: boolean;
}

/** How far a zip is written: everything a later run needs to go on (plain data, saved as JSON). */
export interface ZipProgress {
  readonly offset: number;
  readonly entries: readonly ZipEntryRecord[];
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END = 0x06054b50;
/** Names in UTF-8 (bit 11); CRC and sizes in a data descriptor after the data (bit 3). */
const FLAGS = (1 << 11) | (1 << 3);
const VERSION = 20;
const VERSION_ZIP64 = 45;
/** Unix (3), specification 6.3. */
const MADE_BY = (3 << 8) | 63;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;

/**
 * A zip written as a stream of bytes that can stop between two entries and go on in another
 * process: its progress (the offset reached and each entry's central-directory record) is plain
 * data to save. yazl, which wrote our GEDZIPs before, keeps that state inside a running object,
 * so an export had to fit one Lambda run; no zip library on npm resumes, so the format is written
 * here (APPNOTE 6.3: data descriptors, zip64 where an offset or size passes 4 GB).
 *
 * Entries are stored as they are or deflated; each one's size, if given, is checked as it is
 * read, so a short or long original fails the export instead of making a broken zip.
 */
export class ZipWriter {
  private offset: number;
  private readonly entries: ZipEntryRecord[];

  constructor(progress: ZipProgress = { offset: 0, entries: [] }) {
    this.offset = progress.offset;
    this.entries = [...progress.entries];
  }

  progress(): ZipProgress {
    return { offset: this.offset, entries: [...this.entries] };
  }

  /** One entry's bytes: its header, its data (deflated or stored), its data descriptor. */
  async *entry(name: string, data: AsyncIterable<Uint8Array>, options: { deflate: boolean; modified: Date; size?: number }): AsyncGenerator<Buffer> {
    const fileName = Buffer.from(name, 'utf8');
    if (fileName.length > MAX_16) throw new Error(`A zip entry name is too long: ${name.slice(0, 80)}…`);
    const { time: dosTime, date: dosDate } = dosDateTime(options.modified);
    // Only an entry known to be this large needs 8-byte sizes in its descriptor (a tree's text never is).
    const zip64 = (options.size ?? 0) >= MAX_32;
    const record: ZipEntryRecord = { name, deflated: options.deflate, crc: 0, compressedSize: 0, size: 0, offset: this.offset, dosTime, dosDate, zip64 };

    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(options.deflate ? 8 : 0, 8);
    header.writeUInt16LE(dosTime, 10);
    header.writeUInt16LE(dosDate, 12);
    // CRC and sizes (14..25) stay 0: they follow the data.
    header.writeUInt16LE(fileName.length, 26);
    const extra = zip64 ? zip64Sizes(0, 0) : Buffer.alloc(0);
    header.writeUInt16LE(extra.length, 28);
    yield* this.emit(Buffer.concat([header, fileName, extra]));

    const counted = (async function* () {
      for await (const chunk of data) {
        record.crc = crc32(chunk, record.crc);
        record.size += chunk.byteLength;
        yield chunk;
      }
    })();
    const body = options.deflate ? (Readable.from(counted).pipe(createDeflateRaw()) as AsyncIterable<Buffer>) : counted;
    for await (const chunk of body) {
      record.compressedSize += chunk.byteLength;
      yield* this.emit(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    }
    if (options.size !== undefined && record.size !== options.size) {
      throw new Error(`${name} gave an unexpected number of bytes: ${record.size} where ${options.size} were expected`);
    }

    const descriptor = Buffer.alloc(zip64 ? 24 : 16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(record.crc, 4);
    if (zip64) {
      descriptor.writeBigUInt64LE(BigInt(record.compressedSize), 8);
      descriptor.writeBigUInt64LE(BigInt(record.size), 16);
    } else {
      descriptor.writeUInt32LE(record.compressedSize, 8);
      descriptor.writeUInt32LE(record.size, 12);
    }
    yield* this.emit(descriptor);
    this.entries.push(record);
  }

  /** The central directory and the end records, zip64 ones when the zip needs them. */
  end(): Buffer {
    const start = this.offset;
    const directory = Buffer.concat(this.entries.map(centralRecord));
    const parts = [directory];
    const needs64 = this.entries.length >= MAX_16 || start >= MAX_32 || directory.length >= MAX_32;
    if (needs64) {
      const zip64End = Buffer.alloc(56);
      zip64End.writeUInt32LE(ZIP64_END, 0);
      zip64End.writeBigUInt64LE(44n, 4);
      zip64End.writeUInt16LE(MADE_BY, 12);
      zip64End.writeUInt16LE(VERSION_ZIP64, 14);
      // Disk numbers (16, 20) are 0: one file.
      zip64End.writeBigUInt64LE(BigInt(this.entries.length), 24);
      zip64End.writeBigUInt64LE(BigInt(this.entries.length), 32);
      zip64End.writeBigUInt64LE(BigInt(directory.length), 40);
      zip64End.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(ZIP64_LOCATOR, 0);
      locator.writeBigUInt64LE(BigInt(start + directory.length), 8);
      locator.writeUInt32LE(1, 16);
      parts.push(zip64End, locator);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END, 0);
    end.writeUInt16LE(Math.min(this.entries.length, MAX_16), 8);
    end.writeUInt16LE(Math.min(this.entries.length, MAX_16), 10);
    end.writeUInt32LE(Math.min(directory.length, MAX_32), 12);
    end.writeUInt32LE(Math.min(start, MAX_32), 16);
    parts.push(end);
    const bytes = Buffer.concat(parts);
    this.offset += bytes.length;
    return bytes;
  }

  private *emit(bytes: Buffer): Generator<Buffer> {
    this.offset += bytes.length;
    yield bytes;
  }
}

function centralRecord(entry: ZipEntryRecord): Buffer {
  const fileName = Buffer.from(entry.name, 'utf8');
  const zip64 = entry.size >= MAX_32 || entry.compressedSize >= MAX_32 || entry.offset >= MAX_32;
  const extra = zip64 ? zip64Sizes(entry.size, entry.compressedSize, entry.offset) : Buffer.alloc(0);
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(MADE_BY, 4);
  header.writeUInt16LE(zip64 || entry.zip64 ? VERSION_ZIP64 : VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(entry.deflated ? 8 : 0, 10);
  header.writeUInt16LE(entry.dosTime, 12);
  header.writeUInt16LE(entry.dosDate, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(zip64 ? MAX_32 : entry.compressedSize, 20);
  header.writeUInt32LE(zip64 ? MAX_32 : entry.size, 24);
  header.writeUInt16LE(fileName.length, 28);
  header.writeUInt16LE(extra.length, 30);
  // Comment length, disk, internal attributes (32..37) are 0.
  // A regular file readable by all (Unix mode 0644 in the high half), as yazl wrote it.
  header.writeUInt32LE((0o100644 << 16) >>> 0, 38);
  header.writeUInt32LE(zip64 ? MAX_32 : entry.offset, 42);
  return Buffer.concat([header, fileName, extra]);
}

/** The zip64 extra field: sizes (and the local header's offset, in the central directory). */
function zip64Sizes(size: number, compressedSize: number, offset?: number): Buffer {
  const field = Buffer.alloc(offset === undefined ? 20 : 28);
  field.writeUInt16LE(0x0001, 0);
  field.writeUInt16LE(field.length - 4, 2);
  field.writeBigUInt64LE(BigInt(size), 4);
  field.writeBigUInt64LE(BigInt(compressedSize), 12);
  if (offset !== undefined) field.writeBigUInt64LE(BigInt(offset), 20);
  return field;
}

/** MS-DOS date and time (what zip headers hold), in UTC: a Lambda's clock has no other zone. */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getUTCFullYear(), 1980), 2107);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}
