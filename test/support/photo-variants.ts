/**
 * Copies of a photo as families make them, generated with sharp so each test and the bench states
 * what it feeds in: a resized copy, a JPEG recompressed at quality 60, a 5% crop (2.5% off each
 * edge, 5% of each side in all) and a colour-shifted edit.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export type VariantName = 'resized' | 'jpeg quality 60' | 'cropped 5%' | 'colour-shifted';

export const VARIANTS: Record<VariantName, (upright: Buffer) => Promise<Buffer>> = {
  resized: (upright) => sharp(upright).resize(800, 800, { fit: 'inside' }).jpeg({ quality: 90 }).toBuffer(),
  'jpeg quality 60': (upright) => sharp(upright).jpeg({ quality: 60 }).toBuffer(),
  'cropped 5%': async (upright) => {
    const { width = 0, height = 0 } = await sharp(upright).metadata();
    const left = Math.round(width * 0.025);
    const top = Math.round(height * 0.025);
    return sharp(upright).extract({ left, top, width: width - 2 * left, height: height - 2 * top }).jpeg({ quality: 90 }).toBuffer();
  },
  // Warmer, brighter and more saturated: what a phone's "vivid" filter or an old print's fade does.
  'colour-shifted': (upright) => sharp(upright).modulate({ brightness: 1.1, saturation: 1.3, hue: 10 }).jpeg({ quality: 90 }).toBuffer(),
};

/** The picture the right way up, as the pipeline sees it, without its EXIF (a re-save drops it). */
export const upright = (file: string | Buffer) => sharp(file).rotate().jpeg({ quality: 95 }).toBuffer();

/** Every JPEG, PNG and WebP photo of the shared test data (HEIC needs its own decoder). */
export function sharedPhotos(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(jpe?g|png|webp)$/i.test(name)) files.push(path);
    }
  };
  walk(root);
  return files;
}
