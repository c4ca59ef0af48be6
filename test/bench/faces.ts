/**
 * Faces on CPU with the local adapter's model (@vladmandic/face-api, dlib's ResNet, tfjs WASM), over the labelled set
 * in ../shared/testdata/photos/faces (labels.json says who is in each photo; who each found face is:
 * test/support/labelled-faces.ts):
 *  - detect + embed per photo, p50 and p95, on the pipeline's 1600 px rendition;
 *  - the share of labelled faces found, and detections beyond the labels;
 *  - pairwise figures, split into same-person pairs found and different-person pairs joined (false
 *    merges), for: single pairs at the same-person mark; the grouping before issue 30 (a face joins
 *    the person of its single most alike face, file order); the grouping now, photo by photo in file
 *    order, and after the family-wide regrouping; and the same after regrouping over the set plus
 *    generated harder copies of every photo (support/harder-faces.ts: greyscale, shrunk, blurred, tilted
 *    both ways, masked, cropped);
 *  - the family-wide regrouping for 10,000 synthetic faces: the rules over the look-alikes faces
 *    keep from their grouping, and what searching faces grouped before that would cost (measured
 *    locally, paced on AWS);
 *  - photos per minute through the image stage with faces off and on (BENCH_FACE_PHOTOS, default
 *    40, cycling through the set), and what that makes of a 1,000-photo backfill.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cosine, detectFaces, loadFaceModel, type DetectedFace } from '../../lambdas/adapters/local/face-model';
import { MODEL_CALIBRATION, sharedLikeness } from '../../lambdas/adapters/local/model-face-recognition';
import { LIKENESS_FLOOR } from '../../lambdas/domain/faces/match-rules';
import { regroupFaces, type FaceLikeness } from '../../lambdas/domain/faces/regroup';
import { processImage } from '../../lambdas/domain/media/images';
import { groupInOrder } from '../support/faces-world';
import { HARDER_COPIES } from '../support/harder-faces';
import { LABELLED_FACES_FOLDER, labelFaces, labelledPhotos, largeRendition, pairFigures, type LabelledFace, type LabelledPhoto } from '../support/labelled-faces';
import { direction, faceOf, mix, random, sharedLikeness as syntheticLikeness, unit, type Vector } from '../unit/faces/synthetic-faces';
import { percentile, round, type BenchResult } from './stats';

/** The pace the faces consumers keep below on AWS (infra stage-config default). */
const REKOGNITION_CALLS_PER_SECOND = 5;
const SYNTHETIC_FACES = 10_000;

/** The pipeline's large rendition (what the faces stage reads). */
async function pipelineRendition(bytes: Buffer): Promise<Buffer> {
  const processed = await processImage(bytes);
  return processed.thumbnails.reduce((a, b) => (b.size > a.size ? b : a)).bytes;
}

type Figures = ReturnType<typeof pairFigures>;
const pairsText = (figures: Figures) =>
  `same-person ${figures.sameFound}/${figures.same} (${round((100 * figures.sameFound) / figures.same, 1)}%), different joined ${figures.differentJoined}/${figures.different} (${round((100 * figures.differentJoined) / figures.different, 2)}%)`;

/** Who is grouped with whom, as a face id -> group map. */
const together = (groups: string[][]) => {
  const groupOf = new Map(groups.flatMap((group, n) => group.map((id) => [id, n] as const)));
  return (a: LabelledFace, b: LabelledFace) => groupOf.has(a.faceId) && groupOf.get(a.faceId) === groupOf.get(b.faceId);
};


/**
 * The grouping before issue 30, for comparison: a face joins the person of its single most alike
 * earlier face at the model's same-person cosine or more; faces matching nobody but unassigned faces make a person of
 * all of them, one a photo.
 */
