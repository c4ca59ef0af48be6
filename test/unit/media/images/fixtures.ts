import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** The team's photos, beside the repository: ../shared/testdata/photos. */
export const PHOTOS = fileURLToPath(new URL('../../../../../shared/testdata/photos/', import.meta.url));

export const photoPath = (name: string) => join(PHOTOS, name);
export const readPhoto = (name: string): Buffer => readFileSync(photoPath(name));

/**
 * Every photo directly in a folder of the test data, as 'folder/file'. Licence, read-me and JSON files
 * are left out, and so are sub-folders (the labelled faces under faces/train and faces/test belong to
 * the face tests, not to this corpus).
 */
export function allPhotos(): string[] {
  return readdirSync(PHOTOS)
    .sort()
    .flatMap((folder) =>
      readdirSync(join(PHOTOS, folder))
        .filter((file) => !/^(LICENSE|README)|\.json$/.test(file) && statSync(join(PHOTOS, folder, file)).isFile())
        .sort()
        .map((file) => `${folder}/${file}`),
    );
}

/** Raw RGB pixels of one colour per quadrant: top-left red, top-right green, bottom-left blue, bottom-right white. */
export function quadrants(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  const colours = [
    [255, 0, 0],
    [0, 255, 0],
    [0, 0, 255],
    [255, 255, 255],
  ];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = colours[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]!;
      pixels.set(colour, (y * width + x) * 3);
    }
  }
  return pixels;
}

/** A JPEG of the four quadrants, optionally tagged with an EXIF orientation. */
export function quadrantJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp(quadrants(width, height), { raw: { width, height, channels: 3 } });
  return (orientation ? image.withMetadata({ orientation }) : image).jpeg({ quality: 95 }).toBuffer();
}

/** The colour at (x, y) of a decoded image, each channel rounded to the nearest of 0 / 255 (JPEG blurs edges). */
export async function colourAt(image: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.min(Math.floor(y), info.height - 1) * info.width + Math.min(Math.floor(x), info.width - 1)) * info.channels;
  return [0, 1, 2].map((c) => (data[at + c]! > 127 ? 'f' : '0')).join('');
}
export const RED = 'f00';
export const GREEN = '0f0';
export const BLUE = '00f';
export const WHITE = 'fff';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG header claiming width x height greyscale pixels, with only a sliver of compressed data behind
 * it: what a decompression bomb looks like to anyone who reads the header first.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc(4 * (width + 1)); // four rows of zeros, each led by its filter byte
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A copy of a JPEG whose frame header claims another size (the data behind it does not change). */
export function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let at = 2; at < copy.length; ) {
    const marker = copy[at + 1]!;
    const length = copy.readUInt16BE(at + 2);
    if (marker === 0xc0 || marker === 0xc2) {
      copy.writeUInt16BE(height, at + 5);
      copy.writeUInt16BE(width, at + 7);
      return copy;
    }
    at += 2 + length;
  }
  throw new Error('no frame header');
}

// ---------------------------------------------------------------------------------------------------------
// A little-endian TIFF writer, enough to build RAW-like files: directories, sub-directories and blobs.

type TiffValue =
  | { short: number[] }
  | { long: number[] }
  | { ascii: string }
  | { undefinedBytes: number }
  /** LONG offsets of other directories (SubIFDs). */
  | { ifds: number[] }
  /** LONG offset of a blob. */
  | { blobOffset: number }
  /** LONG length of a blob. */
  | { blobLength: number }
  /** UNDEFINED bytes whose content is a blob (Panasonic's JpgFromRaw). */
  | { blobInline: number };

export interface TiffDirectory {
  entries: Record<number, TiffValue>;
  /** Index of the next directory in the chain (IFD0 -> IFD1). */
  next?: number;
}

export interface TiffSpec {
  directories: TiffDirectory[];
  blobs: Buffer[];
  /** Bytes 2-3: 42 for TIFF; 0x4f52 for Olympus ORF; 0x55 for Panasonic RW2. */
  magic?: number;
  /** Bytes 8-11 (Canon CR2 writes 'CR', 2, 0 here). */
  afterHeader?: Buffer;
}

const valueSize = (value: TiffValue): number => {
  if ('short' in value) return value.short.length * 2;
  if ('long' in value) return value.long.length * 4;
  if ('ascii' in value) return value.ascii.length + 1;
  if ('undefinedBytes' in value) return value.undefinedBytes;
  if ('ifds' in value) return value.ifds.length * 4;
  if ('blobInline' in value) return 0; // points at the blob itself
  return 4;
};

