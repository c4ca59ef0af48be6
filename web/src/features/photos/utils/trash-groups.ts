import type { TrashedPhotoView } from '@heirloom/shared/contracts/trash';
import type { DateGroup } from './date-groups';

const DAY_MS = 24 * 60 * 60 * 1000;
const localDay = (at: number) => new Date(at).toDateString();

/** 'Deleted today', 'Deleted yesterday', 'Deleted on 3 May' (the viewer's own calendar). */
export function deletedOnText(trashedAt: number, now: number): string {
  if (localDay(trashedAt) === localDay(now)) return 'Deleted today';
  if (localDay(trashedAt) === localDay(now - DAY_MS)) return 'Deleted yesterday';
  return `Deleted on ${new Date(trashedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}`;
}

/**
 * Recently deleted's headings for the grid: consecutive photos deleted on the same day form a
 * group (the list comes most recently deleted first), as months do in the strip.
 */
export function groupByDeletedDay(photos: readonly TrashedPhotoView[], now: number): DateGroup[] {
  const groups: DateGroup[] = [];
  photos.forEach((photo, index) => {
    const id = `d${localDay(photo.trashed_at).replaceAll(' ', '-')}`;
    const last = groups.at(-1);
    if (last && last.id === id) {
      last.count++;
      return;
    }
    const label = deletedOnText(photo.trashed_at, now);
    // 'Today', 'Yesterday', '3 May': a heading of its own in a narrow column, so it starts with a capital.
    const short = label.replace('Deleted ', '').replace(/^on /, '');
    groups.push({ id, label, shortLabel: short.charAt(0).toUpperCase() + short.slice(1), year: null, month: null, start: index, count: 1 });
  });
  return groups;
}
