import { toAstronomicalYear } from './calendars/astronomical-year';
import { daysInFrenchMonth, frenchRepublicanToJulianDay } from './calendars/french-republican';
import { daysInHebrewMonth, hebrewToJulianDay, isHebrewMonthInYear } from './calendars/hebrew';
import {
  daysInWesternMonth,
  gregorianToJulianDay,
  isGregorianLeapYear,
  isJulianLeapYear,
  julianToJulianDay,
} from './calendars/julian-day';
import type { KnownCalendar } from './types';

/** Month numbers run 1-12 on western calendars and 1-13 on the Hebrew and French Republican ones. */
export function monthsInCalendar(calendar: KnownCalendar): number {
  return calendar === 'GREGORIAN' || calendar === 'JULIAN' ? 12 : 13;
}

/**
 * Whether the month exists in that year (Hebrew Adar II only in a leap year). Without a year, any month
 * of the calendar may exist.
 */
export function monthExists(calendar: KnownCalendar, month: number, year: number | undefined): boolean {
  if (month < 1 || month > monthsInCalendar(calendar)) return false;
  if (calendar === 'HEBREW' && year !== undefined) return isHebrewMonthInYear(month, year);
  return true;
}

/**
 * The last day of a month. `year` is the historical year (negative for BCE). For a dual-dated year pass the
 * later year as `julianLeapYear`: Old Style dates were Julian, so '29 FEB 1699/00' is a real day (1700 was
 * a Julian leap year). Without a year the longest the month can be is returned, so '29 Feb' alone is accepted.
 */
export function lastDayOfMonth(calendar: KnownCalendar, month: number, year: number | undefined, julianLeapYear?: number): number {
  switch (calendar) {
    case 'GREGORIAN':
    case 'JULIAN': {
      if (year === undefined) return daysInWesternMonth(month, true);
      const astronomical = toAstronomicalYear(julianLeapYear ?? year);
      const leap = calendar === 'JULIAN' || julianLeapYear !== undefined ? isJulianLeapYear(astronomical) : isGregorianLeapYear(astronomical);
      return daysInWesternMonth(month, leap);
    }
    case 'HEBREW':
      if (year === undefined) return 30;
      return daysInHebrewMonth(month, year);
    case 'FRENCH_R':
      if (year === undefined) return month === 13 ? 6 : 30;
      return daysInFrenchMonth(month, year);
  }
}

/** The Julian Day Number of a full date on a known calendar; `year` is the historical year. */
export function toJulianDay(calendar: KnownCalendar, year: number, month: number, day: number): number {
  switch (calendar) {
    case 'GREGORIAN':
      return gregorianToJulianDay(toAstronomicalYear(year), month, day);
    case 'JULIAN':
      return julianToJulianDay(toAstronomicalYear(year), month, day);
    case 'HEBREW':
      return hebrewToJulianDay(year, month, day);
    case 'FRENCH_R':
      return frenchRepublicanToJulianDay(year, month, day);
  }
}
