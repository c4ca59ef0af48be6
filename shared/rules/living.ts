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

/** A person's part in one event, as their participations give it. */
export interface EventRole {
  eventType: string;
  role: string;
  sortDate: string | null;
}

const isBirthOf = (r: EventRole) => r.eventType === 'birth' && r.role === 'child';
const endsLifeOf = (r: EventRole) => END_OF_LIFE.some((end) => end.eventType === r.eventType && end.role === r.role);

/** What a person's event roles say about their life (birth as child, the end-of-life events). */
export function lifeFactsOf(roles: readonly EventRole[]): LifeFacts {
  const birth = roles.find((r) => isBirthOf(r) && r.sortDate);
  return { died: roles.some(endsLifeOf), birthYear: yearOfSortDate(birth?.sortDate) };
}

/**
 * The years a person's events give their life: the earliest dated birth (as the child) and the
 * earliest dated end (a death, or a burial or cremation standing in for a death the tree lacks);
 * `deceased` when any end-of-life event names them, dated or not.
 */
export interface LifeSpan {
  born: number | null;
  died: number | null;
  deceased: boolean;
}

export function lifeSpanOf(roles: readonly EventRole[]): LifeSpan {
  const earliest = (years: Array<number | null>) => years.reduce<number | null>((min, year) => (year === null || (min !== null && min <= year) ? min : year), null);
  return {
    born: earliest(roles.filter(isBirthOf).map((r) => yearOfSortDate(r.sortDate))),
    died: earliest(roles.filter(endsLifeOf).map((r) => yearOfSortDate(r.sortDate))),
    deceased: roles.some(endsLifeOf),
  };
}

/** A year as people write it: '1850', or '44 BCE' before the common era. */
export const yearText = (year: number): string => (year < 0 ? `${-year} BCE` : String(year));

/**
 * A life's years as a tree card or chart shows them (as webtrees and Gramps Web do): '1850–1921';
 * 'b. 1950' for someone living; '1850–?' for someone who died in a year not known; 'd. 1921' when
 * only the end is dated; null when no year is known. Years before the common era read '44 BCE'.
 */
export function lifeYearsText(span: LifeSpan | null | undefined): string | null {
  if (!span) return null;
  const [born, died] = [span.born, span.died].map((year) => (year === null ? null : yearText(year)));
  if (born && died) return `${born}–${died}`;
  if (born) return span.deceased ? `${born}–?` : `b. ${born}`;
  return died ? `d. ${died}` : null;
}
