import { supportOf } from './match-rules';
import type { LifeSpan } from './life-span';

/**
 * Ages from the tree (issue 30 item 4): a face changes most in childhood, so a child's photo of a
 * grown-up relative is unlike their adult faces and, measured against the person as a whole, never
 * joins them. When the tree knows when someone was born and the photos' dates are worth trusting,
 * a face is also measured against that person's faces of about the same age: photos taken within
 * a few years of it (the same person's age differs by the years between the photos).
 * Safeguards, precision first:
 *  - at least MIN_SAME_AGE_FACES faces of that age (one look-alike childhood photo is not enough);
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

/**
 * The face's support for `personId` from their faces of about its age, or null when the rule does
 * not apply (no birth, no trusted year, too few faces of that age, or a similar-age rival).
 */
export function sameAgeSupport(
  personId: string,
  photoYear: number | null,
  likenessByPerson: ReadonlyMap<string, readonly PersonFaceLikeness[]>,
  spans: ReadonlyMap<string, LifeSpan>,
  extraProbe: number,
): number | null {
  const born = spans.get(personId)?.born ?? null;
  if (photoYear === null || born === null || photoYear < born) return null;
  const window = sameAgeYears(photoYear - born);
  const sameAge = (likenessByPerson.get(personId) ?? []).filter((entry) => entry.photoYear !== null && Math.abs(entry.photoYear - photoYear) <= window);
  if (sameAge.length < MIN_SAME_AGE_FACES) return null;
  for (const [otherId, entries] of likenessByPerson) {
    const otherBorn = spans.get(otherId)?.born ?? null;
    if (otherId === personId || otherBorn === null || Math.abs(otherBorn - born) > SIMILAR_AGE_YEARS) continue;
    if (entries.some((entry) => entry.excess >= 0)) return null;
  }
  return supportOf(
    sameAge.map((entry) => entry.excess),
    sameAge.length,
    extraProbe,
  );
}
