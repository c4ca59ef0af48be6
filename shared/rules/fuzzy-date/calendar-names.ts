import { KNOWN_CALENDARS, type Calendar, type KnownCalendar } from './types';

export function isKnownCalendar(calendar: Calendar): calendar is KnownCalendar {
  return (KNOWN_CALENDARS as readonly string[]).includes(calendar);
}

/** GEDCOM 5.5.1 escape names that differ from the 7.0 names ('@#DFRENCH R@' is 7.0's FRENCH_R). */
const ESCAPE_TO_CALENDAR: Record<string, Calendar> = {
  GREGORIAN: 'GREGORIAN',
  JULIAN: 'JULIAN',
  HEBREW: 'HEBREW',
  'FRENCH R': 'FRENCH_R',
  FRENCH_R: 'FRENCH_R',
};

/**
 * The calendar a token announces, if it is a calendar marker:
 * - a GEDCOM 5.5.1 escape: '@#DJULIAN@', '@#DFRENCH R@'; any other escape ('@#DROMAN@', '@#DUNKNOWN@')
 *   becomes an extension calendar ('_ROMAN'), as a 5.5.1 to 7.0 conversion writes it;
 * - a GEDCOM 7.0 name: 'JULIAN', 'HEBREW', 'FRENCH_R', 'GREGORIAN', or an extension such as '_ROMAN';
 * - in GEDCOM files only, the bare words ROMAN and UNKNOWN, which some converters write without '@#D'.
 */
export function calendarOfToken(token: string, allowBareFutureNames: boolean): Calendar | undefined {
  const escape = /^@#D(.*)@$/i.exec(token);
  if (escape) {
    const name = (escape[1] ?? '').trim().toUpperCase();
    if (name === '') return undefined;
    return ESCAPE_TO_CALENDAR[name] ?? `_${name.replace(/\s+/g, '_')}`;
  }
  const upper = token.toUpperCase();
  if ((KNOWN_CALENDARS as readonly string[]).includes(upper)) return upper as KnownCalendar;
  if (/^_[A-Z0-9_]+$/.test(upper) && upper !== '_') return upper as Calendar;
  if (allowBareFutureNames && (upper === 'ROMAN' || upper === 'UNKNOWN')) return `_${upper}`;
  return undefined;
}

/** How the calendar is written in a GEDCOM 5.5.1 date ('' for Gregorian, which is the default). */
export function gedcom551Escape(calendar: Calendar): string {
  if (calendar === 'GREGORIAN') return '';
  if (calendar === 'FRENCH_R') return '@#DFRENCH R@';
  if (isKnownCalendar(calendar)) return `@#D${calendar}@`;
  return `@#D${calendar.slice(1)}@`;
}

/** How the calendar is written in a GEDCOM 7.0 date ('' for Gregorian, which is the default). */
export function gedcom7Name(calendar: Calendar): string {
  return calendar === 'GREGORIAN' ? '' : calendar;
}

const LABELS: Record<KnownCalendar, string> = {
  GREGORIAN: 'Gregorian',
  JULIAN: 'Julian',
  HEBREW: 'Hebrew',
  FRENCH_R: 'French Republican',
};

/** The calendar's name for people: 'Julian', 'French Republican', '_ROMAN' -> 'Roman'. */
export function calendarLabel(calendar: Calendar): string {
  if (isKnownCalendar(calendar)) return LABELS[calendar];
  return calendar
    .slice(1)
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');
}
