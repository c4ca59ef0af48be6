import { describe, expect, it } from 'vitest';
import {
  gregorianToJulianDay,
  isGregorianLeapYear,
  isJulianLeapYear,
  julianDayToGregorian,
  julianToJulianDay,
} from '@heirloom/shared/rules/fuzzy-date/calendars/julian-day';
import { daysInHebrewMonth, daysInHebrewYear, hebrewToJulianDay, isHebrewLeapYear } from '@heirloom/shared/rules/fuzzy-date/calendars/hebrew';
import { daysInFrenchMonth, frenchRepublicanToJulianDay, isSextileYear } from '@heirloom/shared/rules/fuzzy-date/calendars/french-republican';
import { toAstronomicalYear, toHistoricalYear } from '@heirloom/shared/rules/fuzzy-date/calendars/astronomical-year';

const DAY_MS = 86_400_000;
/** Julian Day Number of 1 January 1970, the JavaScript epoch. */
const UNIX_EPOCH_JULIAN_DAY = 2_440_588;

/** An independent Gregorian count: JavaScript's own proleptic Gregorian calendar. */
function julianDayFromJavaScript(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.floor(date.getTime() / DAY_MS) + UNIX_EPOCH_JULIAN_DAY;
}

describe('astronomical years', () => {
  it('puts 1 BCE at year 0 and back', () => {
    expect(toAstronomicalYear(1)).toBe(1);
    expect(toAstronomicalYear(-1)).toBe(0);
    expect(toAstronomicalYear(-44)).toBe(-43);
    expect(toHistoricalYear(0)).toBe(-1);
    expect(toHistoricalYear(-43)).toBe(-44);
    expect(toHistoricalYear(2018)).toBe(2018);
  });
});

describe('Gregorian and Julian day numbers', () => {
  it('matches known day numbers', () => {
    expect(gregorianToJulianDay(2000, 1, 1)).toBe(2_451_545);
    expect(gregorianToJulianDay(1970, 1, 1)).toBe(UNIX_EPOCH_JULIAN_DAY);
    // The Gregorian reform: Thursday 4 October 1582 (Julian) was followed by Friday 15 October 1582.
    expect(julianToJulianDay(1582, 10, 4) + 1).toBe(gregorianToJulianDay(1582, 10, 15));
    // The Julian period starts on 1 January 4713 BCE (Julian), astronomical year -4712.
    expect(julianToJulianDay(-4712, 1, 1)).toBe(0);
  });

  it('agrees with JavaScript dates from 4000 BCE to 3000 CE', () => {
    for (let year = -3999; year <= 3000; year += 37) {
      for (const [month, day] of [
        [1, 1],
        [2, 28],
        [3, 1],
        [12, 31],
      ] as const) {
        const julianDay = gregorianToJulianDay(year, month, day);
        expect(julianDay).toBe(julianDayFromJavaScript(year, month, day));
        expect(julianDayToGregorian(julianDay)).toEqual({ year, month, day });
      }
    }
  });

  it('puts the Julian calendar 10 days behind in 1700 and 13 days behind in 2000', () => {
    expect(julianToJulianDay(1689, 12, 15) - gregorianToJulianDay(1689, 12, 15)).toBe(10);
    expect(julianToJulianDay(2000, 1, 1) - gregorianToJulianDay(2000, 1, 1)).toBe(13);
  });

  it('knows which years are leap years', () => {
    expect([1900, 2000, 2016, 2017].map(isGregorianLeapYear)).toEqual([false, true, true, false]);
    expect([1900, 2000, 2016, 2017].map(isJulianLeapYear)).toEqual([true, true, true, false]);
    expect(isGregorianLeapYear(0)).toBe(true); // 1 BCE
    expect(isJulianLeapYear(-4)).toBe(true); // 5 BCE
  });
});

