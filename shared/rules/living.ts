/**
 * Living people (issue 10, privacy beyond peers): someone with no death, burial or cremation
 * recorded, born less than 100 years ago, is treated as living. Someone with no birth date is
 * living too unless a death says otherwise: without evidence, privacy wins (as Gramps and webtrees
 * decide). Only the members of the family see the details of living people; anyone outside it
 * (an invitee who has not joined yet, a removed member, a public page) never does.
 */
export const LIVING_MAX_AGE_YEARS = 100;

/** Event types that say a person has died, with the role the person who died has in them. */
export const END_OF_LIFE: ReadonlyArray<{ eventType: string; role: string }> = [
  { eventType: 'death', role: 'died' },
  { eventType: 'Burial', role: 'buried' },
  { eventType: 'Cremation', role: 'cremated' },
];

export interface LifeFacts {
  /** Whether any end-of-life event names the person in its leading role. */
  died: boolean;
  /** The year of their birth, when known. */
  birthYear: number | null;
}

export function isLiving(facts: LifeFacts, now: Date): boolean {
  if (facts.died) return false;
  if (facts.birthYear === null) return true;
  return now.getUTCFullYear() - facts.birthYear < LIVING_MAX_AGE_YEARS;
}

/** fuzzy-date sortKey writes years offset by this, so BCE sorts first. */
const SORT_KEY_YEAR_OFFSET = 10_000;

/** The year of a stored sort date ('YYYYY-MM-DD' from fuzzy-date sortKey, 11950-... for 1950), or null. */
export function yearOfSortDate(sortDate: string | null | undefined): number | null {
  const year = sortDate ? Number.parseInt(sortDate.slice(0, 5), 10) : Number.NaN;
  return Number.isFinite(year) ? year - SORT_KEY_YEAR_OFFSET : null;
}

/** What a person's event roles say about their life (birth as child, the end-of-life events). */
export function lifeFactsOf(roles: ReadonlyArray<{ eventType: string; role: string; sortDate: string | null }>): LifeFacts {
  const died = roles.some((r) => END_OF_LIFE.some((end) => end.eventType === r.eventType && end.role === r.role));
  const birth = roles.find((r) => r.eventType === 'birth' && r.role === 'child' && r.sortDate);
  return { died, birthYear: yearOfSortDate(birth?.sortDate) };
}
