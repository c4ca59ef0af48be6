/**
 * Photo processing throughput on 12-megapixel JPEGs (4000 x 3000, what most phones shoot), against a
 * baseline that only decodes each file and shrinks it to 300 px: the least any thumbnailer must do (libjpeg
 * decodes at 1/8 scale for it). The issue's aim is a full pipeline at 0.5x or more of the baseline's images
 * per second. A third figure, the 1600 px floor, makes only the pipeline's largest rendition, as the
 * pipeline does (1/2-scale decode, jpeg-scaled-decode.ts, its resize kernel and JPEG settings): no
 * pipeline that makes a 1600 px JPEG can beat it, so the gap between it and the pipeline is what the grid
 * sizes, placeholder, fingerprints and metadata cost. A fourth, sharp's own 1600 px decode, is what the
 * pipeline paid before it chose the scale itself (sharp decodes all 12 MP for this size).
 *
 * All runs use the same concurrency (one file in flight per core, libvips one thread per operation) and
 * the same files, read into memory first, in alternating chunks. As in the upload consumer, each file is
 * also on disk (it is downloaded there), so the scaled decode reads it in place. They run in a Node process
 * of their own with the processing Lambdas' environment (MEDIA_RUNTIME_ENV: two malloc arenas, which
 * alone takes ~10% off the pipeline's CPU time against glibc's default of one arena per thread).
 * BENCH_IMAGES (default 200) sets how many images, BENCH_JPEG_QUALITY their JPEG quality (default 85); they
 * are generated once into the system temp folder and reused by later runs.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { MEDIA_RUNTIME_ENV } from '../../infra/constructs/media-runtime-env';
import { processImage } from '../../lambdas/domain/media/images';
import { scaledJpegInput } from '../../lambdas/domain/media/images/jpeg-scaled-decode';
import { JPEG_OPTIONS, RESIZE_KERNEL } from '../../lambdas/domain/media/images/renditions';
import { childFigures, printFigures } from './child-process';
import { percentile, round, type BenchResult } from './stats';

const WIDTH = 4000;
const HEIGHT = 3000;
/** BENCH_JPEG_QUALITY: 85 by default; phones write 90-95, whose larger files cost both runs more to decode. */
const QUALITY = Math.min(100, Math.max(1, Number(process.env.BENCH_JPEG_QUALITY ?? 85) || 85));
const CACHE = join(tmpdir(), `heirloom-bench-photos-${WIDTH}x${HEIGHT}-q${QUALITY}`);
const CHILD_FLAG = '--image-throughput-child';