describe('Hebrew calendar', () => {
  const months: Record<string, number> = {
    Tishri: 1,
    Heshvan: 2,
    Kislev: 3,
    Tevet: 4,
    Shevat: 5,
    Adar: 6,
    'Adar I': 6,
    'Adar II': 7,
    Nisan: 8,
    Iyar: 9,
    Sivan: 10,
    Tamuz: 11,
    Av: 12,
    Elul: 13,
  };
  const hebrewFormat = new Intl.DateTimeFormat('en-u-ca-hebrew', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  it('agrees with the Hebrew calendar built into JavaScript (ICU) day by day', () => {
    const first = gregorianToJulianDay(1890, 1, 1);
    const last = gregorianToJulianDay(2110, 12, 31);
    let checked = 0;
    for (let julianDay = first; julianDay <= last; julianDay += 3) {
      const parts = hebrewFormat.formatToParts(new Date((julianDay - UNIX_EPOCH_JULIAN_DAY) * DAY_MS));
      const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
      const month = months[part('month')];
      expect(month, part('month')).toBeDefined();
      expect(hebrewToJulianDay(Number(part('year')), month ?? 0, Number(part('day')))).toBe(julianDay);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(25_000);
  });

  it('knows known dates', () => {
    // 2 Tevet 5758 was 31 December 1997; 1 Tishrei 5785 was 3 October 2024.
    expect(hebrewToJulianDay(5758, 4, 2)).toBe(gregorianToJulianDay(1997, 12, 31));
    expect(hebrewToJulianDay(5785, 1, 1)).toBe(gregorianToJulianDay(2024, 10, 3));
    // AM 1 began on 7 October 3761 BCE (Julian).
    expect(hebrewToJulianDay(1, 1, 1)).toBe(julianToJulianDay(-3760, 10, 7));
  });

  it('has leap years in years 3, 6, 8, 11, 14, 17 and 19 of the cycle', () => {
    const leapInCycle = Array.from({ length: 19 }, (_, index) => index + 1).filter((yearOfCycle) => isHebrewLeapYear(19 * 300 + yearOfCycle));
    expect(leapInCycle).toEqual([3, 6, 8, 11, 14, 17, 19]);
  });

  it('makes every year 353-355 or 383-385 days long, with months that add up', () => {
    for (let year = 5600; year <= 5900; year += 1) {
      const length = daysInHebrewYear(year);
      expect(isHebrewLeapYear(year) ? [383, 384, 385] : [353, 354, 355]).toContain(length);
      const months = Array.from({ length: 13 }, (_, index) => daysInHebrewMonth(index + 1, year));
      expect(months.reduce((sum, days) => sum + days, 0)).toBe(length);
    }
  });
});

describe('French Republican calendar', () => {
  it('starts years I to XIV on their historical days', () => {
    const starts: [number, number, number][] = [
      [1792, 9, 22],
      [1793, 9, 22],
      [1794, 9, 22],
      [1795, 9, 23],
      [1796, 9, 22],
      [1797, 9, 22],
      [1798, 9, 22],
      [1799, 9, 23],
      [1800, 9, 23],
      [1801, 9, 23],
      [1802, 9, 23],
      [1803, 9, 24],
      [1804, 9, 23],
      [1805, 9, 23],
    ];
    starts.forEach(([year, month, day], index) => {
      expect(frenchRepublicanToJulianDay(index + 1, 1, 1)).toBe(gregorianToJulianDay(year, month, day));
    });
  });

  it('places famous days', () => {
    expect(frenchRepublicanToJulianDay(2, 11, 9)).toBe(gregorianToJulianDay(1794, 7, 27)); // 9 Thermidor II
    expect(frenchRepublicanToJulianDay(8, 2, 18)).toBe(gregorianToJulianDay(1799, 11, 9)); // 18 Brumaire VIII
  });

  it('gives sextile years six complementary days', () => {
    expect([1, 2, 3, 4, 7, 11, 15, 16, 20].map(isSextileYear)).toEqual([false, false, true, false, true, true, true, false, true]);
    expect(daysInFrenchMonth(13, 3)).toBe(6);
    expect(daysInFrenchMonth(13, 4)).toBe(5);
    expect(daysInFrenchMonth(6, 4)).toBe(30);
  });

  it('runs on without gaps: each year starts the day after the last ends', () => {
    for (let year = 1; year < 400; year += 1) {
      const lastDay = frenchRepublicanToJulianDay(year, 13, daysInFrenchMonth(13, year));
      expect(frenchRepublicanToJulianDay(year + 1, 1, 1)).toBe(lastDay + 1);
    }
  });
});
