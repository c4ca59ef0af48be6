import { describe, expect, it } from 'vitest';
import { addDays, daysLeft, daysLeftText, dueTrashedBefore, purgeDueAt, TRASH_DAYS, trashDayOf } from '@heirloom/shared/rules/trash';

const DAY = 24 * 60 * 60 * 1000;
const deleted = Date.UTC(2026, 4, 14, 9, 30);

describe('Recently deleted rules', () => {
  it('keeps a photo 30 days, counting the days left up as a person reads them', () => {
    expect(TRASH_DAYS).toBe(30);
    expect(daysLeft(deleted, deleted)).toBe(30);
    expect(daysLeft(deleted, deleted + 1)).toBe(30);
    expect(daysLeft(deleted, deleted + DAY)).toBe(29);
    expect(daysLeft(deleted, deleted + 29 * DAY + 1)).toBe(1);
    expect(daysLeft(deleted, purgeDueAt(deleted))).toBe(0);
    // A purge that runs late never shows a negative count.
    expect(daysLeft(deleted, deleted + 40 * DAY)).toBe(0);
  });

  it('says the days left in words', () => {
    expect(daysLeftText(30)).toBe('30 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('Deleting soon');
  });

  it('is due for the purge exactly 30 days after it was deleted', () => {
    const now = deleted + 30 * DAY;
    expect(dueTrashedBefore(now)).toBe(deleted);
    expect(dueTrashedBefore(now - 1)).toBeLessThan(deleted);
  });

  it('walks the trash by UTC day, across months and years', () => {
    expect(trashDayOf(deleted)).toBe('2026-05-14');
    expect(trashDayOf(Date.UTC(2026, 4, 14, 23, 59, 59))).toBe('2026-05-14');
    expect(addDays('2026-05-31', 1)).toBe('2026-06-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -7)).toBe('2026-02-22');
  });
});
