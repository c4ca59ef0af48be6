import { createHash } from 'node:crypto';
import { relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readFile } from 'node:fs/promises';
import { areNearDuplicates, bucketsOf, hammingDistance, type Fingerprint } from '../../lambdas/domain/duplicates/rules';
import { processImage } from '../../lambdas/domain/media/images';
import { perceptualHash, sharpness } from '../../lambdas/domain/media/images/perceptual-hash';
import { sharedPhotos, upright, VARIANTS } from '../support/photo-variants';
import { percentile, round, type BenchResult } from './stats';

const PHOTOS = resolve('../shared/testdata/photos');
/** A picture the shared data holds twice: the same portrait stored upright and with EXIF orientation 6. */
const ROTATED_TWINS = [['immich-test-assets/metadata_faces_portrait.jpg', 'immich-test-assets/metadata_faces_portrait-orientation-6.jpg']] as const;

interface Hashed extends Fingerprint {
  label: string;
  source: string;
}

/**
 * Near-duplicate detection on generated copies of the shared photos: each photo against its
 * resized, JPEG-60, 5%-cropped and colour-shifted copies (and the HEIC against the JPEG the
 * pipeline made of it) for recall, and every pair of different photos and their copies for
 * precision. Hashes come from the real pipeline (processImage, default sizes). Two figures: the
 * rule alone (Hamming distance and shape), and the index (the pair must also share an LSH bucket,
 * which is what finds it in a family). Misses and false matches are printed by name.
 */
