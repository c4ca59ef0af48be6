import { modulo } from './astronomical-year';

/**
 * The Hebrew calendar as arithmetic, after Reingold and Dershowitz, "Calendrical Calculations" (the
 * molad-based rules with the four postponements). Only what sorting and validation need: the Julian Day
 * Number of a date, and how long months are.
 *
 * Months are numbered as a DatePoint numbers them, in civil order from Tishrei: TSH 1, CSH 2, KSL 3, TVT 4,
 * SHV 5, ADR 6 (Adar, or Adar I in a leap year), ADS 7 (Adar II, leap years only), NSN 8 ... ELL 13.
 */

/** Julian Day Number of 1 Tishrei AM 1 (7 October 3761 BCE, Julian). */
const HEBREW_EPOCH = 347998;

const ADAR = 6;
const ADAR_II = 7;
const CHESHVAN = 2;
const KISLEV = 3;

export function isHebrewLeapYear(year: number): boolean {
  return modulo(7 * year + 1, 19) < 7;
}

/** Days from the epoch to the molad of Tishrei of `year`, with the first postponement (molad zaken / lo ADU). */
function elapsedDays(year: number): number {
  const monthsElapsed = Math.floor((235 * year - 234) / 19);
  const partsElapsed = 12084 + 13753 * monthsElapsed;
  const days = 29 * monthsElapsed + Math.floor(partsElapsed / 25920);
  return modulo(3 * (days + 1), 7) < 3 ? days + 1 : days;
}

/** The remaining postponements, which keep every year 353-355 or 383-385 days long. */
function yearLengthCorrection(year: number): number {
  const previous = elapsedDays(year - 1);
  const current = elapsedDays(year);
  const next = elapsedDays(year + 1);
  if (next - current === 356) return 2;
  if (current - previous === 382) return 1;
  return 0;
}

function newYear(year: number): number {
  return HEBREW_EPOCH + elapsedDays(year) + yearLengthCorrection(year);
}

export function daysInHebrewYear(year: number): number {
  return newYear(year + 1) - newYear(year);
}

/** Whether the month exists in that year: Adar II only in a leap year. */
export function isHebrewMonthInYear(month: number, year: number): boolean {
  if (month === ADAR_II) return isHebrewLeapYear(year);
  return month >= 1 && month <= 13;
}

export function daysInHebrewMonth(month: number, year: number): number {
  const yearLength = daysInHebrewYear(year);
  switch (month) {
    case CHESHVAN:
      return yearLength % 10 === 5 ? 30 : 29; // 355 or 385 days: a long Cheshvan
    case KISLEV:
      return yearLength % 10 === 3 ? 29 : 30; // 353 or 383 days: a short Kislev
    case ADAR:
      return isHebrewLeapYear(year) ? 30 : 29;
    case ADAR_II:
      return isHebrewLeapYear(year) ? 29 : 0;
    default:
      // Tishrei, Shevat, Nisan, Sivan and Av have 30 days; Tevet, Iyar, Tammuz and Elul 29.
      return [1, 5, 8, 10, 12].includes(month) ? 30 : 29;
  }
}

export function hebrewToJulianDay(year: number, month: number, day: number): number {
  let julianDay = newYear(year) + day - 1;
  for (let earlier = 1; earlier < month; earlier += 1) julianDay += daysInHebrewMonth(earlier, year);
  return julianDay;
}
