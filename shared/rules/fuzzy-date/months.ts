import type { KnownCalendar } from './types';

/**
 * Month codes as GEDCOM writes them, and the names the product shows. The index + 1 is the month number
 * stored in a DatePoint.
 */
const GREGORIAN_CODES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const GREGORIAN_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Hebrew months in the order of the civil year, Tishrei first. ADR is Adar (Adar I in a leap year); ADS is Adar II. */
const HEBREW_CODES = ['TSH', 'CSH', 'KSL', 'TVT', 'SHV', 'ADR', 'ADS', 'NSN', 'IYR', 'SVN', 'TMZ', 'AAV', 'ELL'];
const HEBREW_NAMES = ['Tishrei', 'Cheshvan', 'Kislev', 'Tevet', 'Shevat', 'Adar', 'Adar II', 'Nisan', 'Iyar', 'Sivan', 'Tammuz', 'Av', 'Elul'];

/** French Republican months; COMP is the five or six complementary days that close the year. */
const FRENCH_CODES = ['VEND', 'BRUM', 'FRIM', 'NIVO', 'PLUV', 'VENT', 'GERM', 'FLOR', 'PRAI', 'MESS', 'THER', 'FRUC', 'COMP'];
const FRENCH_NAMES = [
  'Vendémiaire',
  'Brumaire',
  'Frimaire',
  'Nivôse',
  'Pluviôse',
  'Ventôse',
  'Germinal',
  'Floréal',
  'Prairial',
  'Messidor',
  'Thermidor',
  'Fructidor',
  'jours complémentaires',
];

export const MONTH_CODES: Record<KnownCalendar, readonly string[]> = {
  GREGORIAN: GREGORIAN_CODES,
  JULIAN: GREGORIAN_CODES,
  HEBREW: HEBREW_CODES,
  FRENCH_R: FRENCH_CODES,
};

export const MONTH_NAMES: Record<KnownCalendar, readonly string[]> = {
  GREGORIAN: GREGORIAN_NAMES,
  JULIAN: GREGORIAN_NAMES,
  HEBREW: HEBREW_NAMES,
  FRENCH_R: FRENCH_NAMES,
};

/** Lower case, without the full stop of an abbreviation ('Jan.' -> 'jan'). */
function bare(token: string): string {
  return token.toLowerCase().replace(/\.$/, '');
}

/**
 * The month a word names, or undefined. Gregorian and Julian months are matched by their first three
 * letters, whatever the case (spec 000 section 5), so 'may', 'MAY' and 'September' all work. Hebrew and
 * French Republican months must be their GEDCOM codes: French months share first letters (VEND, VENT).
 */
export function monthOf(calendar: KnownCalendar, token: string): number | undefined {
  const word = bare(token);
  if (calendar === 'GREGORIAN' || calendar === 'JULIAN') {
    if (word.length < 3) return undefined;
    const index = GREGORIAN_CODES.indexOf(word.slice(0, 3).toUpperCase());
    return index >= 0 ? index + 1 : undefined;
  }
  const index = MONTH_CODES[calendar].indexOf(word.toUpperCase());
  return index >= 0 ? index + 1 : undefined;
}

const DAYS_OF_WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** Days of the week may be typed with a date ('Tuesday 1 May 2018'); like months, by their first three letters. */
export function isDayOfWeek(token: string): boolean {
  const word = bare(token);
  return word.length >= 3 && /^\p{L}+$/u.test(word) && DAYS_OF_WEEK.includes(word.slice(0, 3));
}
