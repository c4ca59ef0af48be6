/**
 * Memories (issue 34): what a family's photos and tree recall on a day of the year. Dates are
 * stored as fuzzy-date sort keys ('YYYYY-MM-DD', year + 10000, '00' for what is missing), so a
 * day of the year is the key's last five characters when both month and day are known.
 */

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'MM-DD' for a sort key with a month and a day ('11950-06-14' -> '06-14'), else null ('11950-06-00', ''). */
export function monthDayOfSortDate(sortDate: string | null | undefined): string | null {
  const match = /^\d{5}-(\d{2})-(\d{2})/.exec(sortDate ?? '');
  if (!match || match[1] === '00' || match[2] === '00') return null;
  return `${match[1]}-${match[2]}`;
}

/** The year a sort key names, or null. */
export function yearOfSortKey(sortDate: string | null | undefined): number | null {
  const match = /^(\d{5})-/.exec(sortDate ?? '');
  return match ? Number(match[1]) - 10_000 : null;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The days of the year remembered on `today`: its own, and on 28 February of a year without a
 * 29th, the 29th too (a leap-day birthday is kept on the last day of February, as most people do).
 */
export function rememberedMonthDays(today: CalendarDay): string[] {
  const own = `${pad(today.month)}-${pad(today.day)}`;
  return today.month === 2 && today.day === 28 && !isLeapYear(today.year) ? [own, '02-29'] : [own];
}

/** 'YYYY-MM-DD' -> the calendar day, or null when it is not a real date. */
export function parseCalendarDay(text: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export const yearsAgoText = (years: number): string => (years === 1 ? '1 year ago' : `${years} years ago`);

/**
 * Whom a memory names: someone by name, or the reader themself (`YOU`: the person they said is
 * them, "This person is me"), who is told in the second person ("You turn 69 today").
 */
export type Someone = string | { readonly you: true };
export const YOU: Someone = { you: true };
const isYou = (who: Someone): who is { readonly you: true } => typeof who !== 'string';

/**
 * A birthday in words. The living turn an age; the dead are remembered ("Rose would have been 100
 * today"). Who counts as alive is shared/rules/living.ts's rule: no death recorded and born less
 * than 100 years ago. The reader is alive whatever the tree says (they are reading it): "You turn
 * 101 today".
 */
export function birthdayText(who: Someone, years: number, alive: boolean): string {
  if (isYou(who)) return years === 0 ? 'You were born today' : `You turn ${years} today`;
  if (years === 0) return `${who} was born today`;
  return alive ? `${who} turns ${years} today` : `${who} would have been ${years} today`;
}

/**
 * A wedding anniversary in words: "Rose and John married 50 years ago today"; the reader's own is
 * said to them, they first: "You and John married 50 years ago today".
 */
export function anniversaryText(names: readonly Someone[], years: number): string {
  const said = [...names.filter(isYou).slice(0, 1).map(() => 'You'), ...names.filter((who): who is string => !isYou(who))];
  const who = said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}` : (said[0] ?? 'A couple');
  return years === 0 ? `${who} married today` : `${who} married ${yearsAgoText(years)} today`;
}

/** How many days a newly named person's first photos are remembered. */
export const NEWLY_NAMED_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The namings remembered on `today` (the viewer's calendar date): those of the last
 * NEWLY_NAMED_DAYS days, today included, as epoch milliseconds [from, to). Namings are stamped in
 * UTC while the viewer's day is local, so each end gives a day's allowance for time zones: a
 * naming at 23:00 in New York (04:00 UTC the next day) counts on the day it was made there.
 */
export function newlyNamedWindow(today: CalendarDay): { from: number; to: number } {
  const midnight = Date.UTC(today.year, today.month - 1, today.day);
  return { from: midnight - NEWLY_NAMED_DAYS * DAY_MS, to: midnight + 2 * DAY_MS };
}

/** "First photos of Rose Alder"; of the reader, "First photos of you". */
export const firstPhotosText = (who: Someone): string => `First photos of ${isYou(who) ? 'you' : who}`;