function groupWithTheOldRule(faces: readonly LabelledFace[], files: readonly string[]): string[][] {
  const personOf = new Map<string, number>();
  let people = 0;
  const seen: LabelledFace[] = [];
  for (const file of files) {
    for (const face of faces.filter((candidate) => candidate.file === file)) {
      const matches = seen
        .filter((other) => other.file !== face.file)
        .map((other) => ({ other, similarity: cosine(face.detected.embedding, other.detected.embedding) }))
        .filter((match) => match.similarity >= MODEL_CALIBRATION.samePersonCosine)
        .sort((a, b) => b.similarity - a.similarity);
      const best = matches.find((match) => personOf.has(match.other.faceId));
      if (best) personOf.set(face.faceId, personOf.get(best.other.faceId)!);
      else {
        const group: LabelledFace[] = [];
        for (const { other } of matches) if (!personOf.has(other.faceId) && !group.some((kept) => kept.file === other.file)) group.push(other);
        if (group.length) {
          people++;
          for (const member of [face, ...group]) personOf.set(member.faceId, people);
        }
      }
      seen.push(face);
    }
  }
  const groups = new Map<number, string[]>();
  for (const [faceId, person] of personOf) groups.set(person, [...(groups.get(person) ?? []), faceId]);
  return [...groups.values()];
}

/** 10,000 synthetic faces of 250 people (40 each), as the local search would hand them to the rules: each face's 50 most alike above the floor. */
function syntheticFamily(): { faces: Array<{ faceId: string; photoId: string; personId: null; fixed: false; forbidden: string[] }>; likeness: FaceLikeness[]; embeddings: Vector[] } {
  const next = random(10_000);
  const common = direction(next);
  const embeddings: Vector[] = [];
  for (let person = 0; person < SYNTHETIC_FACES / 40; person++) {
    const identity = unit(mix(common, direction(next), 0.5));
    for (let i = 0; i < 40; i++) embeddings.push(faceOf(identity, 0.63, next));
  }
  const faces = embeddings.map((_, i) => ({ faceId: `f${String(i).padStart(5, '0')}`, photoId: `p${i}`, personId: null, fixed: false as const, forbidden: [] }));
  const likeness: FaceLikeness[] = [];
  for (let i = 0; i < embeddings.length; i++) {
    const near: Array<{ j: number; similarity: number }> = [];
    for (let j = 0; j < embeddings.length; j++) {
      if (i === j) continue;
      let dot = 0;
      const [a, b] = [embeddings[i]!, embeddings[j]!];
      for (let d = 0; d < a.length; d++) dot += a[d]! * b[d]!;
      const similarity = syntheticLikeness(dot);
      if (similarity >= LIKENESS_FLOOR) near.push({ j, similarity });
    }
    for (const { j, similarity } of near.sort((x, y) => y.similarity - x.similarity).slice(0, 50)) likeness.push({ a: faces[i]!.faceId, b: faces[j]!.faceId, similarity });
  }
  return { faces, likeness, embeddings };
}

