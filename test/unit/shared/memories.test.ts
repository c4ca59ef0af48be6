import { describe, expect, it } from 'vitest';
import { anniversaryText, birthdayText, firstPhotosText, monthDayOfSortDate, NEWLY_NAMED_DAYS, newlyNamedWindow, parseCalendarDay, rememberedMonthDays, yearOfSortKey, yearsAgoText, YOU } from '@heirloom/shared/rules/memories';

describe('memories: days of the year', () => {
  it('reads the day of the year from a sort key only when it names a month and a day', () => {
    expect(monthDayOfSortDate('11950-06-14')).toBe('06-14');
    expect(monthDayOfSortDate('12020-02-29')).toBe('02-29');
    expect(monthDayOfSortDate('11950-06-00')).toBeNull();
    expect(monthDayOfSortDate('11950-00-00')).toBeNull();
    expect(monthDayOfSortDate('')).toBeNull();
    expect(monthDayOfSortDate(null)).toBeNull();
    expect(yearOfSortKey('11950-06-14')).toBe(1950);
    expect(yearOfSortKey('09990-01-01')).toBe(-10);
    expect(yearOfSortKey('')).toBeNull();
  });

  it('keeps 29 February on the 28th of a common year, and only then', () => {
    expect(rememberedMonthDays({ year: 2027, month: 2, day: 28 })).toEqual(['02-28', '02-29']);
    expect(rememberedMonthDays({ year: 2028, month: 2, day: 28 })).toEqual(['02-28']);
    expect(rememberedMonthDays({ year: 2028, month: 2, day: 29 })).toEqual(['02-29']);
    expect(rememberedMonthDays({ year: 2100, month: 2, day: 28 })).toEqual(['02-28', '02-29']);
    expect(rememberedMonthDays({ year: 2026, month: 11, day: 9 })).toEqual(['11-09']);
  });

  it('takes only real calendar dates', () => {
    expect(parseCalendarDay('2026-11-29')).toEqual({ year: 2026, month: 11, day: 29 });
    expect(parseCalendarDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const wrong of ['2026-02-29', '2026-13-01', '2026-11-31', '26-11-29', '2026-1-9', '', '2026-11-29T00:00']) expect(parseCalendarDay(wrong), wrong).toBeNull();
  });
});

describe('memories: words', () => {
  it('says how long ago, a birthday of the living and of the dead, and an anniversary', () => {
    expect(yearsAgoText(1)).toBe('1 year ago');
    expect(yearsAgoText(25)).toBe('25 years ago');
    expect(birthdayText('John', 46, true)).toBe('John turns 46 today');
    expect(birthdayText('Rose', 100, false)).toBe('Rose would have been 100 today');
    expect(birthdayText('Baby', 0, true)).toBe('Baby was born today');
    expect(anniversaryText(['Ann', 'Tom'], 50)).toBe('Ann and Tom married 50 years ago today');
    expect(anniversaryText(['Ann', 'Tom'], 1)).toBe('Ann and Tom married 1 year ago today');
    expect(anniversaryText(['Ann'], 10)).toBe('Ann married 10 years ago today');
  });

  it("says the reader's own birthday and anniversary to them ('This person is me')", () => {
    expect(birthdayText(YOU, 69, true)).toBe('You turn 69 today');
    // The reader is alive, whatever the tree records of them.
    expect(birthdayText(YOU, 101, false)).toBe('You turn 101 today');
    expect(birthdayText(YOU, 0, true)).toBe('You were born today');
    expect(anniversaryText(['Ann', YOU], 50)).toBe('You and Ann married 50 years ago today');
    expect(anniversaryText([YOU, 'Ann'], 1)).toBe('You and Ann married 1 year ago today');
    expect(anniversaryText([YOU], 0)).toBe('You married today');
    expect(anniversaryText(['Ann', 'Tom'], 50)).toBe('Ann and Tom married 50 years ago today');
  });
});

describe('memories: first photos of someone newly named', () => {
  const shownOn = (namedAt: string, today: string) => {
    const { from, to } = newlyNamedWindow(parseCalendarDay(today)!);
    const at = Date.parse(namedAt);
    return at >= from && at < to;
  };

  it('are remembered for a week from the day of the naming, and not before it', () => {
    expect(NEWLY_NAMED_DAYS).toBe(7);
    expect(shownOn('2026-11-29T10:00:00Z', '2026-11-29')).toBe(true);
    expect(shownOn('2026-11-29T10:00:00Z', '2026-12-05')).toBe(true);
    expect(shownOn('2026-11-29T10:00:00Z', '2026-12-07')).toBe(false);
    expect(shownOn('2026-11-29T10:00:00Z', '2026-11-27')).toBe(false);
    // Across a month and a year's end.
    expect(shownOn('2026-12-30T08:00:00Z', '2027-01-03')).toBe(true);
    expect(shownOn('2026-12-30T08:00:00Z', '2027-01-08')).toBe(false);
  });

  it("count on the viewer's own day wherever they are: a naming late in the evening west of UTC, early in the morning east of it", () => {
    // 23:00 in New York on 29 November is 04:00 UTC on the 30th.
    expect(shownOn('2026-11-30T04:00:00Z', '2026-11-29')).toBe(true);
    // 07:00 in Auckland on 30 November is 18:00 UTC on the 29th.
    expect(shownOn('2026-11-29T18:00:00Z', '2026-11-30')).toBe(true);
  });

  it('say whose first photos they are', () => {
    expect(firstPhotosText('Rose Alder')).toBe('First photos of Rose Alder');
    expect(firstPhotosText(YOU)).toBe('First photos of you');
  });
});
