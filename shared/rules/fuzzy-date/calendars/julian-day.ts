import { modulo } from './astronomical-year';

/**
 * Gregorian and Julian calendar dates to and from the Julian Day Number (a plain count of days), so dates
 * on different calendars can be put in one order. Years here are astronomical (1 BCE = 0); the formulas
 * are the usual integer ones (Fliegel and Van Flandern) and hold for every day after 4713 BCE.
 */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function gregorianToJulianDay(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) - 32045;
}

export function julianToJulianDay(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32083;
}

export function julianDayToGregorian(julianDay: number): CalendarDay {
  const a = julianDay + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    day: e - Math.floor((153 * m + 2) / 5) + 1,
    month: m + 3 - 12 * Math.floor(m / 10),
    year: 100 * b + d - 4800 + Math.floor(m / 10),
  };
}

export function isGregorianLeapYear(astronomicalYear: number): boolean {
  return modulo(astronomicalYear, 4) === 0 && (modulo(astronomicalYear, 100) !== 0 || modulo(astronomicalYear, 400) === 0);
}

export function isJulianLeapYear(astronomicalYear: number): boolean {
  return modulo(astronomicalYear, 4) === 0;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a Gregorian or Julian month; February has 29 when `leap`. */
export function daysInWesternMonth(month: number, leap: boolean): number {
  if (month === 2) return leap ? 29 : 28;
  return MONTH_LENGTHS[month - 1] ?? 0;
}
