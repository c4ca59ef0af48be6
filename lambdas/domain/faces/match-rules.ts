import type { FaceQuality } from '../../ports/faces';

/**
 * The rules that decide when faces are one person, shared by every recognition service. A service
 * answers likeness on one shared scale (ports/faces.ts FaceMatch.similarity): each adapter maps its
 * own score so that SAME_PERSON is where two clear faces of different people (almost) never reach
 * (aim: under 1% of different-person pairs). The rules below then work in that scale only:
 *  - precision first: a face asks SAME_PERSON of a person, more when it is small, soft or turned
 *    (those give likeness that says less, and strangers' weak faces look alike);
 *  - no chaining: a face is measured against a person as a whole, the mean of its TOP_K best
 *    likenesses to them, so one outlying face of theirs cannot pull a stranger in; a person with
 *    fewer faces than TOP_K counts all of them (a face like one of two faces only is not enough);
 *  - a face nearly as like two people who are not one joins neither (siblings, parents at one age);
 *  - copies of one picture count as one face (the regrouping pass; a search cannot tell them).
 */

/** Shared-scale likeness from which two clear faces are the same person. */
export const SAME_PERSON = 0.8;
/** From this likeness two faces are the same picture (a print scanned twice, a photo uploaded twice): they count once. */
export const SAME_PICTURE = 0.99;
/** Likeness below this says nothing: searches stop here and a face not returned counts as this. */
export const LIKENESS_FLOOR = 0.7;
/** How many of a person's most alike faces a face is measured against. */
export const TOP_K = 3;
/** A face whose best two people are closer than this (and are not one person) joins neither. */
export const AMBIGUITY_MARGIN = 0.02;
/** Extra likeness asked of the weakest faces (scaled down to 0 for clear ones). */
export const WEAK_FACE_EXTRA = 0.04;

/** Below this many pixels a side a face starts to count as small; at SMALL_FACE_PIXELS it is weakest. */
const CLEAR_FACE_PIXELS = 96;
const SMALL_FACE_PIXELS = 40;
/** Sharpness (0..1) from which a face is clear, and at which it is weakest. */
const CLEAR_SHARPNESS = 0.5;
const SOFT_SHARPNESS = 0.15;
/** Head turn in degrees from which a face starts to count as turned, and at which it is weakest. */
const CLEAR_YAW = 25;
const TURNED_YAW = 55;
const CLEAR_PITCH = 20;
const TURNED_PITCH = 45;

const ramp = (value: number, clear: number, weakest: number): number => Math.min(1, Math.max(0, (value - clear) / (weakest - clear)));

/** 0 (clear) to 1 (weakest): the worst of the face's size, sharpness and turn; unknown parts count as clear. */
export function weaknessOf(quality: FaceQuality | null | undefined): number {
  if (!quality) return 0;
  return Math.max(
    quality.pixels === null ? 0 : ramp(quality.pixels, CLEAR_FACE_PIXELS, SMALL_FACE_PIXELS),
    quality.sharpness === null ? 0 : ramp(quality.sharpness, CLEAR_SHARPNESS, SOFT_SHARPNESS),
    quality.yaw === null ? 0 : ramp(Math.abs(quality.yaw), CLEAR_YAW, TURNED_YAW),
    quality.pitch === null ? 0 : ramp(Math.abs(quality.pitch), CLEAR_PITCH, TURNED_PITCH),
  );
}

/** The extra likeness a face asks of any match, for its weakness. */
export const extraAskedOf = (quality: FaceQuality | null | undefined): number => WEAK_FACE_EXTRA * weaknessOf(quality);

/**
 * How far a pair's likeness is above what the two faces ask (>= 0: alike enough). `similarity`
 * null means the search did not return the pair: it counts as the floor.
 */
export function excessOf(similarity: number | null, extraA: number, extraB: number): number {
  return (similarity ?? LIKENESS_FLOOR) - SAME_PERSON - extraA - extraB;
}

/**
 * How well a face fits a person of `size` faces, from the excesses of the pairs the search returned
 * (any order): the mean of the TOP_K best, with the person's unreturned faces counted at the floor.
 * >= 0: the face may join.
 */
export function supportOf(excesses: readonly number[], size: number, extraProbe: number): number {
  const k = Math.max(1, Math.min(TOP_K, size));
  const best = [...excesses].sort((a, b) => b - a).slice(0, k);
  const missing = excessOf(null, extraProbe, 0);
  while (best.length < k) best.push(missing);
  return best.reduce((sum, value) => sum + value, 0) / k;
}
