/**
 * Fuzzy dates: what people type ('May 2018', 'about 1900', '1 May 2018 to 3 Jun 2018') and what GEDCOM files
 * hold ('BET 1850 AND 1860', '@#DJULIAN@ 8 JAN 1699/00'), read into one shape, sorted, shown and written back.
 * The original text is always kept.
 */
export {
  DATE_PARSE_ERRORS,
  KNOWN_CALENDARS,
  isFuzzyDate,
  isParsedFuzzyDate,
  type Calendar,
  type DateParseError,
  type DatePoint,
  type DateQualifier,
  type ExtensionCalendar,
  type FuzzyDate,
  type KnownCalendar,
  type ParsedDate,
  type ParsedFuzzyDate,
  type PointQualifier,
} from './fuzzy-date/types';
export { parseFuzzyDate, parseGedcomDate } from './fuzzy-date/parse';
export { placeOfUnreadable, sortKey } from './fuzzy-date/sort-key';
export { endsBeforeItStarts, RANGE_ENDS_BEFORE_IT_STARTS } from './fuzzy-date/range-order';
export { formatFuzzyDate, formatPoint } from './fuzzy-date/format-display';
export { readableDate } from './fuzzy-date/readable-date';
export { toGedcomDate, type GedcomDateValue, type GedcomVersion } from './fuzzy-date/format-gedcom';
export { MONTH_CODES, MONTH_NAMES } from './fuzzy-date/months';
export { calendarLabel } from './fuzzy-date/calendar-names';
