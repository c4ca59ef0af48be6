import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { UnsupportedImageError, extractRawPreview, processImage } from '../../../../lambdas/domain/media/images';
import { readJpegAt } from '../../../../lambdas/domain/media/jpeg-structure';
import { BLUE, GREEN, RED, TAG, WHITE, buildTiff, colourAt, nefLike, quadrantJpeg, sensorNoise } from './fixtures';

/**
 * No real RAW file is in the test data, so these are built here to the formats' published layouts: a
 * TIFF-structured file with directories and sub-directories (NEF-like), a Panasonic RW2-like file, and a
 * Fuji RAF-like file whose preview only a scan can find.
 */
let preview: Buffer; // 600 x 400, the camera's display image
let thumbnail: Buffer; // 160 x 120

beforeAll(async () => {
  preview = await quadrantJpeg(600, 400);
  thumbnail = await quadrantJpeg(160, 120);
});

describe('extractRawPreview', () => {
  it('finds the largest JPEG among the directories, not the thumbnail in IFD0 or the sensor data', () => {
    const found = extractRawPreview(nefLike(preview, thumbnail));
    expect(found).toMatchObject({ width: 600, height: 400 });
    expect(found!.jpeg.equals(preview)).toBe(true);
  });

  it('finds a preview stored as one JPEG-compressed strip (CR2 IFD0, DNG previews)', () => {
    const file = buildTiff({
      afterHeader: Buffer.from([0x43, 0x52, 2, 0, 0, 0, 0, 0]),
      blobs: [preview],
      directories: [
        {
          entries: {
            [TAG.imageWidth]: { long: [600] },
            [TAG.imageLength]: { long: [400] },
            [TAG.compression]: { short: [6] },
            [TAG.make]: { ascii: 'Canon' },
            [TAG.stripOffsets]: { blobOffset: 0 },
            [TAG.stripByteCounts]: { blobLength: 0 },
          },
        },
      ],
    });
    expect(extractRawPreview(file)).toMatchObject({ width: 600, height: 400 });
  });

  it("finds Panasonic's JpgFromRaw, a whole JPEG kept inside one tag", () => {
    const file = buildTiff({ magic: 0x55, blobs: [preview], directories: [{ entries: { [TAG.make]: { ascii: 'Panasonic' }, 0x002e: { blobInline: 0 } } }] });
    expect(extractRawPreview(file)).toMatchObject({ width: 600, height: 400 });
  });

  it('finds a preview by scanning when the container is not TIFF (RAF-like), skipping look-alike bytes', () => {
    const file = Buffer.concat([
      Buffer.from('FUJIFILMCCD-RAW 0201FF383501', 'latin1'),
      sensorNoise(5000, 3),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), // a start-of-image marker leading nowhere
      sensorNoise(5000, 4),
      thumbnail,
      sensorNoise(3000, 5),
      preview,
      sensorNoise(20_000, 6),
    ]);
    const found = extractRawPreview(file);
    expect(found).toMatchObject({ width: 600, height: 400 });
    expect(found!.jpeg.equals(preview)).toBe(true);
  });

  it('passes over lossless JPEG sensor data (SOF3), which a standard decoder cannot show', () => {
    const lossless = Buffer.from(preview);
    const extent = readJpegAt(preview, 0)!;
    expect(extent.frameType).toBe(0xc0);
    // Same structure, but marked lossless: as in CR2's raw plane.
    const frameAt = lossless.indexOf(Buffer.from([0xff, 0xc0]));
    lossless[frameAt + 1] = 0xc3;
    expect(readJpegAt(lossless, 0)!.frameType).toBe(0xc3);
    const file = buildTiff({
      blobs: [thumbnail, lossless],
      directories: [
        {
          entries: {
            [TAG.make]: { ascii: 'Canon' },
            [TAG.jpegInterchangeFormat]: { blobOffset: 0 },
            [TAG.jpegInterchangeFormatLength]: { blobLength: 0 },
            [TAG.subIfds]: { ifds: [1] },
          },
        },
        { entries: { [TAG.compression]: { short: [6] }, [TAG.stripOffsets]: { blobOffset: 1 }, [TAG.stripByteCounts]: { blobLength: 1 } } },
      ],
    });
    expect(extractRawPreview(file)).toMatchObject({ width: 160, height: 120 });
  });

  it('survives directories pointing anywhere: loops, out-of-range offsets, absurd counts', () => {
    const file = nefLike(preview, thumbnail);
    const broken = Buffer.from(file);
    // IFD0's next-directory pointer back to itself, and a sub-directory list pointing past the end.
    const ifd0 = broken.readUInt32LE(4);
    const entries = broken.readUInt16LE(ifd0);
    broken.writeUInt32LE(ifd0, ifd0 + 2 + entries * 12);
    for (let i = 0; i < entries; i++) {
      const at = ifd0 + 2 + i * 12;
      if (broken.readUInt16LE(at) === TAG.subIfds) broken.writeUInt32LE(0xfffffff0, at + 8);
      if (broken.readUInt16LE(at) === TAG.make) broken.writeUInt32LE(0xffffffff, at + 4);
    }
    // The preview is still found, by the scan.
    expect(extractRawPreview(broken)).toMatchObject({ width: 600, height: 400 });
    expect(extractRawPreview(sensorNoise(100_000))).toBeNull();
    expect(extractRawPreview(Buffer.alloc(0))).toBeNull();
  });
});

