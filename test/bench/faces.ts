/**
 * Faces on CPU with the local adapter's model (@vladmandic/human, tfjs WASM), over the labelled set
 * in ../shared/testdata/photos/faces (labels.json says who is in each photo):
 *  - detect + embed per photo, p50 and p95, on the pipeline's 1600 px rendition;
 *  - the share of labelled faces found, and detections beyond the labels;
 *  - pairwise same/different accuracy at the chosen threshold, and the best threshold on this set;
 *  - photos per minute through the image stage with faces off and on (BENCH_FACE_PHOTOS, default
 *    40, cycling through the set), and what that makes of a 1,000-photo backfill.
 * A photo with two faces of the same sex has its faces told apart by their likeness to the train/
 * photos of the people it names (labels name people, not positions).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cosine, detectFaces, loadFaceModel, type DetectedFace } from '../../lambdas/adapters/local/human-face-model';
import { LOCAL_SAME_PERSON_COSINE } from '../../lambdas/adapters/local/human-face-recognition';
import { processImage } from '../../lambdas/domain/media/images';
import { percentile, round, type BenchResult } from './stats';

const FOLDER = resolve('../shared/testdata/photos/faces');
interface Labels {
  train: Record<string, string[]>;
  test: Record<string, string[]>;
}

/** The pipeline's large rendition (what the faces stage reads). */
async function largeRendition(bytes: Buffer): Promise<Buffer> {
  const processed = await processImage(bytes);
  return processed.thumbnails.reduce((a, b) => (b.size > a.size ? b : a)).bytes;
}

export async function faces(): Promise<BenchResult> {
  const labels = JSON.parse(readFileSync(join(FOLDER, 'labels.json'), 'utf8')) as Labels;
  const photos: Array<{ file: string; people: string[] }> = [
    ...Object.entries(labels.train).flatMap(([person, files]) => files.map((file) => ({ file, people: [person] }))),
    ...Object.entries(labels.test).map(([file, people]) => ({ file, people })),
  ];
  const loadStart = performance.now();
  await loadFaceModel();
  const loadMs = performance.now() - loadStart;

  const renditions = await Promise.all(photos.map(async (photo) => largeRendition(readFileSync(join(FOLDER, photo.file)))));
  await detectFaces(renditions[0]!); // warm-up: the first run compiles kernels
  const timings: number[] = [];
  const found: DetectedFace[][] = [];
  for (const image of renditions) {
    const start = performance.now();
    found.push(await detectFaces(image));
    timings.push(performance.now() - start);
  }

  // Who each detected face is.
  const expected = photos.reduce((sum, photo) => sum + photo.people.length, 0);
  let matched = 0;
  let extra = 0;
  const centroids = new Map<string, Float32Array[]>();
  photos.forEach((photo, i) => {
    if (photo.file.startsWith('train/') && found[i]!.length === 1) centroids.set(photo.people[0]!, [...(centroids.get(photo.people[0]!) ?? []), found[i]![0]!.embedding]);
  });
  const likeness = (face: DetectedFace, person: string) => Math.max(...(centroids.get(person) ?? []).map((e) => cosine(face.embedding, e)), -1);
  const labelled: Array<{ person: string; embedding: Float32Array }> = [];
  photos.forEach((photo, i) => {
    const faces = found[i]!;
    matched += Math.min(faces.length, photo.people.length);
    extra += Math.max(0, faces.length - photo.people.length);
    if (photo.people.length === 1) {
      if (faces.length === 1) labelled.push({ person: photo.people[0]!, embedding: faces[0]!.embedding });
      return;
    }
    if (faces.length !== photo.people.length) return;
    // Two people: choose the pairing of faces to names with the most likeness.
    const [a, b] = photo.people as [string, string];
    const [f, g] = faces as [DetectedFace, DetectedFace];
    const straight = likeness(f, a) + likeness(g, b);
    const crossed = likeness(f, b) + likeness(g, a);
    labelled.push({ person: straight >= crossed ? a : b, embedding: f.embedding }, { person: straight >= crossed ? b : a, embedding: g.embedding });
  });

  const pairs: Array<{ same: boolean; similarity: number }> = [];
  for (let i = 0; i < labelled.length; i++) {
    for (let j = i + 1; j < labelled.length; j++) pairs.push({ same: labelled[i]!.person === labelled[j]!.person, similarity: cosine(labelled[i]!.embedding, labelled[j]!.embedding) });
  }
  const accuracy = (threshold: number) => pairs.filter((pair) => pair.same === pair.similarity >= threshold).length / pairs.length;
  let best = { threshold: 0, accuracy: 0 };
  for (let t = 0.4; t <= 0.8; t += 0.01) if (accuracy(t) > best.accuracy) best = { threshold: round(t), accuracy: accuracy(t) };

  // Throughput: the image stage alone, then with the faces stage (detect + one search a face).
  const count = Number(process.env.BENCH_FACE_PHOTOS ?? 40);
  const originals = photos.map((photo) => readFileSync(join(FOLDER, photo.file)));
  const off = performance.now();
  for (let i = 0; i < count; i++) await processImage(originals[i % originals.length]!);
  const offMinutes = (performance.now() - off) / 60_000;
  const known: Float32Array[] = [];
  const on = performance.now();
  let facesStageMs = 0;
  for (let i = 0; i < count; i++) {
    const processed = await processImage(originals[i % originals.length]!);
    const stageStart = performance.now();
    const large = processed.thumbnails.reduce((a, b) => (b.size > a.size ? b : a)).bytes;
    for (const face of await detectFaces(large)) {
      known.filter((other) => cosine(face.embedding, other) >= LOCAL_SAME_PERSON_COSINE);
      known.push(face.embedding);
    }
    facesStageMs += performance.now() - stageStart;
  }
  const onMinutes = (performance.now() - on) / 60_000;

  return {
    name: `faces (local model, ${photos.length} labelled photos, ${count} through the pipeline)`,
    figures: {
      'model load ms': round(loadMs, 0),
      'detect+embed p50 ms': round(percentile(timings, 50), 0),
      'detect+embed p95 ms': round(percentile(timings, 95), 0),
      'faces found': `${matched}/${expected} (${round((100 * matched) / expected, 1)}%)`,
      'detections beyond labels': extra,
      'pairwise accuracy': `${round(100 * accuracy(LOCAL_SAME_PERSON_COSINE), 1)}% of ${pairs.length} pairs at ${LOCAL_SAME_PERSON_COSINE}`,
      'accuracy by threshold': [0.5, 0.52, 0.54, 0.55, 0.56, 0.57, 0.58, 0.6].map((t) => `${t}:${round(100 * accuracy(t), 1)}`).join(' '),
      'best threshold on this set': `${best.threshold} (${round(100 * best.accuracy, 1)}%)`,
      'photos/min faces off': round(count / offMinutes, 1),
      'photos/min faces on': round(count / onMinutes, 1),
      '1,000-photo backfill min': round((1000 * facesStageMs) / count / 60_000, 1),
    },
  };
}
