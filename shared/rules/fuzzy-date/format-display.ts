import { calendarLabel, isKnownCalendar } from './calendar-names';
import { MONTH_NAMES } from './months';
import { isFuzzyDate, type DatePoint, type FuzzyDate, type ParsedDate } from './types';

/** '1699/00': the later year of a dual date in two digits, as it is conventionally written. */
export function yearText(point: DatePoint): string {
  if (point.year === undefined) return '';
  const year = String(Math.abs(point.year));
  return point.dualYear === undefined ? year : `${year}/${String(point.dualYear % 100).padStart(2, '0')}`;
}

/**
 * One date in the product's style: '1 May 2018', 'May 2018', '2018', '1 May'; '44 BCE'. Gregorian and
 * Julian years of 31 or less get 'CE' so they are not read back as days. Other calendars lead with their name and use their own
 * month names ('Julian 15 Dec 1689', 'Hebrew 2 Tevet 5758'), keeping the date as it was written rather than
 * converting it.
 */
export function formatPoint(point: DatePoint): string {
  const month =
    point.month !== undefined && isKnownCalendar(point.calendar) ? MONTH_NAMES[point.calendar][point.month - 1] : point.monthCode;
  let epoch: string | undefined;
  if (point.year !== undefined && point.year < 0) epoch = 'BCE';
  else if (point.year !== undefined && point.year <= 31 && (point.calendar === 'GREGORIAN' || point.calendar === 'JULIAN')) epoch = 'CE';
  const calendar = point.calendar === 'GREGORIAN' ? undefined : calendarLabel(point.calendar);
  return [calendar, point.day, month, yearText(point) || undefined, epoch].filter((part) => part !== undefined && part !== '').join(' ');
}

function formatParsed(date: ParsedDate): string {
  switch (date.qualifier) {
    case 'exact':
      return formatPoint(date.start);
    case 'about':
    case 'calculated':
    case 'estimated':
    case 'before':
    case 'after':
      return `${date.qualifier} ${formatPoint(date.start)}`;
    case 'between':
      return `between ${formatPoint(date.start)} and ${formatPoint(date.end)}`;
    case 'period':
      if (date.start && date.end) return `${formatPoint(date.start)} to ${formatPoint(date.end)}`;
      if (date.start) return `from ${formatPoint(date.start)}`;
      return date.end ? `to ${formatPoint(date.end)}` : '';
    case 'interpreted':
      return date.phrase ? `${formatPoint(date.start)} (${date.phrase})` : formatPoint(date.start);
    case 'phrase':
      return date.phrase;
  }
}

/**
 * A date as the product shows it: '1 May 2018', 'May 2018', '2018', 'about 1900', 'before 1900',
 * 'between 1850 and 1860', '1 May 2018 to 3 Jun 2018', 'from 1850', 'to 1860', '1900 (from age at death)'.
 * Gregorian and Julian dates read back through parseFuzzyDate to the same date. Text that could not be read
 * is shown exactly as it was typed; an empty date is ''.
 */
export function formatFuzzyDate(date: FuzzyDate | ParsedDate): string {
  if (!isFuzzyDate(date)) return formatParsed(date);
  if (date.kind === 'parsed') return formatParsed(date.date);
  return date.text;
}
