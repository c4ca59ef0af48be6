/**
 * Recently deleted (the trash): a deleted photo waits here this long, restorable by its uploader,
 * before the purge job deletes it and its files for good.
 */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a photo trashed at `trashedAt` (epoch ms) is deleted for good. */
export const purgeDueAt = (trashedAt: number): number => trashedAt + TRASH_DAYS * DAY_MS;

/** The latest trashing time whose photos are due now: everything trashed at or before it goes. */
export const dueTrashedBefore = (now: number): number => now - TRASH_DAYS * DAY_MS;

/**
 * Whole days left before the purge, counted up as a person reads it: 30 on the day of deleting,
 * 1 on the last day, never below 0 (a photo whose purge is late says 0, not a negative count).
 */
export function daysLeft(trashedAt: number, now: number): number {
  return Math.max(0, Math.ceil((purgeDueAt(trashedAt) - now) / DAY_MS));
}

/** '30 days left', '1 day left', 'Deleting soon' (the purge may run any time on its last day). */
export function daysLeftText(days: number): string {
  if (days <= 0) return 'Deleting soon';
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** The UTC day ('YYYY-MM-DD') of a time: the purge job walks the trash one such day at a time. */
export const trashDayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** The day `days` after (or before) a 'YYYY-MM-DD' day. */
export const addDays = (day: string, days: number): string => trashDayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