describe('processImage on RAW files', () => {
  it('shows a NEF through its preview, turned upright by the RAW file’s orientation tag', async () => {
    // Orientation 6: the stored picture must turn 90 degrees clockwise, so its left half (red, blue) goes on top.
    const image = await processImage(nefLike(preview, thumbnail, 6));
    expect(image).toMatchObject({ format: 'nef', mime: 'image/x-nikon-nef', width: 400, height: 600, orientation: 6 });
    expect(image.camera).toEqual({ make: 'NIKON CORPORATION', model: 'NIKON D750' });
    const small = image.thumbnails.find((t) => t.size === 300)!;
    expect([small.width, small.height]).toEqual([200, 300]);
    // Upright: top-left blue, top-right red, bottom-left white, bottom-right green.
    expect(await colourAt(small.bytes, 50, 75)).toBe(BLUE);
    expect(await colourAt(small.bytes, 150, 75)).toBe(RED);
    expect(await colourAt(small.bytes, 50, 225)).toBe(WHITE);
    expect(await colourAt(small.bytes, 150, 225)).toBe(GREEN);
  });

  it('trusts a preview’s own orientation tag over turning it again', async () => {
    const taggedPreview = await quadrantJpeg(600, 400, 6);
    const image = await processImage(nefLike(taggedPreview, thumbnail, 6));
    expect([image.width, image.height]).toEqual([400, 600]);
    expect(await colourAt(image.thumbnails[1]!.bytes, 50, 75)).toBe(BLUE);
  });

  it('refuses a RAW file with no decodable preview, saying what to do', async () => {
    const bare = buildTiff({
      blobs: [sensorNoise(50_000)],
      directories: [
        {
          entries: {
            [TAG.make]: { ascii: 'NIKON CORPORATION' },
            [TAG.compression]: { short: [34713] },
            [TAG.photometric]: { short: [32803] },
            [TAG.stripOffsets]: { blobOffset: 0 },
            [TAG.stripByteCounts]: { blobLength: 0 },
          },
        },
      ],
    });
    const attempt = processImage(bare);
    await expect(attempt).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(attempt).rejects.toThrow('This RAW file has no preview picture we can show. Please export it as a JPEG from your photo editor and upload that.');
  });

  it('keeps the preview it extracted decodable as a JPEG', async () => {
    const found = extractRawPreview(nefLike(preview, thumbnail))!;
    expect(await sharp(found.jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
  });
});