/** Overlapping translucent shapes over a gradient: smooth areas and edges, as in a photo. */
function scene(seed: number, width: number, height: number): string {
  let state = seed;
  const random = () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296;
  let shapes = '';
  for (let i = 0; i < 40; i++) {
    shapes += `<ellipse cx="${random() * width}" cy="${random() * height}" rx="${width / 80 + (random() * width) / 5}" ry="${width / 80 + (random() * width) / 6}" fill="hsl(${random() * 360},${30 + random() * 50}%,${20 + random() * 60}%)" fill-opacity="${0.3 + random() * 0.6}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="${random()}" y2="1"><stop offset="0" stop-color="hsl(${random() * 360},60%,70%)"/><stop offset="1" stop-color="hsl(${random() * 360},50%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
}

/** Sensor-like grain, so the JPEG compresses like a photo (about 2.3 MB at quality 85) rather than like a drawing. */
function addGrain(pixels: Buffer, seed: number, amplitude: number): void {
  let x = seed | 1;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const value = pixels[i]! + (((x & 255) * amplitude) >> 8) - (amplitude >> 1);
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
}

async function generatePhoto(index: number, path: string): Promise<void> {
  // Rendered at a quarter size and enlarged: the shapes stay soft, and rendering 12 MP of SVG would be slow.
  const pixels = await sharp(Buffer.from(scene(index + 1, WIDTH / 4, HEIGHT / 4)))
    .removeAlpha()
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  addGrain(pixels, index + 101, 32);
  const jpeg = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: QUALITY }).toBuffer();
  // Written aside and renamed, so an interrupted run never leaves a half file for the next one to reuse.
  writeFileSync(`${path}.partial`, jpeg);
  await rename(`${path}.partial`, path);
}

async function photoSet(count: number, workers: number): Promise<string[]> {
  mkdirSync(CACHE, { recursive: true });
  const paths = Array.from({ length: count }, (_, i) => join(CACHE, `photo-${String(i).padStart(4, '0')}.jpg`));
  const missing = paths.map((path, index) => ({ path, index })).filter(({ path }) => !existsSync(path));
  if (missing.length) {
    console.log(`  generating ${missing.length} photos of ${WIDTH} x ${HEIGHT} into ${CACHE} (once) ...`);
    await inParallel(missing, workers, ({ path, index }) => generatePhoto(index, path));
  }
  return paths;
}

async function inParallel<T>(items: readonly T[], workers: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

interface Photo {
  bytes: Buffer;
  path: string;
}

interface Variant {
  handle: (photo: Photo) => Promise<unknown>;
  seconds: number;
  /** This process's CPU time (every libvips thread included) while the variant ran. */
  cpuMs: number;
  latencies: number[];
}

/** CPU time is what a neighbour's load on a shared machine does not change, unlike wall time. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Runs the variants over the same files in alternating chunks and adds up each one's wall time, so a
 * neighbour's load on a shared machine slows all of them alike instead of skewing their ratio.
 */
async function measure(paths: readonly string[], workers: number, variants: Variant[]): Promise<void> {
  const read = async (path: string): Promise<Photo> => ({ bytes: await readFile(path), path });
  for (const variant of variants) for (const path of paths.slice(0, workers)) await variant.handle(await read(path)); // warm-up
  const chunk = workers * 5;
  for (let start = 0; start < paths.length; start += chunk) {
    const photos = await Promise.all(paths.slice(start, start + chunk).map(read));
    for (const variant of variants) {
      const started = performance.now();
      const cpuBefore = cpuMs();
      await inParallel(photos, workers, async (photo) => {
        const t = performance.now();
        await variant.handle(photo);
        variant.latencies.push(performance.now() - t);
      });
      variant.seconds += (performance.now() - started) / 1000;
      variant.cpuMs += cpuMs() - cpuBefore;
    }
  }
}

const variant = (handle: Variant['handle']): Variant => ({ handle, seconds: 0, cpuMs: 0, latencies: [] });

const baseline = ({ bytes }: Photo) => sharp(bytes).resize(300, 300, { fit: 'inside' }).raw().toBuffer();
const toJpeg1600 = (input: Buffer | string) => sharp(input).resize(1600, 1600, { fit: 'inside', kernel: RESIZE_KERNEL }).jpeg(JPEG_OPTIONS).toBuffer();
const sharpDecode = ({ bytes }: Photo) => toJpeg1600(bytes);
async function largestRenditionFloor({ bytes, path }: Photo) {
  // 1/2 is jpegScaleFor(4000, 3000, 1600), read from the file in place as processImage does.
  const input = await scaledJpegInput(bytes, 2, path);
  try {
    return await toJpeg1600(input.input);
  } finally {
    await input.release();
  }
}

type Figures = BenchResult['figures'];

export async function imageThroughput(): Promise<BenchResult> {
  const count = imageCount();
  await photoSet(count, availableParallelism());
  const figures = await childFigures<Figures>('the image throughput child', ['--import', 'tsx', fileURLToPath(import.meta.url), CHILD_FLAG], { ...process.env, ...MEDIA_RUNTIME_ENV });
  return { name: `Image throughput: ${count} JPEGs of ${WIDTH} x ${HEIGHT} at quality ${QUALITY}, ${availableParallelism()} in flight`, figures };
}

const imageCount = () => Math.max(1, Number(process.env.BENCH_IMAGES ?? 200) || 200);

async function measureInChild(): Promise<Figures> {
  const count = imageCount();
  const workers = availableParallelism();
  // One libvips thread per operation and one file per core: no oversubscription, the same for every run.
  sharp.concurrency(1);
  // Every file is new: libvips' operation cache would only hold memory (the upload consumer turns it off too).
  sharp.cache(false);
  const paths = await photoSet(count, workers);
  const base = variant(baseline);
  const floor = variant(largestRenditionFloor);
  const sharpFloor = variant(sharpDecode);
  const full = variant(({ bytes, path }) => processImage(bytes, { file: path }));
  const grid = variant(({ bytes, path }) => processImage(bytes, { sizes: [64, 300], file: path }));
  await measure(paths, workers, [base, floor, sharpFloor, full, grid]);
  const rate = (v: Variant) => count / v.seconds;
  const latency = (v: Variant) => `${round(percentile(v.latencies, 50), 0)} / ${round(percentile(v.latencies, 95), 0)}`;
  return {
    'baseline images/s': round(rate(base)),
    'baseline p50 / p95 (ms)': latency(base),
    '1600 px floor images/s': round(rate(floor)),
    '1600 px floor / baseline': round(rate(floor) / rate(base)),
    "sharp's own 1600 px decode / baseline": round(rate(sharpFloor) / rate(base)),
    'pipeline images/s': round(rate(full)),
    'pipeline p50 / p95 (ms)': latency(full),
    'pipeline / baseline': round(rate(full) / rate(base)),
    'pipeline / 1600 px floor': round(rate(full) / rate(floor)),
    'grid-only images/s': round(rate(grid)),
    'grid-only p50 / p95 (ms)': latency(grid),
    'grid-only / baseline': round(rate(grid) / rate(base)),
    "CPU ms per image: baseline / 1600 px floor / sharp's decode / pipeline / grid-only": [base, floor, sharpFloor, full, grid].map((v) => round(v.cpuMs / count, 1)).join(' / '),
    'pipeline / baseline by CPU time': round(base.cpuMs / full.cpuMs),
    '1600 px floor / baseline by CPU time': round(base.cpuMs / floor.cpuMs),
    note: "baseline: decode + 300 px; 1600 px floor: 1/2-scale decode + 1600 px JPEG, as the pipeline makes it; sharp's decode: sharp's full decode + the same JPEG; pipeline: metadata, 64/300 WebP, 1600 JPEG, placeholder; grid-only: same without 1600. Node run with the processing Lambdas' environment",
  };
}

if (process.argv.includes(CHILD_FLAG)) printFigures(measureInChild);
