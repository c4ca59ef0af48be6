import { endianness } from 'node:os';
import { gunzipSync, gzipSync, constants as zlib } from 'node:zlib';

/**
 * The gazetteer's on-disk form: one gzip'd binary file, columns of typed arrays that load as
 * views without parsing, plus the names as two newline-joined UTF-8 blocks. About 135,000 places
 * decode in tens of milliseconds, which matters on a Lambda cold start; JSON of the same data
 * parses several times slower.
 *
 * Layout (little-endian, every column starting at a multiple of 4):
 *   'HLGZ' | u32 format version | u32 header length | header JSON | padding
 *   i32 geonameId[n] | i32 lat*1e5[n] | i32 lon*1e5[n] | u32 population[n]
 *   u16 region[n] (index into header.regions, 0 = none) | u8 country[n] (index into header.countryCodes)
 *   u8 flags[n] (PLACE_FLAGS)
 *   names (UTF-8, '\n'-joined) | ascii names (UTF-8, '\n'-joined, '' where equal to the name)
 */
export const GAZETTEER_FORMAT_VERSION = 1;
const MAGIC = 'HLGZ';

export const PLACE_FLAGS = {
  /** GeoNames PPLX, a section of a populated place: Steglitz in Berlin, 'Zürich (Kreis 3)'. */
  section: 1,
} as const;

export interface GazetteerColumns {
  count: number;
  geonameIds: Int32Array;
  /** Degrees times 100,000 (about a metre), the precision GeoNames publishes. */
  latE5: Int32Array;
  lonE5: Int32Array;
  /** 0 where GeoNames has no figure (some administrative seats). */
  populations: Uint32Array;
  regionIndexes: Uint16Array;
  countryIndexes: Uint8Array;
  flags: Uint8Array;
  names: string[];
  /** '' where the ascii name equals the name. */
  asciiNames: string[];
  /** Region names; index 0 is '' (no region known). */
  regions: string[];
  countryCodes: string[];
  /** The credit the data's licence asks for (GeoNames, CC BY 4.0). */
  attribution: string;
  /** Which package versions the file was built from. */
  sources: Record<string, string>;
}

interface Header {
  count: number;
  regions: string[];
  countryCodes: string[];
  attribution: string;
  sources: Record<string, string>;
  namesBytes: number;
  asciiNamesBytes: number;
}

function assertLittleEndian(): void {
  // Columns are written and read as raw typed arrays; every Lambda and dev machine is little-endian.
  if (endianness() !== 'LE') throw new Error('The gazetteer file format assumes a little-endian machine');
}

const align4 = (offset: number) => (offset + 3) & ~3;

export function encodeGazetteer(columns: GazetteerColumns): Buffer {
  assertLittleEndian();
  const { count } = columns;
  const names = Buffer.from(columns.names.join('\n'), 'utf8');
  const asciiNames = Buffer.from(columns.asciiNames.join('\n'), 'utf8');
  const header: Header = {
    count,
    regions: columns.regions,
    countryCodes: columns.countryCodes,
    attribution: columns.attribution,
    sources: columns.sources,
    namesBytes: names.length,
    asciiNamesBytes: asciiNames.length,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const parts: Uint8Array[] = [];
  let length = 0;
  const append = (bytes: Uint8Array) => {
    parts.push(bytes);
    length += bytes.length;
    const padding = align4(length) - length;
    if (padding) {
      parts.push(new Uint8Array(padding));
      length += padding;
    }
  };
  const preamble = Buffer.alloc(12);
  preamble.write(MAGIC, 0, 'latin1');
  preamble.writeUInt32LE(GAZETTEER_FORMAT_VERSION, 4);
  preamble.writeUInt32LE(headerBytes.length, 8);
  append(Buffer.concat([preamble, headerBytes]));
  for (const column of [columns.geonameIds, columns.latE5, columns.lonE5, columns.populations, columns.regionIndexes, columns.countryIndexes, columns.flags]) {
    if (column.length !== count) throw new Error(`A gazetteer column has ${column.length} entries, not ${count}`);
    append(new Uint8Array(column.buffer, column.byteOffset, column.byteLength));
  }
  append(names);
  append(asciiNames);
  return gzipSync(Buffer.concat(parts, length), { level: zlib.Z_BEST_COMPRESSION });
}

export function decodeGazetteer(file: Uint8Array): GazetteerColumns {
  assertLittleEndian();
  const raw = gunzipSync(file);
  // Typed-array views need an aligned start; a fresh gunzip buffer normally is, but not promised.
  const bytes = raw.byteOffset % 4 === 0 ? raw : Buffer.from(raw);
  if (bytes.toString('latin1', 0, 4) !== MAGIC) throw new Error('Not a gazetteer file');
  const version = bytes.readUInt32LE(4);
  if (version !== GAZETTEER_FORMAT_VERSION) throw new Error(`Gazetteer file format ${version}, expected ${GAZETTEER_FORMAT_VERSION}: rebuild it`);
  const headerLength = bytes.readUInt32LE(8);
  const header = JSON.parse(bytes.toString('utf8', 12, 12 + headerLength)) as Header;
  const { count } = header;
  let offset = align4(12 + headerLength);
  const take = <T>(make: (buffer: ArrayBufferLike, byteOffset: number, length: number) => T, bytesPerEntry: number): T => {
    const column = make(bytes.buffer, bytes.byteOffset + offset, count);
    offset = align4(offset + bytesPerEntry * count);
    return column;
  };
  const geonameIds = take((b, o, n) => new Int32Array(b, o, n), 4);
  const latE5 = take((b, o, n) => new Int32Array(b, o, n), 4);
  const lonE5 = take((b, o, n) => new Int32Array(b, o, n), 4);
  const populations = take((b, o, n) => new Uint32Array(b, o, n), 4);
  const regionIndexes = take((b, o, n) => new Uint16Array(b, o, n), 2);
  const countryIndexes = take((b, o, n) => new Uint8Array(b, o, n), 1);
  const flags = take((b, o, n) => new Uint8Array(b, o, n), 1);
  const names = splitLines(bytes.toString('utf8', offset, offset + header.namesBytes), count);
  offset = align4(offset + header.namesBytes);
  const asciiNames = splitLines(bytes.toString('utf8', offset, offset + header.asciiNamesBytes), count);
  return {
    count,
    geonameIds,
    latE5,
    lonE5,
    populations,
    regionIndexes,
    countryIndexes,
    flags,
    names,
    asciiNames,
    regions: header.regions,
    countryCodes: header.countryCodes,
    attribution: header.attribution,
    sources: header.sources,
  };
}

function splitLines(text: string, count: number): string[] {
  const lines = count === 0 ? [] : text.split('\n');
  if (lines.length !== count) throw new Error(`Gazetteer file is damaged: ${lines.length} names for ${count} places`);
  return lines;
}
