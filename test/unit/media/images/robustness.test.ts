import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CorruptImageError,
  ImageProcessingError,
  ImageTooLargeError,
  UnsupportedImageError,
  processImage,
} from '../../../../lambdas/domain/media/images';
import { jpegClaiming, pngClaiming, readPhoto } from './fixtures';

/** The error processImage throws, or a failure when it does not throw. */
async function failure(bytes: Buffer, options?: Parameters<typeof processImage>[1]): Promise<Error> {
  try {
    await processImage(bytes, options);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected processImage to throw');
}

describe('decompression bombs', () => {
  it('refuses a PNG whose header claims 30000 x 30000 pixels, from the header alone', async () => {
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1024);
    const error = await failure(bomb);
    expect(error).toBeInstanceOf(ImageTooLargeError);
    expect(error).toMatchObject({ width: 30_000, height: 30_000, maxPixels: 100_000_000 });
    expect(error.message).toBe('This image is too large to process (30000 x 30000 pixels; the limit is 100 megapixels).');
  });

  it('refuses a JPEG whose frame header claims 40000 x 40000', async () => {
    const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } }).jpeg().toBuffer();
    expect(await failure(jpegClaiming(small, 40_000, 40_000))).toBeInstanceOf(ImageTooLargeError);
  });

  it('applies a caller-chosen limit to real photos', async () => {
    const error = await failure(readPhoto('immich-test-assets/metadata_faces_portrait.jpg'), { maxPixels: 500_000 });
    expect(error).toMatchObject({ name: 'ImageTooLargeError', width: 840, height: 700 });
    await expect(processImage(readPhoto('immich-test-assets/metadata_faces_portrait.jpg'), { maxPixels: 600_000, sizes: [64] })).resolves.toBeDefined();
  });
});

describe('damaged files', () => {
  const jpeg = readPhoto('photoprism-meta/altitude.jpg');

  it.each([0.95, 0.6, 0.3, 0.05])('a JPEG cut at %d of its length is CorruptImageError', async (fraction) => {
    const error = await failure(jpeg.subarray(0, Math.floor(jpeg.length * fraction)));
    expect(error).toBeInstanceOf(CorruptImageError);
    expect(error.message).toMatch(/damaged or incomplete/);
  });

  it('a JPEG cut inside its header is CorruptImageError', async () => {
    expect(await failure(jpeg.subarray(0, 100))).toBeInstanceOf(CorruptImageError);
    expect(await failure(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeInstanceOf(CorruptImageError);
  });

  it.each([
    ['PNG', 'immich-test-assets/formats_png_density_plot.png'],
    ['WebP', 'immich-test-assets/formats_webp_denali.webp'],
  ])('a truncated %s is CorruptImageError', async (_format, name) => {
    const bytes = readPhoto(name);
    expect(await failure(bytes.subarray(0, Math.floor(bytes.length / 2)))).toBeInstanceOf(CorruptImageError);
  });

  it.each([4096, 0.5, 0.99])('a HEIC cut at %d is CorruptImageError (its decoder would paint the missing part grey)', async (cut) => {
    const heic = readPhoto('immich-test-assets/formats_heic_IMG_2682.heic');
    const end = cut < 1 ? Math.floor(heic.length * cut) : cut;
    expect(await failure(heic.subarray(0, end))).toBeInstanceOf(CorruptImageError);
  });

  it('a truncated AVIF is CorruptImageError', async () => {
    const avif = await sharp(readPhoto('immich-test-assets/metadata_faces_portrait.jpg')).avif({ effort: 0 }).toBuffer();
    await expect(processImage(avif, { sizes: [64] })).resolves.toMatchObject({ format: 'avif', width: 840, height: 700 });
    expect(await failure(avif.subarray(0, avif.length - 100))).toBeInstanceOf(CorruptImageError);
  });

  it('keeps a photo with a few bad bytes in its compressed data, which sharp by default would refuse', async () => {
    const smudged = Buffer.from(jpeg);
    smudged[80_000]! ^= 0xff;
    smudged[80_001]! ^= 0x55;
    await expect(sharp(smudged).resize(300).raw().toBuffer()).rejects.toThrow(/Corrupt JPEG data/);
    await expect(processImage(smudged, { sizes: [64] })).resolves.toMatchObject({ width: 2112, height: 1584 });
  });

  it('never crashes or hangs on randomly damaged JPEGs: each one processes or throws a typed error', async () => {
    const original = readPhoto('immich-test-assets/metadata_tags_picasa.jpg');
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const outcomes = { processed: 0, refused: 0 };
    for (let round = 0; round < 40; round++) {
      const damaged = Buffer.from(original);
      for (let i = 0; i < 1 + round; i++) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
      try {
        await processImage(damaged, { sizes: [64] });
        outcomes.processed++;
      } catch (error) {
        expect(error).toBeInstanceOf(ImageProcessingError);
        outcomes.refused++;
      }
    }
    expect(outcomes.processed + outcomes.refused).toBe(40);
  });
});

describe('files that are not photos we can read', () => {
  it.each([
    ['an empty file', Buffer.alloc(0), /not a photo we recognise/],
    ['text', Buffer.from('Dear family, here are the photos.'), /not a photo we recognise/],
    ['a PDF', Buffer.from('%PDF-1.7\n'), /a PDF document, not a photo/],
    ['a GEDCOM file', Buffer.from('0 HEAD\n1 GEDC\n2 VERS 5.5.1\n'), /a GEDCOM family tree file, not a photo/],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), /not a photo we recognise/],
  ])('%s is UnsupportedImageError', async (_what, bytes, message) => {
    const error = await failure(bytes);
    expect(error).toBeInstanceOf(UnsupportedImageError);
    expect(error.message).toMatch(message);
  });

  it('a format we recognise but cannot decode (BMP) says so and suggests a way out', async () => {
    const bmp = Buffer.alloc(70);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(40, 14);
    const error = await failure(bmp);
    expect(error).toBeInstanceOf(UnsupportedImageError);
    expect(error.message).toBe('We cannot read BMP images yet. Please convert it to JPEG or PNG and upload it again.');
  });

  it('errors carry the name of their class, for logs and for the status mapping', async () => {
    expect((await failure(Buffer.from('nope'))).name).toBe('UnsupportedImageError');
  });
});