export async function nearDuplicates(): Promise<BenchResult> {
  const files = sharedPhotos(PHOTOS);
  const originals: Hashed[] = [];
  const copies: Hashed[] = [];
  const processMs: number[] = [];
  // Files with the very same bytes are one picture (the faces folder holds one photo twice).
  const sameBytes = new Map<string, string>();
  for (const file of files) {
    const name = relative(PHOTOS, file);
    const bytes = await readFile(file);
    const started = performance.now();
    const image = await processImage(bytes);
    processMs.push(performance.now() - started);
    sameBytes.set(name, createHash('sha256').update(bytes).digest('hex'));
    originals.push({ label: name, source: name, hash: image.perceptualHash, width: image.width, height: image.height });
    const base = await upright(file);
    for (const [variant, make] of Object.entries(VARIANTS)) {
      const copy = await processImage(await make(base));
      copies.push({ label: `${name} (${variant})`, source: name, hash: copy.perceptualHash, width: copy.width, height: copy.height });
    }
  }
  const heic = resolve(PHOTOS, 'immich-test-assets/formats_heic_IMG_2682.heic');
  const fromHeic = await processImage(await readFile(heic));
  const heicName = relative(PHOTOS, heic);
  originals.push({ label: heicName, source: heicName, hash: fromHeic.perceptualHash, width: fromHeic.width, height: fromHeic.height });
  const jpegTwin = await processImage(fromHeic.thumbnails.find((thumb) => thumb.format === 'jpeg')!.bytes);
  copies.push({ label: `${heicName} (its JPEG)`, source: heicName, hash: jpegTwin.perceptualHash, width: jpegTwin.width, height: jpegTwin.height });

  const samePicture = (a: string, b: string) =>
    a === b || (sameBytes.has(a) && sameBytes.get(a) === sameBytes.get(b)) || ROTATED_TWINS.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
  const sharesBucket = (a: Hashed, b: Hashed) => bucketsOf(a.hash).some((bucket) => bucketsOf(b.hash).includes(bucket));

  const positives: Array<[Hashed, Hashed]> = copies.map((copy) => [originals.find((original) => original.source === copy.source)!, copy]);
  const sameFiles = [...sameBytes].flatMap(([a, hash], i) => [...sameBytes].slice(i + 1).filter(([, other]) => other === hash).map(([b]) => [a, b] as const));
  for (const [x, y] of sameFiles) {
    positives.push([originals.find((original) => original.source === x)!, { ...originals.find((original) => original.source === y)!, label: `${y} (the same file)` }]);
  }
  for (const [x, y] of ROTATED_TWINS) {
    const a = originals.find((original) => original.source === x);
    const b = originals.find((original) => original.source === y);
    if (a && b) positives.push([a, { ...b, label: `${y} (EXIF-rotated twin)` }]);
  }
  const negatives: Array<[Hashed, Hashed]> = [];
  const everything = [...originals, ...copies];
  for (let i = 0; i < everything.length; i++) {
    for (let j = i + 1; j < everything.length; j++) if (!samePicture(everything[i]!.source, everything[j]!.source)) negatives.push([everything[i]!, everything[j]!]);
  }

  const figures: Record<string, number | string> = {};
  const misses: string[] = [];
  let foundByRule = 0;
  let foundByIndex = 0;
  const byVariant = new Map<string, { total: number; found: number }>();
  for (const [original, copy] of positives) {
    const variant = copy.label.slice(copy.label.indexOf('(') + 1, -1);
    const tally = byVariant.get(variant) ?? { total: 0, found: 0 };
    tally.total++;
    const rule = areNearDuplicates(original, copy);
    const indexed = rule && sharesBucket(original, copy);
    if (rule) foundByRule++;
    if (indexed) {
      foundByIndex++;
      tally.found++;
    } else misses.push(`${copy.label}: ${hammingDistance(original.hash, copy.hash)} bits${rule ? ', no shared bucket' : ''}`);
    byVariant.set(variant, tally);
  }
  const falseMatches = negatives.filter(([a, b]) => areNearDuplicates(a, b));
  const falseIndexed = falseMatches.filter(([a, b]) => sharesBucket(a, b));
  const comparedByIndex = negatives.filter(([a, b]) => sharesBucket(a, b)).length;

  figures['photos (+ HEIC)'] = originals.length;
  figures['copy pairs (should match)'] = positives.length;
  figures['different pairs (should not)'] = negatives.length;
  for (const [variant, tally] of byVariant) figures[`recall: ${variant}`] = `${tally.found}/${tally.total} (${round((100 * tally.found) / tally.total, 1)}%)`;
  figures['recall, rule alone'] = `${round((100 * foundByRule) / positives.length, 1)}%`;
  figures['recall, through the index'] = `${round((100 * foundByIndex) / positives.length, 1)}%`;
  figures['precision, through the index'] = `${round((100 * foundByIndex) / Math.max(1, foundByIndex + falseIndexed.length), 1)}%`;
  figures['false matches (different photos)'] = falseIndexed.length;
  figures['different pairs compared (share a bucket)'] = `${round((100 * comparedByIndex) / negatives.length, 1)}%`;
  figures['processImage p50 (ms, with hash)'] = round(percentile(processMs, 50), 1);

  // What the fingerprints add to processing: the hash on the 64 px pixels and sharpness at 300 px.
  const sample = await processImage(await readFile(files[0]!), { sizes: [300] });
  const thumb = sample.thumbnails[0]!;
  const { default: sharp } = await import('sharp');
  const pixels = await sharp(thumb.bytes).raw().toBuffer({ resolveWithObject: true });
  const raw = { data: pixels.data, width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels as 3 };
  const small = await sharp(thumb.bytes).resize(64, 64, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  const rawSmall = { data: small.data, width: small.info.width, height: small.info.height, channels: small.info.channels as 3 };
  const costs: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await Promise.all([perceptualHash(rawSmall), sharpness(raw)]);
    costs.push(performance.now() - started);
  }
  figures['hash + sharpness p50 (ms)'] = round(percentile(costs, 50), 2);

  for (const miss of misses) console.log(`  missed: ${miss}`);
  for (const [a, b] of falseIndexed) console.log(`  false match: ${a.label} ~ ${b.label} (${hammingDistance(a.hash, b.hash)} bits)`);
  return { name: 'Near-duplicate detection (shared photos and generated copies)', figures };
}
