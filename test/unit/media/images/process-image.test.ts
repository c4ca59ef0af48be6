import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cameraName, ImageProcessingError, processImage, type ProcessedImage } from '../../../../lambdas/domain/media/images';
import { allPhotos, readPhoto } from './fixtures';

/**
 * The team's photo corpus (immich-test-assets, photoprism-meta): each file is processed once, then the
 * results are checked from several angles.
 */
const photos = allPhotos();
const results = new Map<string, ProcessedImage | Error>();

beforeAll(async () => {
  for (const name of photos) {
    try {
      results.set(name, await processImage(readPhoto(name)));
    } catch (error) {
      results.set(name, error as Error);
    }
  }
}, 60_000);

function processed(name: string): ProcessedImage {
  const result = results.get(name);
  if (!result) throw new Error(`${name} is not in the corpus`);
  if (result instanceof Error) throw result;
  return result;
}

describe('the photo corpus', () => {
  it('is there', () => {
    expect(photos.length).toBeGreaterThanOrEqual(29);
    expect(photos).toContain('immich-test-assets/formats_heic_IMG_2682.heic');
  });

  it.each(photos)('%s processes, or fails with a typed error', (name) => {
    const result = results.get(name);
    if (result instanceof Error) {
      expect(result).toBeInstanceOf(ImageProcessingError);
      return;
    }
    // Every file here is a good photo, so every one should in fact process.
    expect(result).toBeDefined();
  });

  it.each(photos)('%s: thumbnails at 64 and 300 (WebP) and 1600 (JPEG) fit their boxes, keep the aspect and are never enlarged', async (name) => {
    const image = processed(name);
    expect(image.thumbnails.map((t) => [t.size, t.format])).toEqual([[64, 'webp'], [300, 'webp'], [1600, 'jpeg']]);
    for (const thumbnail of image.thumbnails) {
      expect(Math.max(thumbnail.width, thumbnail.height)).toBe(Math.min(thumbnail.size, Math.max(image.width, image.height)));
      expect(Math.abs(thumbnail.width / thumbnail.height - image.width / image.height)).toBeLessThan(2 / Math.min(thumbnail.width, thumbnail.height));
      const meta = await sharp(thumbnail.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([thumbnail.format, thumbnail.width, thumbnail.height]);
    }
  });

  it.each(photos)('%s: a blurred placeholder of at most 16 px, inline as a WebP data: URI', async (name) => {
    const { placeholder } = processed(name);
    expect(placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(placeholder.length).toBeLessThan(600);
    const meta = await sharp(Buffer.from(placeholder.split(',')[1]!, 'base64')).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(16);
  });
});

describe('placeholder', () => {
  it('is blurred: a hard black-to-white edge comes out as a ramp, not a 16 px step', async () => {
    // Black left half, white right half: resized without a blur the edge stays one jump of ~255.
    const half = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#000' } }).png().toBuffer();
    const edge = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#fff' } }).composite([{ input: half, left: 0, top: 0 }, { input: half, left: 0, top: 150 }]).png().toBuffer();
    const { placeholder } = await processImage(edge);
    const { data, info } = await sharp(Buffer.from(placeholder.split(',')[1]!, 'base64')).greyscale().raw().toBuffer({ resolveWithObject: true });
    const row = Math.floor(info.height / 2);
    const jumps = Array.from({ length: info.width - 1 }, (_, x) => Math.abs(data[row * info.width + x + 1]! - data[row * info.width + x]!));
    expect(data[row * info.width]!).toBeLessThan(40);
    expect(data[row * info.width + info.width - 1]!).toBeGreaterThan(215);
    expect(Math.max(...jumps)).toBeLessThan(170);
  });
});

describe('privacy', () => {
  it('derived images carry no EXIF, XMP or IPTC: no GPS position or camera leaks through a thumbnail', async () => {
    const name = 'immich-test-assets/metadata_gps-position_thompson-springs.jpg';
    expect(processed(name).gps).not.toBeNull();
    for (const thumbnail of processed(name).thumbnails) {
      const meta = await sharp(thumbnail.bytes).metadata();
      expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
    }
  });

  it('leaves the original bytes untouched', async () => {
    const original = readPhoto('photoprism-meta/digikam.jpg');
    const copy = Buffer.from(original);
    await processImage(original, { sizes: [64] });
    expect(original.equals(copy)).toBe(true);
  });
});

describe('GPS', () => {
  it('thompson-springs: 39.115 N, 108.401 W at 1483.9 m', () => {
    const { gps } = processed('immich-test-assets/metadata_gps-position_thompson-springs.jpg');
    expect(gps!.lat).toBeCloseTo(39.115, 3);
    expect(gps!.lon).toBeCloseTo(-108.401, 3);
    expect(gps!.altitude).toBeCloseTo(1483.9, 1);
  });

  it('gps-datetime: 37.775 N, 122.419 W', () => {
    const { gps } = processed('immich-test-assets/metadata_dates_gps-datetime.jpg');
    expect(gps!.lat).toBeCloseTo(37.775, 3);
    expect(gps!.lon).toBeCloseTo(-122.419, 3);
    expect(gps!.altitude).toBeUndefined();
  });

  it('digikam: 52.4605 N, 13.3314 E at 84.47 m', () => {
    const { gps } = processed('photoprism-meta/digikam.jpg');
    expect(gps!.lat).toBeCloseTo(52.4605, 4);
    expect(gps!.lon).toBeCloseTo(13.3314, 4);
    expect(gps!.altitude).toBeCloseTo(84.47, 2);
  });

  it('gps-2000: southern and eastern hemisphere signs (Victoria, Australia)', () => {
    const { gps } = processed('photoprism-meta/gps-2000.jpg');
    expect(gps!.lat).toBeCloseTo(-38.4052, 3);
    expect(gps!.lon).toBeCloseTo(144.189, 3);
  });

  it('HEIC from an iPhone: 41.22 N, 96.07 W, 351 m', () => {
    const { gps } = processed('immich-test-assets/formats_heic_IMG_2682.heic');
    expect(gps).toEqual({ lat: expect.closeTo(41.2203, 4), lon: expect.closeTo(-96.0716, 4), altitude: expect.closeTo(351.27, 2) });
  });

  it('empty GPS fields, 0,0 placeholders and GPS-less photos give no position', () => {
    for (const name of [
      'immich-test-assets/metadata_gps-position_empty_gps.jpg',
      'photoprism-meta/snow.jpg',
      'photoprism-meta/image-2011.jpg',
      'immich-test-assets/metadata_faces_portrait.jpg',
    ]) {
      expect(processed(name).gps, name).toBeNull();
    }
  });

  it('drops an altitude stored as a wrapped negative number (4294967284) but keeps the position', () => {
    const { gps } = processed('photoprism-meta/altitude.jpg');
    expect(gps).toEqual({ lat: expect.closeTo(45.7528, 4), lon: expect.closeTo(33.222, 3) });
  });
});

describe('orientation', () => {
  const upright = 'immich-test-assets/metadata_faces_portrait.jpg';
  const tagged = 'immich-test-assets/metadata_faces_portrait-orientation-6.jpg';

  it('reports the upright size and the original tag', () => {
    expect(processed(upright)).toMatchObject({ width: 840, height: 700, orientation: 1 });
    expect(processed(tagged)).toMatchObject({ width: 840, height: 700, orientation: 6 });
  });

  it('the orientation-6 twin gives thumbnails of the same size and the same picture as the upright original', async () => {
    for (const [index, thumbnail] of processed(tagged).thumbnails.entries()) {
      const twin = processed(upright).thumbnails[index]!;
      expect([thumbnail.width, thumbnail.height]).toEqual([twin.width, twin.height]);
    }
    // Same picture: the 64 px thumbnails differ by compression noise only, far less than a turned or mirrored face would.
    const pixels = (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer();
    const [a, b] = await Promise.all([pixels(processed(tagged).thumbnails[0]!.bytes), pixels(processed(upright).thumbnails[0]!.bytes)]);
    const meanDifference = a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;
    expect(meanDifference).toBeLessThan(8);
  });
});

describe('formats', () => {
  it('decodes the iPhone HEIC at 4032 x 3024 with its EXIF date and camera', () => {
    const heic = processed('immich-test-assets/formats_heic_IMG_2682.heic');
    expect(heic).toMatchObject({ format: 'heic', mime: 'image/heic', width: 4032, height: 3024, orientation: 1, dateTaken: '21 Mar 2019' });
    expect(heic.takenAt).toEqual({ text: '21 Mar 2019', local: '2019-03-21T11:04:22.348', offset: null, source: 'DateTimeOriginal' });
    expect(heic.camera).toEqual({ make: 'Apple', model: 'iPhone 7' });
    expect(heic.thumbnails.at(-1)).toMatchObject({ width: 1600, height: 1200 });
  });

  it('reads WebP EXIF through sharp (exifr does not parse WebP)', () => {
    expect(processed('immich-test-assets/formats_webp_denali.webp')).toMatchObject({
      format: 'webp',
      width: 600,
      height: 315,
      dateTaken: '13 Aug 2010',
      camera: { make: 'Canon', model: 'Canon EOS 7D' },
    });
  });

  it('handles PNG and a large 17-megapixel text scan', () => {
    expect(processed('immich-test-assets/formats_png_density_plot.png')).toMatchObject({ format: 'png', mime: 'image/png', width: 800, height: 800, dateTaken: '13 Feb 2007', dateQuality: 'scan_or_file' });
    expect(processed('immich-test-assets/albums_text_handwritten-notes.jpg')).toMatchObject({ width: 5117, height: 3411 });
  });

  it.each([
    ['GIF', 'gif', (s: Sharp) => s.gif()],
    ['TIFF', 'tiff', (s: Sharp) => s.tiff()],
    ['AVIF', 'avif', (s: Sharp) => s.avif({ effort: 0 })],
    ['16-bit PNG', 'png', (s: Sharp) => s.toColourspace('rgb16').png()],
    ['greyscale JPEG', 'jpeg', (s: Sharp) => s.greyscale().jpeg()],
    ['CMYK JPEG', 'jpeg', (s: Sharp) => s.toColourspace('cmyk').jpeg()],
  ] as const)('processes a %s into 8-bit sRGB thumbnails', async (_what, format, encode) => {
    const bytes = await encode(sharp(readPhoto('immich-test-assets/metadata_faces_portrait.jpg'))).toBuffer();
    const image = await processImage(bytes, { sizes: [64, 1600] });
    expect(image).toMatchObject({ format, width: 840, height: 700 });
    for (const thumbnail of image.thumbnails) {
      const meta = await sharp(thumbnail.bytes).metadata();
      expect([meta.space, meta.depth, meta.width]).toEqual(['srgb', 'uchar', Math.min(thumbnail.size, 840)]);
    }
  });

  it('keeps transparency in the WebP grid sizes and puts it on white in the 1600 px JPEG', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const { thumbnails } = await processImage(png, { sizes: [64, 1600] });
    const webp = await sharp(thumbnails[0]!.bytes).metadata();
    expect([webp.format, webp.hasAlpha]).toEqual(['webp', true]);
    expect(thumbnails[1]!.format).toBe('jpeg');
    const { data } = await sharp(thumbnails[1]!.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(240);
  });
});

describe('dates and cameras in the corpus', () => {
  it.each([
    ['immich-test-assets/albums_nature_cyclamen_persicum.jpg', '6 Dec 2007', '2007-12-06T14:33:18', 'DateTimeOriginal'],
    ['immich-test-assets/albums_nature_prairie_falcon.jpg', '31 Mar 2022', '2022-03-31T11:31:56.18', 'DateTimeOriginal'],
    // DateTimeOriginal (2 Feb) beats CreateDate (4 Apr), XMP, IPTC and the GPS date (10 Oct).
    ['immich-test-assets/metadata_dates_date-priority-test.jpg', '2 Feb 2023', '2023-02-02T02:00:00', 'DateTimeOriginal'],
    ['immich-test-assets/metadata_dates_datetimeoriginal-gps.jpg', '1 Dec 2025', '2025-12-01T11:30:00', 'DateTimeOriginal'],
    // Only a GPS time stamp (UTC, from XMP): used as written, with its zone.
    ['immich-test-assets/metadata_dates_gps-datetime.jpg', '15 Nov 2023', '2023-11-15T12:30:00', 'GPS'],
    ['immich-test-assets/metadata_gps-position_thompson-springs.jpg', '10 Jan 2022', '2022-01-10T15:15:44', 'IPTC DateCreated'],
    ['photoprism-meta/iptc-2021.jpg', '20 Oct 2021', '2021-10-20T21:01:01', 'DateTimeOriginal'],
    ['photoprism-meta/image-2011.jpg', '19 Jul 2011', '2011-07-19T11:36:38', 'XMP CreateDate'],
    ['photoprism-meta/digikam.jpg', '17 Oct 2020', '2020-10-17T17:48:24.950488', 'DateTimeOriginal'],
    // A PNG without EXIF: its own Creation Time text chunk, written EXIF's way.
    ['immich-test-assets/formats_png_density_plot.png', '13 Feb 2007', '2007-02-13T06:34:38', 'PNG Creation Time'],
  ])('%s: %s', (name, text, local, source) => {
    const image = processed(name);
    expect(image.dateTaken).toBe(text);
    expect(image.takenAt).toMatchObject({ text, local, source });
  });

  it('gives no date when the file has none (a time without a date is not one)', () => {
    expect(processed('immich-test-assets/metadata_dates_time-created.jpg').dateTaken).toBeNull();
    expect(processed('photoprism-meta/gps-2000.jpg').dateTaken).toBeNull();
    expect(processed('immich-test-assets/albums_nature_silver_fir.jpg').takenAt).toBeNull();
  });

  it('keeps the stated UTC offset without applying it', () => {
    expect(processed('photoprism-meta/iptc-2021.jpg').takenAt!.offset).toBe('+00:00');
    expect(processed('immich-test-assets/metadata_gps-position_thompson-springs.jpg').takenAt!.offset).toBe('-04:00');
    expect(processed('immich-test-assets/metadata_dates_gps-datetime.jpg').takenAt!.offset).toBe('+00:00');
  });

  it('reads make and model as written', () => {
    expect(processed('photoprism-meta/ship.jpg').camera).toEqual({ make: 'Xiaomi', model: 'Mi A1' });
    expect(processed('immich-test-assets/metadata_faces_portrait.jpg').camera).toBeNull();
  });

  it('names the camera as a person would, without a maker repeated in its model', () => {
    expect(cameraName({ make: 'Xiaomi', model: 'Mi A1' })).toBe('Xiaomi Mi A1');
    expect(cameraName({ make: 'Canon', model: 'Canon EOS 7D' })).toBe('Canon EOS 7D');
    expect(cameraName({ make: 'NIKON CORPORATION', model: 'NIKON D750' })).toBe('NIKON D750');
    expect(cameraName({ make: 'Apple', model: null })).toBe('Apple');
    expect(cameraName({ make: null, model: 'DSC-RX100' })).toBe('DSC-RX100');
    expect(cameraName(null)).toBeNull();
  });
});
