/**
 * Bundled (with the upload processor's esbuild settings) into the processor's bundle folder and run
 * there in a process that can resolve nothing but @aws-sdk and that folder: it calls the domain code
 * the handler calls, so sharp, @napi-rs/canvas, heic-decode, exifr, pdf.js and the gazetteer are all
 * found (or not) exactly as the handler in Lambda would find them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { processImage } from '@heirloom/lambdas/domain/media/images/index';
import { readPdf, renderPages } from '@heirloom/lambdas/domain/media/pdf/index';
import { locateGazetteerFile, reverseGeocode } from '@heirloom/lambdas/domain/places/index';

export interface MediaProbeInput {
  /** A JPEG with GPS in its EXIF. */
  readonly gpsPhoto: string;
  readonly heicPhoto: string;
  readonly pdf: string;
}

export async function probe(input: MediaProbeInput) {
  const require = createRequire(import.meta.url);

  const generated = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a4b2a' } }).png().toBuffer();
  const resized = await sharp(generated).resize({ width: 8 }).jpeg().toBuffer({ resolveWithObject: true });

  const photo = await processImage(readFileSync(input.gpsPhoto), { sizes: [64] });
  const heic = await processImage(readFileSync(input.heicPhoto), { sizes: [64] });

  const pdfBytes = readFileSync(input.pdf);
  const pdfInfo = await readPdf(pdfBytes);
  const pages = [];
  for await (const page of renderPages(pdfBytes, { width: 300, format: 'png' })) {
    const { data, info } = await sharp(page.image).greyscale().raw().toBuffer({ resolveWithObject: true });
    pages.push({ width: page.width, height: page.height, darkPixels: data.filter((value, index) => index % info.channels === 0 && value < 128).length });
  }

  return {
    resolved: { sharp: require.resolve('sharp'), canvas: require.resolve('@napi-rs/canvas') },
    resized: { width: resized.info.width, height: resized.info.height, format: resized.info.format },
    photo: { format: photo.format, thumbnails: photo.thumbnails.length, gps: photo.gps },
    heic: { format: heic.format, width: heic.width, height: heic.height, thumbnails: heic.thumbnails.length },
    gazetteerFile: locateGazetteerFile(),
    place: reverseGeocode(39.115, -108.401)?.formattedAddress ?? null,
    photoPlace: photo.gps ? (reverseGeocode(photo.gps.lat, photo.gps.lon)?.formattedAddress ?? null) : null,
    pdf: { ...pdfInfo, pages },
  };
}

export type MediaProbeResult = Awaited<ReturnType<typeof probe>>;
