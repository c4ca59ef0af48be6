import { lastDayOfMonth, monthExists } from './calendar-rules';
import { calendarOfToken, isKnownCalendar } from './calendar-names';
import { isDayOfWeek, MONTH_CODES, monthOf } from './months';
import { epochOf } from './tokens';
import { DATE_PARSE_ERRORS, type Calendar, type DateParseError, type DatePoint } from './types';

/**
 * 'typed' reads what a person typed: words in any order, a number of 31 or less is a day and a larger one
 * a year (spec 000 section 5), partial dates allowed. 'gedcom' reads a GEDCOM file: [day] [month] year,
 * the year always last, so 'ABT 28' is the year 28.
 */
export type ParseMode = 'typed' | 'gedcom';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: DateParseError };

const { dayOrYear, monthOrDayOfWeek } = DATE_PARSE_ERRORS;
const fail = (error: DateParseError): { ok: false; error: DateParseError } => ({ ok: false, error });

/** The pieces read from the words, before they are checked against the calendar. */
interface Fields {
  day?: number;
  month?: number;
  monthCode?: string;
  year?: number;
  dualDigits?: string;
}

const WHOLE_NUMBER = /^\d+$/;
const DUAL_YEAR = /^(\d+)\/(\d{1,4})$/;
const ORDINAL_DAY = /^(\d+)(st|nd|rd|th)$/i;
const LOOKS_NUMERIC = /^\d/;

/** '2018.' and '1.' are numbers with a stray full stop. */
function numberWord(word: string): string {
  return word.replace(/\.$/, '');
}

/** Unmarked GEDCOM dates that use Hebrew or French month codes ('2 TVT 5758') are on that calendar. */
function inferCalendar(words: readonly string[]): Calendar {
  const upper = words.map((word) => word.toUpperCase());
  if (upper.some((word) => MONTH_CODES.HEBREW.includes(word))) return 'HEBREW';
  if (upper.some((word) => MONTH_CODES.FRENCH_R.includes(word))) return 'FRENCH_R';
  return 'GREGORIAN';
}

/** Typed words in any order. When an epoch follows ('5 BCE'), the last number is the year whatever its size. */
function readAnyOrder(words: readonly string[], lastNumberIsYear: boolean): Outcome<Fields> {
  const fields: Fields = {};
  const yearIndex = lastNumberIsYear
    ? words.map(numberWord).findLastIndex((word) => WHOLE_NUMBER.test(word) || DUAL_YEAR.test(word))
    : -1;
  for (const [index, raw] of words.entries()) {
    const word = numberWord(raw);
    const dual = DUAL_YEAR.exec(word);
    const ordinal = ORDINAL_DAY.exec(word);
    if (dual || WHOLE_NUMBER.test(word)) {
      const value = Number(dual ? dual[1] : word);
      const isYear = dual !== null || index === yearIndex || value > 31;
      if (isYear) {
        if (fields.year !== undefined) return fail(dayOrYear);
        fields.year = value;
        if (dual) fields.dualDigits = dual[2];
      } else {
        if (fields.day !== undefined) return fail(dayOrYear);
        fields.day = value;
      }
    } else if (ordinal) {
      if (fields.day !== undefined) return fail(dayOrYear);
      fields.day = Number(ordinal[1]);
    } else if (LOOKS_NUMERIC.test(word)) {
      return fail(dayOrYear);
    } else {
      const month = monthOf('GREGORIAN', raw);
      if (month !== undefined) {
        if (fields.month !== undefined) return fail(monthOrDayOfWeek);
        fields.month = month;
      } else if (!isDayOfWeek(raw)) {
        return fail(monthOrDayOfWeek);
      }
    }
  }
  return { ok: true, value: fields };
}

/** A day written before the month: '5' or '5th'. */
function readDay(raw: string): Outcome<number> {
  const word = numberWord(raw);
  if (WHOLE_NUMBER.test(word)) return { ok: true, value: Number(word) };
  const ordinal = ORDINAL_DAY.exec(word);
  if (ordinal) return { ok: true, value: Number(ordinal[1]) };
  return fail(LOOKS_NUMERIC.test(word) ? dayOrYear : monthOrDayOfWeek);
}

