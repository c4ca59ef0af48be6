/**
 * Living people (issue 10, privacy beyond peers): someone with no death, burial or cremation
 * recorded, born less than 100 years ago, is treated as living. As webtrees decides (Individual
 * isDead), the birth may be known from a christening or baptism when the tree has no dated birth,
 * and any dated event a person took part in, in any role (a marriage, a census, their child's
 * birth as its parent), shows they were born by then: someone in an event of 1900 is not alive
 * today. Someone with none of these is living: without evidence, privacy wins. Only the members of
 * the family see the details of living people; anyone outside it (an invitee who has not joined
 * yet, a removed member, a public page) never does.
 */
export const LIVING_MAX_AGE_YEARS = 100;

/** Event types that say a person has died, with the role the person who died has in them. */
export const END_OF_LIFE: ReadonlyArray<{ eventType: string; role: string }> = [
  { eventType: 'death', role: 'died' },
  { eventType: 'Burial', role: 'buried' },
  { eventType: 'Cremation', role: 'cremated' },
];

/**
 * Events that stand in for a birth the tree lacks, with the person's role in them: an infant's
 * christening or baptism, usually days or weeks after the birth (as Gramps' birth fallback and
 * webtrees' BIRT/CHR/BAPM do). An adult christening says nothing of the year of birth.
 */
export const BIRTH_STAND_INS: ReadonlyArray<{ eventType: string; role: string }> = [
  { eventType: 'Christening', role: 'christened' },
  { eventType: 'Baptism', role: 'baptized' },
];

export interface LifeFacts {
  /** Whether any end-of-life event names the person in its leading role. */
  died: boolean;
  /** The year of their birth, when known (from a christening or baptism when the birth is not dated). */
  birthYear: number | null;
  /** The year of the earliest dated event they took part in, in any role: they were born by then. */
  earliestEventYear: number | null;
}

export function isLiving(facts: LifeFacts, now: Date): boolean {
  if (facts.died) return false;
  const bornBy = earliestOf([facts.birthYear, facts.earliestEventYear]);
  if (bornBy === null) return true;
  return now.getUTCFullYear() - bornBy < LIVING_MAX_AGE_YEARS;
}

const earliestOf = (years: ReadonlyArray<number | null>) => years.reduce<number | null>((min, year) => (year === null || (min !== null && min <= year) ? min : year), null);

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
const standsInForBirthOf = (r: EventRole) => BIRTH_STAND_INS.some((stand) => stand.eventType === r.eventType && stand.role === r.role);
const endsLifeOf = (r: EventRole) => END_OF_LIFE.some((end) => end.eventType === r.eventType && end.role === r.role);

/** The earliest dated birth as the child; without one, the earliest dated christening or baptism. */
const birthYearOf = (roles: readonly EventRole[]) =>
  earliestOf(roles.filter(isBirthOf).map((r) => yearOfSortDate(r.sortDate))) ?? earliestOf(roles.filter(standsInForBirthOf).map((r) => yearOfSortDate(r.sortDate)));

/** What a person's event roles say about their life: their birth, their end, and the earliest year they were seen. */
export function lifeFactsOf(roles: readonly EventRole[]): LifeFacts {
  return { died: roles.some(endsLifeOf), birthYear: birthYearOf(roles), earliestEventYear: earliestOf(roles.map((r) => yearOfSortDate(r.sortDate))) };
}

/**
 * The years a person's events give their life: the earliest dated birth (as the child, or a
 * christening or baptism standing in for a birth the tree lacks) and the earliest dated end (a
 * death, or a burial or cremation standing in for a death the tree lacks); `deceased` when any
 * end-of-life event names them, dated or not.
 */
export interface LifeSpan {
  born: number | null;
  died: number | null;
  deceased: boolean;
}

export function lifeSpanOf(roles: readonly EventRole[]): LifeSpan {
  return {
    born: birthYearOf(roles),
    died: earliestOf(roles.filter(endsLifeOf).map((r) => yearOfSortDate(r.sortDate))),
    deceased: roles.some(endsLifeOf),
  };
}

/** A year as people write it: '1850', or '44 BCE' before the common era. */
export const yearText = (year: number): string => (year < 0 ? `${-year} BCE` : String(year));

/**
 * A life's years as a tree card or chart shows them (as webtrees and Gramps Web do): '1850–1921';
 * 'b. 1950' for someone who may be living; '1850–?' for someone who died in a year not known, or
 * was born too long ago to be living (isLiving); 'd. 1921' when only the end is dated; null when no
 * year is known. Years before the common era read '44 BCE'.
 */
export function lifeYearsText(span: LifeSpan | null | undefined, now: Date = new Date()): string | null {
  if (!span) return null;
  const [born, died] = [span.born, span.died].map((year) => (year === null ? null : yearText(year)));
  if (born && died) return `${born}–${died}`;
  if (born) return span.deceased || now.getUTCFullYear() - span.born! >= LIVING_MAX_AGE_YEARS ? `${born}–?` : `b. ${born}`;
  return died ? `d. ${died}` : null;
}
