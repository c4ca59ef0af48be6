import { gedcom551Escape, gedcom7Name, isKnownCalendar } from './calendar-names';
import { MONTH_CODES } from './months';
import { isFuzzyDate, type DatePoint, type FuzzyDate, type ParsedDate } from './types';
import { formatFuzzyDate } from './format-display';
import { newStyleYear } from './dual-year';

export type GedcomVersion = '5.5.1' | '7.0';

/**
 * A DATE payload, and for GEDCOM 7.0 the PHRASE to write beneath it (3 PHRASE ...). `date` is '' when
 * only the phrase can be given; 7.0 allows an empty DATE with a PHRASE.
 */
export interface GedcomDateValue {
  date: string;
  phrase?: string;
}

const hasYear = (point: DatePoint | undefined) => point === undefined || point.year !== undefined;
const hasDual = (point: DatePoint | undefined) => point?.dualYear !== undefined;

/** 5.5.1 years are three or four digits (YEAR {Size=3:4}); 7.0 years are plain numbers. */
function yearOf(year: number, version: GedcomVersion): string {
  const digits = String(Math.abs(year));
  return version === '5.5.1' ? digits.padStart(3, '0') : digits;
}

/**
 * How a point's year is written. In 5.5.1, '1699/00'. GEDCOM 7.0 has no dual years: the year by today's
 * reckoning is written ('30 JAN 1648/49' -> '30 JAN 1649', as the 7.0 specification's own example does;
 * see newStyleYear) and the original goes into the PHRASE.
 */
function pointText(point: DatePoint, version: GedcomVersion, yearOverride?: number): string {
  const parts: string[] = [];
  const calendar = version === '5.5.1' ? gedcom551Escape(point.calendar) : gedcom7Name(point.calendar);
  if (calendar) parts.push(calendar);
  if (point.day !== undefined) parts.push(String(point.day));
  if (point.month !== undefined && isKnownCalendar(point.calendar)) parts.push(MONTH_CODES[point.calendar][point.month - 1] ?? '');
  else if (point.monthCode !== undefined) parts.push(point.monthCode);
  const year = yearOverride ?? (version === '7.0' ? newStyleYear(point) : point.year);
  if (year !== undefined) {
    let text = yearOf(year, version);
    if (version === '5.5.1' && point.dualYear !== undefined) text += `/${String(point.dualYear % 100).padStart(2, '0')}`;
    parts.push(text);
    if (year < 0) parts.push(version === '5.5.1' ? 'B.C.' : 'BCE');
  }
  return parts.join(' ');
}

/** 5.5.1 phrases are wrapped in parentheses, so parentheses inside become brackets. */
function phrase551(text: string): string {
  return `(${text.replace(/\(/g, '[').replace(/\)/g, ']').trim()})`;
}

const APPROXIMATIONS = { about: 'ABT', calculated: 'CAL', estimated: 'EST', before: 'BEF', after: 'AFT' } as const;

function dateText(date: ParsedDate, version: GedcomVersion): string {
  const point = (value: DatePoint) => pointText(value, version);
  switch (date.qualifier) {
    case 'exact':
      if (version === '7.0' && date.start.dualYear !== undefined && date.start.month === undefined && date.start.year !== undefined) {
        // A bare '1699/00' may be either year: GEDCOM 7.0 says BET 1699 AND 1700.
        return `BET ${point(date.start)} AND ${pointText(date.start, version, date.start.dualYear)}`;
      }
      return point(date.start);
    case 'about':
    case 'calculated':
    case 'estimated':
    case 'before':
    case 'after':
      return `${APPROXIMATIONS[date.qualifier]} ${point(date.start)}`;
    case 'between':
      return `BET ${point(date.start)} AND ${point(date.end)}`;
    case 'period':
      return [date.start && `FROM ${point(date.start)}`, date.end && `TO ${point(date.end)}`].filter(Boolean).join(' ');
    case 'interpreted':
      if (version === '7.0') return point(date.start); // 7.0 has no INT: the words go to the PHRASE
      return date.phrase ? `INT ${point(date.start)} ${phrase551(date.phrase)}` : `INT ${point(date.start)}`;
    case 'phrase':
      return version === '5.5.1' ? phrase551(date.phrase) : '';
  }
}

/**
 * Writes a date as a GEDCOM DATE value.
 *
 * 5.5.1: '1 MAY 2018', 'ABT 1900', 'BET 1850 AND 1860', 'FROM 1 MAY 2018 TO 3 JUN 2018',
 * '@#DJULIAN@ 15 DEC 1689', '8 JAN 1699/00', '44 B.C.', 'INT 1900 (from age)', '(text)'.
 * 7.0: calendars by name ('JULIAN 15 DEC 1689'), 'BCE', no INT (the words become the PHRASE), no dual years
 * (see pointText; the original is kept as the PHRASE), and text that is not a date as an empty DATE with a
 * PHRASE.
 *
 * Dates a GEDCOM date cannot hold (typed text that could not be read, a date with no year such as '1 May')
 * are written as a phrase of the text as typed.
 */
export function toGedcomDate(date: FuzzyDate | ParsedDate, version: GedcomVersion = '5.5.1'): GedcomDateValue {
  let parsed: ParsedDate;
  let original: string;
  if (isFuzzyDate(date)) {
    if (date.kind === 'empty') return { date: '' };
    if (date.kind === 'unparsed') {
      const text = date.text.trim();
      return version === '5.5.1' ? { date: phrase551(text) } : { date: '', phrase: text };
    }
    parsed = date.date;
    original = date.text.trim();
  } else {
    parsed = date;
    original = '';
  }

  if (!hasYear(parsed.start) || !hasYear(parsed.end)) {
    const text = original || formatFuzzyDate(parsed);
    return version === '5.5.1' ? { date: phrase551(text) } : { date: '', phrase: text };
  }

  const value = dateText(parsed, version);
  if (version === '5.5.1') return { date: value };
  if (hasDual(parsed.start) || hasDual(parsed.end)) {
    // Keep what was written, dual year and any INT words together, as GEDCOM 7.0's own example does.
    return { date: value, phrase: original || dateText(parsed, '5.5.1') };
  }
  if (parsed.qualifier === 'phrase' || (parsed.qualifier === 'interpreted' && parsed.phrase)) return { date: value, phrase: parsed.phrase };
  return { date: value };
}