/** GEDCOM order: [day] [month] year. Extension calendars take any word as their month ('_MONTH'). */
function readPositional(words: readonly string[], calendar: Calendar): Outcome<Fields> {
  const known = isKnownCalendar(calendar) ? calendar : undefined;
  const isMonth = (word: string): boolean =>
    known ? monthOf(known, word) !== undefined : !LOOKS_NUMERIC.test(word) && !word.startsWith('(');
  const kept = words.filter((word) => isMonth(word) || !isDayOfWeek(word));
  const yearWord = kept[kept.length - 1];
  if (yearWord === undefined) return fail(dayOrYear);

  const fields: Fields = {};
  const year = numberWord(yearWord);
  const dual = DUAL_YEAR.exec(year);
  if (WHOLE_NUMBER.test(year)) fields.year = Number(year);
  else if (dual) {
    fields.year = Number(dual[1]);
    fields.dualDigits = dual[2];
  } else return fail(LOOKS_NUMERIC.test(year) || isMonth(yearWord) ? dayOrYear : monthOrDayOfWeek);

  const before = kept.slice(0, -1);
  if (before.length > 2) {
    return fail(before.some((word) => !LOOKS_NUMERIC.test(word) && !isMonth(word)) ? monthOrDayOfWeek : dayOrYear);
  }
  const monthWord = before[before.length - 1];
  if (monthWord !== undefined) {
    if (LOOKS_NUMERIC.test(monthWord)) return fail(dayOrYear);
    if (!isMonth(monthWord)) return fail(monthOrDayOfWeek);
    if (known) fields.month = monthOf(known, monthWord);
    else fields.monthCode = monthWord;
  }
  const dayWord = before.length === 2 ? before[0] : undefined;
  if (dayWord !== undefined) {
    const day = readDay(dayWord);
    if (!day.ok) return day;
    fields.day = day.value;
  }
  return { ok: true, value: fields };
}

/** The later year of a dual year, if it is the year after: 1699/00 -> 1700, 1750/1 -> 1751, 1701/03 -> undefined. */
function laterYearOf(year: number, digits: string): number | undefined {
  const span = 10 ** digits.length;
  let later = year - (year % span) + Number(digits);
  if (later <= year) later += span;
  return later === year + 1 ? later : undefined;
}

const MAX_YEAR = 9999;

function checkFields(fields: Fields, calendar: Calendar, epoch: 'BCE' | 'CE' | undefined, mode: ParseMode): Outcome<DatePoint> {
  const { day, month, monthCode, year, dualDigits } = fields;
  const hasMonth = month !== undefined || monthCode !== undefined;
  if (year === undefined && (mode === 'gedcom' || epoch !== undefined)) return fail(dayOrYear);
  if (year === undefined && !hasMonth) return fail(dayOrYear); // nothing, or a day with no month
  if (day !== undefined && !hasMonth) return fail(dayOrYear);
  if (year !== undefined && (year < 1 || year > MAX_YEAR)) return fail(dayOrYear);
  if (epoch === 'BCE' && (calendar === 'HEBREW' || calendar === 'FRENCH_R')) return fail(dayOrYear);

  const historicalYear = year !== undefined && epoch === 'BCE' ? -year : year;
  let dualYear: number | undefined;
  if (dualDigits !== undefined && year !== undefined) {
    // Dual years mark the English change of New Year's Day (1752); they belong to western calendars, in CE.
    if ((calendar !== 'GREGORIAN' && calendar !== 'JULIAN') || epoch === 'BCE') return fail(dayOrYear);
    dualYear = laterYearOf(year, dualDigits);
    if (dualYear === undefined) return fail(dayOrYear);
  }

  if (isKnownCalendar(calendar)) {
    if (month !== undefined && !monthExists(calendar, month, historicalYear)) return fail(monthOrDayOfWeek);
    if (day !== undefined && month !== undefined && (day < 1 || day > lastDayOfMonth(calendar, month, historicalYear, dualYear))) {
      return fail(dayOrYear);
    }
  } else if (day !== undefined && day < 1) {
    return fail(dayOrYear);
  }

  const point: DatePoint = { calendar };
  if (historicalYear !== undefined) point.year = historicalYear;
  if (month !== undefined) point.month = month;
  if (monthCode !== undefined) point.monthCode = monthCode;
  if (day !== undefined) point.day = day;
  if (dualYear !== undefined) point.dualYear = dualYear;
  return { ok: true, value: point };
}

/** Reads one date: an optional calendar, the day, month and year, and an optional epoch ('BCE', 'AD'). */
export function parsePoint(tokens: readonly string[], mode: ParseMode): Outcome<DatePoint> {
  let words = [...tokens];
  const announced = words[0] === undefined ? undefined : calendarOfToken(words[0], mode === 'gedcom');
  if (announced) words = words.slice(1);
  // The epoch follows the year ('44 BCE'), but people also write it first ('AD 1066').
  let epoch = epochOf(words[words.length - 1]);
  if (epoch) words = words.slice(0, -1);
  else if ((epoch = epochOf(words[0]))) words = words.slice(1);
  if (words.length === 0) return fail(dayOrYear);

  const calendar = announced ?? (mode === 'gedcom' ? inferCalendar(words) : 'GREGORIAN');
  let fields: Outcome<Fields>;
  if (mode === 'typed' && !announced) {
    fields = readAnyOrder(words, epoch !== undefined);
  } else {
    fields = readPositional(words, calendar);
    // Some programs write 'March 4, 1304'; when GEDCOM order fails on a plain date, try the typed reading.
    if (!fields.ok && mode === 'gedcom' && !announced && calendar === 'GREGORIAN') {
      const loose = readAnyOrder(words, epoch !== undefined);
      if (loose.ok) fields = loose;
    }
  }
  if (!fields.ok) return fields;
  return checkFields(fields.value, calendar, epoch, mode);
}