export function buildTiff(spec: TiffSpec): Buffer {
  const headerSize = 8 + (spec.afterHeader?.length ?? 0);
  const directoryOffsets: number[] = [];
  let at = headerSize;
  for (const directory of spec.directories) {
    directoryOffsets.push(at);
    at += 2 + Object.keys(directory.entries).length * 12 + 4;
  }
  const extraStart = at;
  const extraSize = spec.directories
    .flatMap((directory) => Object.values(directory.entries))
    .reduce((sum, value) => sum + (valueSize(value) > 4 ? valueSize(value) + (valueSize(value) % 2) : 0), 0);
  const blobOffsets: number[] = [];
  at = extraStart + extraSize;
  for (const blob of spec.blobs) {
    blobOffsets.push(at);
    at += blob.length;
  }
  const out = Buffer.alloc(at);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(spec.magic ?? 42, 2);
  out.writeUInt32LE(directoryOffsets[0] ?? 0, 4);
  spec.afterHeader?.copy(out, 8);
  let extra = extraStart;
  spec.directories.forEach((directory, index) => {
    const tags = Object.keys(directory.entries)
      .map(Number)
      .sort((a, b) => a - b);
    let p = directoryOffsets[index]!;
    out.writeUInt16LE(tags.length, p);
    p += 2;
    for (const tag of tags) {
      const value = directory.entries[tag]!;
      const [type, count, bytes] = encodeValue(value, directoryOffsets, blobOffsets, spec.blobs);
      out.writeUInt16LE(tag, p);
      out.writeUInt16LE(type, p + 2);
      out.writeUInt32LE(count, p + 4);
      if ('blobInline' in value) out.writeUInt32LE(blobOffsets[value.blobInline]!, p + 8);
      else if (bytes.length <= 4) bytes.copy(out, p + 8);
      else {
        out.writeUInt32LE(extra, p + 8);
        bytes.copy(out, extra);
        extra += bytes.length + (bytes.length % 2);
      }
      p += 12;
    }
    out.writeUInt32LE(directory.next === undefined ? 0 : directoryOffsets[directory.next]!, p);
  });
  spec.blobs.forEach((blob, index) => blob.copy(out, blobOffsets[index]!));
  return out;
}

function encodeValue(value: TiffValue, directories: number[], blobs: number[], blobData: Buffer[]): [number, number, Buffer] {
  const longs = (values: number[]) => {
    const bytes = Buffer.alloc(values.length * 4);
    values.forEach((v, i) => bytes.writeUInt32LE(v, i * 4));
    return bytes;
  };
  if ('short' in value) {
    const bytes = Buffer.alloc(value.short.length * 2);
    value.short.forEach((v, i) => bytes.writeUInt16LE(v, i * 2));
    return [3, value.short.length, bytes];
  }
  if ('long' in value) return [4, value.long.length, longs(value.long)];
  if ('ascii' in value) return [2, value.ascii.length + 1, Buffer.from(`${value.ascii}\0`, 'latin1')];
  if ('undefinedBytes' in value) return [7, value.undefinedBytes, Buffer.alloc(value.undefinedBytes, 0x5a)];
  if ('ifds' in value) return [4, value.ifds.length, longs(value.ifds.map((i) => directories[i]!))];
  if ('blobOffset' in value) return [4, 1, longs([blobs[value.blobOffset]!])];
  if ('blobLength' in value) return [4, 1, longs([blobData[value.blobLength]!.length])];
  return [7, blobData[value.blobInline]!.length, Buffer.alloc(0)];
}

export const TAG = {
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
  dngVersion: 0xc612,
} as const;

/** Pseudo-random bytes standing in for sensor data (deterministic, so failures reproduce). */
export function sensorNoise(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

/**
 * A NEF-shaped file: IFD0 (Nikon maker, orientation, a 160x120 JPEG thumbnail, two sub-directories),
 * a sub-directory with the full preview JPEG and one with "sensor data" (CFA, Nikon compression).
 */
export function nefLike(preview: Buffer, thumbnail: Buffer, orientation = 1): Buffer {
  return buildTiff({
    blobs: [thumbnail, preview, sensorNoise(64 * 1024)],
    directories: [
      {
        entries: {
          [TAG.newSubfileType]: { long: [1] },
          [TAG.compression]: { short: [6] },
          [TAG.make]: { ascii: 'NIKON CORPORATION' },
          [TAG.model]: { ascii: 'NIKON D750' },
          [TAG.orientation]: { short: [orientation] },
          [TAG.subIfds]: { ifds: [1, 2] },
          [TAG.jpegInterchangeFormat]: { blobOffset: 0 },
          [TAG.jpegInterchangeFormatLength]: { blobLength: 0 },
        },
      },
      {
        entries: {
          [TAG.newSubfileType]: { long: [1] },
          [TAG.compression]: { short: [6] },
          [TAG.jpegInterchangeFormat]: { blobOffset: 1 },
          [TAG.jpegInterchangeFormatLength]: { blobLength: 1 },
        },
      },
      {
        entries: {
          [TAG.newSubfileType]: { long: [0] },
          [TAG.imageWidth]: { long: [6016] },
          [TAG.imageLength]: { long: [4016] },
          [TAG.compression]: { short: [34713] },
          [TAG.photometric]: { short: [32803] },
          [TAG.stripOffsets]: { blobOffset: 2 },
          [TAG.stripByteCounts]: { blobLength: 2 },
        },
      },
    ],
  });
}
