/**
 * The tree's dates decide who can be in a photo: nobody appears before they were born, and a
 * photo dated long after someone died is not of them. "Long after" leaves room for dates that are
 * guesses (a print dated when it was scanned, "about 1950").
 */
export interface LifeSpan {
  born: number | null;
  died: number | null;
}

/** Years after a death during which a dated photo may still show the person (guessed dates). */
export const YEARS_AFTER_DEATH_ALLOWED = 5;

/** The year of a sort key 'YYYYY-MM-DD' (year + 10000), or null for '' (no date). */
export function yearOfSortKey(sortKey: string | null | undefined): number | null {
  if (!sortKey) return null;
  const year = Number(sortKey.slice(0, 5));
  return Number.isFinite(year) ? year - 10_000 : null;
}

/** Whether a photo taken in `photoYear` may show someone with this life span. */
export function datesAllow(photoYear: number | null, span: LifeSpan | undefined): boolean {
  if (photoYear === null || !span) return true;
  if (span.born !== null && photoYear < span.born) return false;
  if (span.died !== null && photoYear > span.died + YEARS_AFTER_DEATH_ALLOWED) return false;
  return true;
}
