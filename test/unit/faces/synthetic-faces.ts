/**
 * Synthetic face embeddings for the grouping rules: seeded, so every run draws the same faces.
 * A person is a random direction; each of their faces leans `spread` away from it in a random
 * direction of its own, so two faces of one person have a cosine near cos^2(spread) and faces of
 * strangers near 0. Likeness goes onto the shared scale through a calibration of their own (the
 * one these faces were drawn for: cosine 0.55 is SAME_PERSON, one for one near it, one picture twice from 0.965), the way the local
 * adapter maps its model's cosine.
 */
import { likenessScale } from '../../../lambdas/adapters/local/model-face-recognition';
import { LIKENESS_FLOOR } from '../../../lambdas/domain/faces/match-rules';
import type { FaceLikeness, RegroupFace } from '../../../lambdas/domain/faces/regroup';

const DIMENSIONS = 128;

/** The synthetic faces' cosine on the shared scale. */
export const sharedLikeness = likenessScale({ samePersonCosine: 0.55, cosinePerStep: 1, samePictureCosine: 0.965 }).toShared;

export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Vector = Float64Array;

export function unit(vector: Vector): Vector {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1;
  return vector.map((value) => value / norm);
}

export const cosine = (a: Vector, b: Vector): number => a.reduce((sum, value, i) => sum + value * b[i]!, 0);

export function direction(next: () => number): Vector {
  // Box-Muller normals give a direction uniform on the sphere.
  const vector = new Float64Array(DIMENSIONS);
  for (let i = 0; i < DIMENSIONS; i++) vector[i] = Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
  return unit(vector);
}

/** `a` turned towards `b` by the share `t` (0: a, 1: b), unit length. */
export const mix = (a: Vector, b: Vector, t: number): Vector => unit(a.map((value, i) => (1 - t) * value + t * b[i]!));

/** A face of someone whose identity is `identity`: leaning `spread` radians away from it. */
export function faceOf(identity: Vector, spread: number, next: () => number): Vector {
  const away = direction(next);
  const along = cosine(away, identity);
  const orthogonal = unit(away.map((value, i) => value - along * identity[i]!));
  return unit(identity.map((value, i) => Math.cos(spread) * value + Math.sin(spread) * orthogonal[i]!));
}

export interface SyntheticFace {
  face: RegroupFace;
  /** Who it really is (for scoring), never shown to the rules. */
  truth: string;
  embedding: Vector;
}

export function freeFace(faceId: string, truth: string, embedding: Vector, fields: Partial<RegroupFace> = {}): SyntheticFace {
  return { face: { faceId, photoId: `photo-${faceId}`, personId: null, fixed: false, forbidden: [], quality: null, ...fields }, truth, embedding };
}

/** Every pair's likeness at or above the floor, as searches in both directions would answer it. */
export function likenessOf(faces: readonly SyntheticFace[]): FaceLikeness[] {
  const pairs: FaceLikeness[] = [];
  for (let i = 0; i < faces.length; i++) {
    for (let j = i + 1; j < faces.length; j++) {
      const similarity = sharedLikeness(cosine(faces[i]!.embedding, faces[j]!.embedding));
      if (similarity >= LIKENESS_FLOOR) pairs.push({ a: faces[i]!.face.faceId, b: faces[j]!.face.faceId, similarity });
    }
  }
  return pairs;
}

/** Same-person pairs put together, and different-person pairs put together, over all pairs. */
export function pairScores(faces: readonly SyntheticFace[], personOf: ReadonlyMap<string, string | null>): { sameFound: number; same: number; differentJoined: number; different: number } {
  const scores = { sameFound: 0, same: 0, differentJoined: 0, different: 0 };
  for (let i = 0; i < faces.length; i++) {
    for (let j = i + 1; j < faces.length; j++) {
      const a = personOf.get(faces[i]!.face.faceId);
      const together = a !== null && a !== undefined && a === personOf.get(faces[j]!.face.faceId);
      if (faces[i]!.truth === faces[j]!.truth) {
        scores.same++;
        if (together) scores.sameFound++;
      } else {
        scores.different++;
        if (together) scores.differentJoined++;
      }
    }
  }
  return scores;
}

/** The groups as sorted lists of face ids (people's ids left out), for comparing groupings. */
export function groupsOf(personOf: ReadonlyMap<string, string | null>): string[][] {
  const groups = new Map<string, string[]>();
  for (const [faceId, person] of personOf) if (person !== null) groups.set(person, [...(groups.get(person) ?? []), faceId]);
  return [...groups.values()].map((ids) => ids.sort()).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

export function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
