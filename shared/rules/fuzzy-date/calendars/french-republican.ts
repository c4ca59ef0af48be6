import { gregorianToJulianDay } from './julian-day';

/**
 * The French Republican calendar: twelve months of 30 days and five complementary days (six in a
 * "sextile" year). Year I began on 22 September 1792.
 *
 * Years I to XIV, the ones actually used, follow the historical (equinox) reckoning, in which years III,
 * VII and XI were sextile; XV is sextile too by the same reckoning. From year XX on, Romme's arithmetic
 * rule is used (every fourth year, not centuries unless divisible by 400, not millennia divisible by 4000),
 * as most converters do. Month 13 (COMP) holds the complementary days.
 */

const YEAR_ONE_START = gregorianToJulianDay(1792, 9, 22);
const EARLY_SEXTILE_YEARS = [3, 7, 11, 15];
const ROMME_RULE_FROM = 20;

function rommeLeapYearsUpTo(year: number): number {
  return Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400) - Math.floor(year / 4000);
}

function isRommeLeapYear(year: number): boolean {
  return rommeLeapYearsUpTo(year) !== rommeLeapYearsUpTo(year - 1);
}

export function isSextileYear(year: number): boolean {
  return year < ROMME_RULE_FROM ? EARLY_SEXTILE_YEARS.includes(year) : isRommeLeapYear(year);
}

/** How many sextile years come before `year` (from year I). */
function sextileYearsBefore(year: number): number {
  const early = EARLY_SEXTILE_YEARS.filter((sextile) => sextile < year).length;
  if (year <= ROMME_RULE_FROM) return early;
  return early + rommeLeapYearsUpTo(year - 1) - rommeLeapYearsUpTo(ROMME_RULE_FROM - 1);
}

export function daysInFrenchMonth(month: number, year: number): number {
  if (month === 13) return isSextileYear(year) ? 6 : 5;
  return month >= 1 && month <= 12 ? 30 : 0;
}

export function frenchRepublicanToJulianDay(year: number, month: number, day: number): number {
  const yearStart = YEAR_ONE_START + 365 * (year - 1) + sextileYearsBefore(year);
  return yearStart + 30 * (month - 1) + day - 1;
}
