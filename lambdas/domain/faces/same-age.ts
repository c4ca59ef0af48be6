import type { FaceStore } from '../../ports/face-store';
import { yearOfSortDate } from '@heirloom/shared/rules/living';
import { trustedPhotoYear, type LifeSpan } from './life-span';
import { faceOrderKey } from './merged-photo-pages';
import { supportOf, TOP_K } from './match-rules';

/**
 * Ages from the tree (issue 30 item 4): a face changes most in childhood, so a child's photo of a
 * grown-up relative is unlike their adult faces and, measured against the person as a whole, never
 * joins them. When the tree knows when someone was born and the photos' dates are worth trusting,
 * a face is also measured against that person's faces of about the same age: photos taken within
 * a few years of it (the same person's age differs by the years between the photos).
 * Safeguards, precision first:
 *  - at least MIN_SAME_AGE_FACES faces of that age (one look-alike childhood photo is not enough);
 *  - measured as the whole-person rule measures: against the person's faces of that age (up to
 *    TOP_K), those the search did not return counting at the floor, so a face like two of their
 *    five childhood photos does not join on those two alone;
 *  - never when the face is also like another person born within SIMILAR_AGE_YEARS (a sibling or a
 *    cousin of about the same age): then only the whole-person rule may join it, so siblings of
 *    similar age are never merged by this rule.
 */
export const MIN_SAME_AGE_FACES = 2;
export const SIMILAR_AGE_YEARS = 5;
/** Years either side of the photo that count as the same age: children change fast, adults slowly. */
export const sameAgeYears = (age: number): number => (age < 18 ? 3 : 10);

/** One likeness of the face to a face of a person: its excess (match-rules.ts) and that photo's trusted year. */
export interface PersonFaceLikeness {
  excess: number;
  photoYear: number | null;
}

/** Where the person's faces of that age are read: one Query a page, newest photo first. */
export type SameAgeFaceStore = Pick<FaceStore, 'facesOfPersonBelow'>;

/** Pages read, at most, to count a person's faces of an age; past it they count as TOP_K (the strictest). */
const MAX_SAME_AGE_PAGES = 4;
const SAME_AGE_PAGE_SIZE = 25;

/** The years that count as the age a photo of someone born in `born` shows; null when the rule cannot apply. */
export function sameAgeWindow(photoYear: number | null, born: number | null): { from: number; to: number } | null {
  if (photoYear === null || born === null || photoYear < born) return null;
  const window = sameAgeYears(photoYear - born);
  return { from: photoYear - window, to: photoYear + window };
}

/** Whether a photo of this trusted year falls in the window. */
export const withinYears = (photoYear: number | null, years: { from: number; to: number }): boolean => photoYear !== null && photoYear >= years.from && photoYear <= years.to;

/**
 * Whether the face is also like someone born within SIMILAR_AGE_YEARS of `born` (a sibling, a
 * cousin of about the same age): then the same-age rule stays out of it. `others` are the other
 * people the face was compared with, each with its best excesses to their faces.
 */
export function likeSomeoneOfSimilarAge(born: number, others: Iterable<{ born: number | null; excesses: readonly number[] }>): boolean {
  for (const other of others) {
    if (other.born === null || Math.abs(other.born - born) > SIMILAR_AGE_YEARS) continue;
    if (other.excesses.some((excess) => excess >= 0)) return true;
  }
  return false;
}

/**
 * The support from the person's faces of that age the face was compared with (`excesses`), out of
 * `sizeOfAge` faces of theirs of that age; null when too few of them are like it to say anything.
 * Incremental grouping (below) and the family-wide regrouping (regroup.ts) both decide with it.
 */
export function sameAgeSupportOf(excesses: readonly number[], sizeOfAge: number, extraProbe: number): number | null {
  if (excesses.length < MIN_SAME_AGE_FACES) return null;
  return supportOf(excesses, Math.max(sizeOfAge, excesses.length), extraProbe);
}

/**
 * The face's support for `personId` from their faces of about its age, or null when the rule does
 * not apply (no birth, no trusted year, too few faces of that age, or a similar-age rival).
 */
export async function sameAgeSupport(
  store: SameAgeFaceStore,
  ownerId: string,
  personId: string,
  photoYear: number | null,
  likenessByPerson: ReadonlyMap<string, readonly PersonFaceLikeness[]>,
  spans: ReadonlyMap<string, LifeSpan>,
  extraProbe: number,
): Promise<number | null> {
  const born = spans.get(personId)?.born ?? null;
  const years = sameAgeWindow(photoYear, born);
  if (!years || born === null) return null;
  const sameAge = (likenessByPerson.get(personId) ?? []).filter((entry) => withinYears(entry.photoYear, years));
  if (sameAge.length < MIN_SAME_AGE_FACES) return null;
  const others = [...likenessByPerson]
    .filter(([otherId]) => otherId !== personId)
    .map(([otherId, entries]) => ({ born: spans.get(otherId)?.born ?? null, excesses: entries.map((entry) => entry.excess) }));
  if (likeSomeoneOfSimilarAge(born, others)) return null;
  const size = sameAge.length >= TOP_K ? sameAge.length : await sameAgeFacesUpToTopK(store, ownerId, personId, years);
  return sameAgeSupportOf(
    sameAge.map((entry) => entry.excess),
    size,
    extraProbe,
  );
}

/**
 * How many of the person's faces have a trusted year within `years`, counted up to TOP_K (all the
 * rule looks at). Faces are kept by photo date, so the read starts just after `years.to` and stops
 * at the first face before `years.from`; a person with many faces of untrusted dates there is
 * counted as TOP_K after a few pages, the strictest answer, rather than read to the end.
 */
async function sameAgeFacesUpToTopK(store: SameAgeFaceStore, ownerId: string, personId: string, years: { from: number; to: number }): Promise<number> {
  // Sort keys are 'YYYYY-MM-DD#photo#face' (year + 10000): below the next year's key is within `to`.
  let below: string | null = String(years.to + 1 + 10_000);
  let count = 0;
  for (let page = 0; page < MAX_SAME_AGE_PAGES; page++) {
    const { faces, more } = await store.facesOfPersonBelow(ownerId, personId, below, SAME_AGE_PAGE_SIZE);
    for (const face of faces) {
      const sortYear = yearOfSortDate(face.photoDateSort);
      // Undated faces sort last: past the window as well.
      if (sortYear === null || sortYear < years.from) return count;
      const year = trustedPhotoYear(face);
      if (year !== null && year >= years.from && year <= years.to && ++count >= TOP_K) return count;
    }
    const last = faces.at(-1);
    if (!more || !last) return count;
    below = faceOrderKey(last);
  }
  return TOP_K;
}
