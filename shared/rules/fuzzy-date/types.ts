/**
 * The shape of a fuzzy date. The text a person typed (or a GEDCOM file held) is the record; everything
 * parsed from it is derived and can be recomputed, so nothing typed is ever lost to a parser's opinion.
 */

/** The calendars GEDCOM 5.5.1 and 7.0 define, named as GEDCOM 7.0 names them. */
export const KNOWN_CALENDARS = ['GREGORIAN', 'JULIAN', 'HEBREW', 'FRENCH_R'] as const;
export type KnownCalendar = (typeof KNOWN_CALENDARS)[number];
/** Any other calendar, kept as written with a leading underscore as GEDCOM 7.0 extensions are ('_ROMAN'). */
export type ExtensionCalendar = `_${string}`;
export type Calendar = KnownCalendar | ExtensionCalendar;

/** One date on one calendar: '1 May 2018', 'May 2018', '2018', or a typed partial date such as '1 May'. */
export interface DatePoint {
  calendar: Calendar;
  /** The year as written, negative for BCE ('1401 BCE' is -1401). There is no year 0. */
  year?: number;
  /** 1-based within the calendar: Jan = 1; Hebrew Tishrei = 1 ... Elul = 13; French Vendemiaire = 1 ... jours complementaires = 13. */
  month?: number;
  day?: number;
  /**
   * The later year of an Old Style / New Style pair, written in full: '8 JAN 1699/00' has year 1699 and
   * dualYear 1700. Only Gregorian and Julian dates have one.
   */
  dualYear?: number;
  /** The month of an extension calendar, as written ('_MONTH'); known calendars use `month`. */
  monthCode?: string;
}

/** A single date, possibly hedged. */
export type PointQualifier = 'exact' | 'about' | 'calculated' | 'estimated' | 'before' | 'after';

export type ParsedDate =
  | { qualifier: PointQualifier; start: DatePoint; end?: undefined; phrase?: undefined }
  /** BET .. AND ..: sometime between the two. */
  | { qualifier: 'between'; start: DatePoint; end: DatePoint; phrase?: undefined }
  /** FROM .. TO .., or the product's '.. to ..': lasting from one to the other. Either side may be open. */
  | { qualifier: 'period'; start?: DatePoint; end?: DatePoint; phrase?: undefined }
  /** INT date (phrase): a date read from the words in the phrase. */
  | { qualifier: 'interpreted'; start: DatePoint; end?: undefined; phrase: string }
  /** (phrase): words only, no date could be given. */
  | { qualifier: 'phrase'; start?: undefined; end?: undefined; phrase: string };

export type DateQualifier = ParsedDate['qualifier'];

/** The failure texts, exactly as the spec gives them (spec 000 section 5). */
export const DATE_PARSE_ERRORS = {
  dayOrYear: 'Cannot Parse Date - Error in Start or End Day or Year',
  monthOrDayOfWeek: 'Cannot Parse Date - Error Month or Day of Week',
} as const;
export type DateParseError = (typeof DATE_PARSE_ERRORS)[keyof typeof DATE_PARSE_ERRORS];

/**
 * A date as the product keeps it: always the original text, plus what could be read from it.
 * - 'empty'    nothing was typed (an unknown date is not an error)
 * - 'parsed'   the text was understood
 * - 'unparsed' the text is kept as it is; `error` says why it could not be read
 */
export type FuzzyDate =
  | { kind: 'empty'; text: string }
  | { kind: 'parsed'; text: string; date: ParsedDate }
  | { kind: 'unparsed'; text: string; error: DateParseError };

export type ParsedFuzzyDate = Extract<FuzzyDate, { kind: 'parsed' }>;

export function isParsedFuzzyDate(date: FuzzyDate): date is ParsedFuzzyDate {
  return date.kind === 'parsed';
}

/** Tells a FuzzyDate from a bare ParsedDate, for the functions that take either. */
export function isFuzzyDate(value: FuzzyDate | ParsedDate): value is FuzzyDate {
  return 'kind' in value;
}
