/**
 * Timeline dates on the wire: 'Y-M-D' with an astronomical year (0 is 1 BCE, -1 is 2 BCE) and 0 for
 * a month or day that is not known, so a jump to a year is simply last_date={year+1}-1-1. The server
 * turns them into the fuzzy-date sort keys ('YYYYY-MM-DD', year + 10000) that events and photos are
 * stored under, and back.
 */
export const TIMELINE_DATE_PATTERN = /^(-?\d{1,5})-(\d{1,2})-(\d{1,2})$/;

/** Years the timeline can reach: the sort keys' five shifted digits hold -9999 to 89999. */
export const TIMELINE_MIN_YEAR = -9999;
export const TIMELINE_MAX_YEAR = 89_999;
const YEAR_OFFSET = 10_000;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** '1851-1-1' -> '11851-01-01'; undefined when it is not a timeline date. */
export function sortKeyOfTimelineDate(text: string): string | undefined {
  const match = TIMELINE_DATE_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < TIMELINE_MIN_YEAR || year > TIMELINE_MAX_YEAR || month > 12 || day > 31) return undefined;
  return `${pad(year + YEAR_OFFSET, 5)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** '11851-00-00' -> '1851-0-0', '09957-03-15' -> '-43-3-15' (44 BCE). */
export function timelineDateOfSortKey(key: string): string {
  const [year = '0', month = '0', day = '0'] = key.split('-');
  return `${Number(year) - YEAR_OFFSET}-${Number(month)}-${Number(day)}`;
}

/** The astronomical year of a wire date ('-43-3-15' -> -43). */
export function yearOfTimelineDate(text: string): number {
  return Number(TIMELINE_DATE_PATTERN.exec(text)?.[1] ?? Number.NaN);
}

/** How a year is labelled on the side lists: 1851, '44 BCE' for -43. */
export function yearLabel(year: number): string {
  return year > 0 ? String(year) : `${1 - year} BCE`;
}
