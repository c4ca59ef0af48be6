/**
 * A JPEG decoded at 1/2, 1/4 or 1/8 of its size (libjpeg's DCT scaling) costs a fraction of a full decode.
 * sharp chooses that scale from the resize target itself, but never 1/2 for a target between a third and
 * a half of the source (its guard against libjpeg's rounding), and that is where the 1600 px picture of a
 * phone's 12-megapixel photo falls: sharp then decodes all 12 MP (bench imageThroughput: the whole
 * pipeline ran at 0.27-0.29x of its baseline that way, 0.35-0.38x with the 1/2-scale decode).
 *
 * libvips also reads the scale from a file name's option string ('photo.jpg[shrink=2]') and sharp hands
 * file names to libvips as they are, so the scale is chosen here and passed that way. Only the image's
 * bytes on disk can carry it: a buffer has no name. The scale always leaves less than 3x to reduce after
 * loading, so sharp never reloads the file by itself (it would take the option string for part of the path).
 */
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type JpegScale = 1 | 2 | 4 | 8;

export const TEMP_COPY_PREFIX = 'heirloom-decode-';

/**
 * The smallest decode that still holds a `largestSize` x `largestSize` picture: 1/s of the image with the
 * largest s of 2, 4, 8 that keeps its long side at least `largestSize`. From 16x on, 1 (sharp picks 1/8
 * itself there, and the remaining reduction would make it reload the file).
 */
export function jpegScaleFor(width: number, height: number, largestSize: number): JpegScale {
  const reduction = Math.max(width, height) / largestSize;
  if (!(reduction >= 2) || reduction >= 16) return 1;
  return reduction >= 8 ? 8 : reduction >= 4 ? 4 : 2;
}

export interface ScaledJpegInput {
  /** What to give sharp: the file name with libvips' shrink option. */
  input: string;
  /** Removes the copy written for the decode, if one was. */
  release(): Promise<void>;
}

/**
 * @param file these same bytes on disk, when the caller has them; otherwise a copy is written to the
 *   system temp folder and removed by release()
 */
export async function scaledJpegInput(bytes: Buffer, scale: Exclude<JpegScale, 1>, file?: string): Promise<ScaledJpegInput> {
  if (file) return { input: `${file}[shrink=${scale}]`, release: async () => undefined };
  // Named by process too, so a test can tell its own copies from those of tests running beside it.
  const copy = join(tmpdir(), `${TEMP_COPY_PREFIX}${process.pid}-${randomUUID()}.jpg`);
  await writeFile(copy, bytes);
  return { input: `${copy}[shrink=${scale}]`, release: () => rm(copy, { force: true }) };
}
