import { yearOfSortDate, type LifeSpan as SharedLifeSpan } from '@heirloom/shared/rules/living';
import { isDateWorthTrusting, type PhotoDateQuality } from '@heirloom/shared/rules/photo-date-quality';

/**
 * The tree's dates decide who can be in a photo: nobody appears before they were born, and a
 * photo dated long after someone died is not of them. "Long after" leaves room for dates that are
 * guesses ("about 1950"). Only dates worth it (a camera's original time, a date the family typed)
 * take part: a scan's or a file's time says when a print was digitised, not when it was taken.
 */
export type LifeSpan = Pick<SharedLifeSpan, 'born' | 'died'>;

/** Years after a death during which a dated photo may still show the person (guessed dates). */
export const YEARS_AFTER_DEATH_ALLOWED = 5;

/**
 * The year a face's photo was taken, when its date is worth trusting; null otherwise (no date, or
 * a scanner's or file's time, or a face found before the date's quality was kept).
 */
export function trustedPhotoYear(face: { photoDateSort: string; photoDateQuality?: PhotoDateQuality | null }): number | null {
  return isDateWorthTrusting(face.photoDateQuality) ? yearOfSortDate(face.photoDateSort) : null;
}

/** Whether a photo taken in `photoYear` (a trusted year, trustedPhotoYear) may show someone with this life span. */
export function datesAllow(photoYear: number | null, span: LifeSpan | undefined): boolean {
  return keptApartReason(photoYear, span) === null;
}

/** Why the dates rule someone out of a photo: born after it was taken, or died long before; null when they do not. */
export type KeptApartReason = { kind: 'born-after'; born: number; photoYear: number } | { kind: 'died-before'; died: number; photoYear: number };

export function keptApartReason(photoYear: number | null, span: LifeSpan | undefined): KeptApartReason | null {
  if (photoYear === null || !span) return null;
  if (span.born !== null && photoYear < span.born) return { kind: 'born-after', born: span.born, photoYear };
  if (span.died !== null && photoYear > span.died + YEARS_AFTER_DEATH_ALLOWED) return { kind: 'died-before', died: span.died, photoYear };
  return null;
}

