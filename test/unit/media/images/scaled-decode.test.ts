import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorruptImageError, ImageProcessingError, processImage } from '../../../../lambdas/domain/media/images';
import { openImageSource } from '../../../../lambdas/domain/media/images/image-source';
import { jpegScaleFor, TEMP_COPY_PREFIX } from '../../../../lambdas/domain/media/images/jpeg-scaled-decode';

/** A photo-like JPEG: a gradient with soft shapes, so resampling differences show in the pixels. */
async function photoJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#e8c39e"/><stop offset="1" stop-color="#24476b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#b33" fill-opacity="0.7"/><rect x="${width / 2}" y="${height / 5}" width="${width / 4}" height="${height / 3}" fill="#3b6" fill-opacity="0.6"/></svg>`;
  const pipeline = sharp(Buffer.from(svg)).jpeg({ quality: 90 });
  return orientation ? pipeline.withMetadata({ orientation }).toBuffer() : pipeline.toBuffer();
}

/** Copies this process wrote for a scaled decode and left behind (tests running beside it write their own). */
const ownCopies = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`${TEMP_COPY_PREFIX}${process.pid}-`));

describe('jpegScaleFor: the least JPEG decode that still fills the largest size', () => {
  it.each([
    [4000, 3000, 1600, 2], // a 12 MP phone photo: sharp alone would decode all of it
    [3000, 4000, 1600, 2], // the same photo held upright
    [3200, 2400, 1600, 2],
    [3199, 2400, 1600, 1], // half of it would be smaller than 1600
    [1600, 1200, 1600, 1],
    [800, 600, 1600, 1], // never enlarged, never shrunk
    [6400, 4800, 1600, 4],
    [8064, 6048, 1600, 4],
    [12800, 9600, 1600, 8],
    [25600, 19200, 1600, 1], // 16x and more: sharp's own choice (1/8) is right there
    [4000, 3000, 300, 8],
    [2112, 1584, 64, 1],
  ])('%i x %i for %i px: 1/%i', (width, height, size, scale) => {
    expect(jpegScaleFor(width, height, size)).toBe(scale);
  });
});

describe('a JPEG decoded at a reduced scale', () => {
  let twelveMegapixels: Buffer;
  let portrait: Buffer;
  let folder: string;
  beforeAll(async () => {
    [twelveMegapixels, portrait] = await Promise.all([photoJpeg(4000, 3000), photoJpeg(3300, 2000, 6)]);
    folder = await mkdtemp(join(tmpdir(), 'scaled-decode-test-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('decodes a 12 MP photo at half size for its 1600 px picture, and at full size when nothing smaller fills it', async () => {
    const half = await openImageSource(twelveMegapixels, 'jpeg', { maxPixels: 100_000_000, largestSize: 1600 });
    const full = await openImageSource(twelveMegapixels, 'jpeg', { maxPixels: 100_000_000, largestSize: 2500 });
    try {
      expect((await half.pipeline().raw().toBuffer({ resolveWithObject: true })).info).toMatchObject({ width: 2000, height: 1500 });
      expect((await full.pipeline().raw().toBuffer({ resolveWithObject: true })).info).toMatchObject({ width: 4000, height: 3000 });
      // The stored size stays the original's: it is what the library shows and the faces' boxes refer to.
      expect(half).toMatchObject({ storedWidth: 4000, storedHeight: 3000 });
    } finally {
      await Promise.all([half.release(), full.release()]);
    }
  });

  it('makes the same renditions as a full decode, to the pixel size and within two levels of colour', async () => {
    const image = await processImage(twelveMegapixels);
    expect(image.thumbnails.map(({ size, width, height, format }) => [size, width, height, format])).toEqual([
      [64, 64, 48, 'webp'],
      [300, 300, 225, 'webp'],
      [1600, 1600, 1200, 'jpeg'],
    ]);
    const decoded = async (bytes: Buffer) => sharp(bytes).removeAlpha().raw().toBuffer();
    const reference = await sharp(twelveMegapixels).resize(1600, 1600, { fit: 'inside' }).raw().toBuffer();
    for (const size of [1600, 300]) {
      const ours = await decoded(image.thumbnails.find((thumbnail) => thumbnail.size === size)!.bytes);
      const theirs = size === 1600 ? reference : await sharp(twelveMegapixels).resize(300, 300, { fit: 'inside' }).raw().toBuffer();
      let difference = 0;
      for (let i = 0; i < ours.length; i++) difference += Math.abs(ours[i]! - theirs[i]!);
      expect(difference / ours.length, `mean difference at ${size} px`).toBeLessThan(2);
    }
  });

  it('turns a portrait upright after a scaled decode', async () => {
    const image = await processImage(portrait);
    expect(image).toMatchObject({ width: 2000, height: 3300, orientation: 6 });
    expect(image.thumbnails.at(-1)).toMatchObject({ width: 970, height: 1600 });
  });

  it.each([
    ['progressive', (picture: Sharp) => picture.jpeg({ progressive: true })],
    ['CMYK', (picture: Sharp) => picture.toColourspace('cmyk').jpeg()],
    ['4:4:4', (picture: Sharp) => picture.jpeg({ chromaSubsampling: '4:4:4', quality: 95 })],
  ])('decodes a %s JPEG at half scale into an sRGB picture of the right colours', async (_kind, encode) => {
    const orange = '#cc8833';
    const bytes = await encode(sharp({ create: { width: 3300, height: 1000, channels: 3, background: orange } })).toBuffer();
    const large = (await processImage(bytes)).thumbnails.at(-1)!;
    expect(large).toMatchObject({ width: 1600, height: 485 });
    expect(await sharp(large.bytes).metadata()).toMatchObject({ space: 'srgb', channels: 3 });
    const centre = await sharp(large.bytes).extract({ left: 800, top: 242, width: 1, height: 1 }).toColourspace('srgb').raw().toBuffer();
    // CMYK without a profile comes back a few levels off, as in any viewer.
    [0xcc, 0x88, 0x33].forEach((level, channel) => expect(Math.abs(centre[channel]! - level)).toBeLessThan(24));
  });

  it('never crashes or hangs on damaged JPEGs decoded at half scale: each processes or throws a typed error', async () => {
    let seed = 2024;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 12; round++) {
      const damaged = Buffer.from(twelveMegapixels);
      for (let i = 0; i <= round * 3; i++) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
      await processImage(damaged).catch((error: unknown) => expect(error).toBeInstanceOf(ImageProcessingError));
    }
    expect(ownCopies()).toEqual([]);
  });

  it('decodes the file the caller has on disk instead of writing a copy of its own', async () => {
    // A file that differs from the bytes (a caller never passes one) shows which of the two is decoded.
    const file = join(folder, 'original');
    await writeFile(file, await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#d01010' } }).jpeg().toBuffer());
    const image = await processImage(twelveMegapixels, { file });
    const { dominant } = await sharp(image.thumbnails[0]!.bytes).stats();
    expect(dominant.r).toBeGreaterThan(180);
    expect(dominant.g + dominant.b).toBeLessThan(80);
  });

  it('removes its own copy, even when the decode fails', async () => {
    await processImage(twelveMegapixels);
    // Cut inside the compressed data: the header reads, the decode fails.
    await expect(processImage(twelveMegapixels.subarray(0, twelveMegapixels.length / 2))).rejects.toBeInstanceOf(CorruptImageError);
    expect(ownCopies()).toEqual([]);
  });
});
