import { toAstronomicalYear } from './calendars/astronomical-year';
import { julianDayToGregorian } from './calendars/julian-day';
import { toJulianDay } from './calendar-rules';
import { newStyleYear } from './dual-year';
import { parseFuzzyDate } from './parse';
import { isFuzzyDate, type DatePoint, type FuzzyDate, type ParsedDate } from './types';

/**
 * Years are shifted by this much so that every year from 9999 BCE to 89999 CE is five digits and BCE sorts
 * before CE as text: 1 BCE is '10000', 1 CE '10001', 2018 '12018'.
 */
const YEAR_OFFSET = 10_000;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function key(astronomicalYear: number, month = 0, day = 0): string {
  return `${pad(astronomicalYear + YEAR_OFFSET, 5)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function pointKey(point: DatePoint): string | undefined {
  // Dual dates sort by today's reckoning: '8 JAN 1699/00' happened in January 1700.
  const year = newStyleYear(point);
  if (year === undefined) return undefined; // '1 May' has no place on a timeline
  switch (point.calendar) {
    case 'GREGORIAN':
      return key(toAstronomicalYear(year), point.month, point.day);
    case 'JULIAN': {
      // A full Julian date is moved to the Gregorian day it was; a partial one is already within days of it.
      if (point.month === undefined || point.day === undefined) return key(toAstronomicalYear(year), point.month, point.day);
      const gregorian = julianDayToGregorian(toJulianDay('JULIAN', year, point.month, point.day));
      return key(gregorian.year, gregorian.month, gregorian.day);
    }
    case 'HEBREW':
    case 'FRENCH_R': {
      // Years on these calendars are thousands apart from ours, so they are converted; a missing month or
      // day counts as the first, which places a bare year at its New Year.
      const julianDay = toJulianDay(point.calendar, year, point.month ?? 1, point.day ?? 1);
      const gregorian = julianDayToGregorian(julianDay);
      return key(gregorian.year, gregorian.month, gregorian.day);
    }
    default:
      return undefined; // an extension calendar we cannot count in
  }
}

/**
 * A string that sorts dates in time order: 'YYYYY-MM-DD' on the Gregorian calendar, with the year offset
 * so BCE comes first and '00' for a missing month or day (so 'May 2018' sorts before '1 May 2018').
 * Ranges and periods sort by their start ('to 1900' by its end); qualifiers are ignored ('about 1900' sorts
 * with 1900). Julian, Hebrew and French Republican dates are converted. Text that is not a date, a date
 * without a year and extension calendars give undefined.
 *
 * A string argument is read as typed text (parseFuzzyDate); pass the FuzzyDate from parseGedcomDate for
 * GEDCOM values.
 */
export function sortKey(date: FuzzyDate | ParsedDate | string | null | undefined): string | undefined {
  if (date === null || date === undefined) return undefined;
  const value = typeof date === 'string' ? parseFuzzyDate(date) : date;
  let parsed: ParsedDate;
  if (isFuzzyDate(value)) {
    if (value.kind !== 'parsed') return undefined;
    parsed = value.date;
  } else {
    parsed = value;
  }
  const point = parsed.start ?? parsed.end;
  return point ? pointKey(point) : undefined;
}

/**
 * Where a date that cannot be read goes on a timeline: at the first year written in it ('ABT 1751/43',
 * an impossible dual year, sorts with 1751; 'Spring 1850' with 1850), as webtrees and Gramps still
 * place a person whose date is in error somewhere near it. Only three- or four-digit numbers count, so
 * a day ('12 Spring 1850') is not taken for a year. Undefined when no year is written.
 */
export function placeOfUnreadable(text: string): { year: number; sortKey: string } | undefined {
  const written = /(?<!\d)(\d{3,4})(?!\d)/.exec(text)?.[1];
  if (!written) return undefined;
  const year = Number(written);
  return { year, sortKey: key(year) };
}