export async function faces(): Promise<BenchResult> {
  const photos: LabelledPhoto[] = labelledPhotos();
  const loadStart = performance.now();
  await loadFaceModel();
  const loadMs = performance.now() - loadStart;

  const renditions = await Promise.all(photos.map(async (photo) => pipelineRendition(readFileSync(join(LABELLED_FACES_FOLDER, photo.file)))));
  await detectFaces(renditions[0]!); // warm-up: the first run compiles kernels
  const timings: number[] = [];
  const found: DetectedFace[][] = [];
  for (const image of renditions) {
    const start = performance.now();
    found.push(await detectFaces(image));
    timings.push(performance.now() - start);
  }
  const expected = photos.reduce((sum, photo) => sum + photo.people.length, 0);
  const matched = photos.reduce((sum, photo, i) => sum + Math.min(found[i]!.length, photo.people.length), 0);
  const extra = photos.reduce((sum, photo, i) => sum + Math.max(0, found[i]!.length - photo.people.length), 0);

  const labelled = labelFaces(photos, found);
  const files = photos.map((photo) => photo.file);
  const singlePairs = pairFigures(labelled, (a, b) => cosine(a.detected.embedding, b.detected.embedding) >= MODEL_CALIBRATION.samePersonCosine);
  const before = pairFigures(labelled, together(groupWithTheOldRule(labelled, files)));
  const now = await groupInOrder(labelled, files);

  // The set with its generated harder copies: each copy is another photo of the same people.
  const harderPhotos: LabelledPhoto[] = [...photos];
  const harderFound: DetectedFace[][] = [...found];
  for (const [kind, make] of Object.entries(HARDER_COPIES)) {
    for (const [i, photo] of photos.entries()) {
      harderPhotos.push({ file: `${kind}/${photo.file}`, people: photo.people });
      harderFound.push(await detectFaces(await make(await largeRendition(photo.file), found[i]!.map((face) => face.box))));
    }
  }
  const harder = labelFaces(harderPhotos, harderFound);
  const harderNow = await groupInOrder(harder, harderPhotos.map((photo) => photo.file));

  // Regrouping 10,000 faces: the rules over the searches' answers, and the searches.
  const family = syntheticFamily();
  const regroupStart = performance.now();
  const regrouped = regroupFaces({ faces: family.faces, likeness: family.likeness, named: new Set() });
  const regroupMs = performance.now() - regroupStart;
  const synthetic = { same: 0, sameFound: 0, different: 0, differentJoined: 0 };
  const groupOf = (i: number) => regrouped.get(family.faces[i]!.faceId);
  for (let i = 0; i < family.faces.length; i += 7) {
    for (let j = i + 1; j < family.faces.length; j += 13) {
      const joined = groupOf(i) !== null && groupOf(i) === groupOf(j);
      if (Math.floor(i / 40) === Math.floor(j / 40)) {
        synthetic.same++;
        if (joined) synthetic.sameFound++;
      } else {
        synthetic.different++;
        if (joined) synthetic.differentJoined++;
      }
    }
  }
  // One local search at 10,000 faces: a pass over the model's 128-d embeddings, as the local adapter does.
  const stored = Array.from({ length: SYNTHETIC_FACES }, (_, i) => found.flat()[i % found.flat().length]!.embedding);
  const searchStart = performance.now();
  const SEARCHES = 20;
  for (let s = 0; s < SEARCHES; s++) stored.filter((embedding) => sharedLikeness(cosine(stored[s]!, embedding)) >= LIKENESS_FLOOR);
  const searchMs = (performance.now() - searchStart) / SEARCHES;

  // Throughput: the image stage alone, then with the faces stage (detect + one search a face).
  const count = Number(process.env.BENCH_FACE_PHOTOS ?? 40);
  const originals = photos.map((photo) => readFileSync(join(LABELLED_FACES_FOLDER, photo.file)));
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
      known.filter((other) => sharedLikeness(cosine(face.embedding, other)) >= LIKENESS_FLOOR);
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
      [`single pairs at cosine ${MODEL_CALIBRATION.samePersonCosine}`]: pairsText(singlePairs),
      'grouped, rule before issue 30': pairsText(before),
      'grouped now, photo by photo': pairsText(pairFigures(labelled, together(now.incremental))),
      'grouped now, after regrouping': pairsText(pairFigures(labelled, together(now.regrouped))),
      'with harder copies, rule before': `${harder.length} faces: ${pairsText(pairFigures(harder, together(groupWithTheOldRule(harder, harderPhotos.map((photo) => photo.file)))))}`,
      'with harder copies, after regrouping': `${harder.length} faces: ${pairsText(pairFigures(harder, together(harderNow.regrouped)))}`,
      'regroup 10,000 faces, rules ms': round(regroupMs, 0),
      'regroup 10,000 synthetic, pairs': `sampled ${pairsText(synthetic)}`,
      'one local search at 10,000 faces ms': round(searchMs, 1),
      'regroup 10,000 faces, searches': `none (faces keep their look-alikes); faces grouped before that, one each: local ~${round((searchMs * SYNTHETIC_FACES) / 1000, 0)} s, AWS at ${REKOGNITION_CALLS_PER_SECOND}/s ~${round(SYNTHETIC_FACES / REKOGNITION_CALLS_PER_SECOND / 60, 0)} min`,
      'photos/min faces off': round(count / offMinutes, 1),
      'photos/min faces on': round(count / onMinutes, 1),
      '1,000-photo backfill min': round((1000 * facesStageMs) / count / 60_000, 1),
    },
  };
}
