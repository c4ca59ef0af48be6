import { TRASH_DAYS } from '@heirloom/shared/rules/trash';

/** A video's length as a player shows it: 0:07, 3:25, 1:02:09. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

export { countOf } from '../../../lib/count-of';

/** Where a deleted photo went, said after Delete. */
export const IN_RECENTLY_DELETED = `In Recently deleted for ${TRASH_DAYS} days`;
