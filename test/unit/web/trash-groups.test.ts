import type { TrashedPhotoView } from '@heirloom/shared/contracts/trash';
import { describe, expect, it } from 'vitest';
import { deletedOnText, groupByDeletedDay } from '../../../web/src/features/photos/utils/trash-groups';

const now = new Date(2026, 4, 14, 15, 0).getTime();
const at = (day: number, hour = 10) => new Date(2026, 4, day, hour).getTime();
const trashed = (id: string, trashedAt: number) => ({ id, trashed_at: trashedAt }) as TrashedPhotoView;

describe('Recently deleted headings', () => {
  it('names the day a photo was deleted as a person says it', () => {
    expect(deletedOnText(at(14, 1), now)).toBe('Deleted today');
    expect(deletedOnText(at(13, 23), now)).toBe('Deleted yesterday');
    expect(deletedOnText(at(2), now)).toBe('Deleted on 2 May');
  });

  it('groups consecutive photos deleted on the same day, most recent first', () => {
    const groups = groupByDeletedDay([trashed('a', at(14, 12)), trashed('b', at(14, 9)), trashed('c', at(12)), trashed('d', at(12, 8))], now);
    expect(groups.map(({ label, start, count }) => ({ label, start, count }))).toEqual([
      { label: 'Deleted today', start: 0, count: 2 },
      { label: 'Deleted on 12 May', start: 2, count: 2 },
    ]);
    expect(groups[1]!.shortLabel).toBe('12 May');
  });

  it('starts the short heading of a narrow column (a phone) with a capital, as the month headings do', () => {
    const groups = groupByDeletedDay([trashed('a', at(14, 12)), trashed('b', at(13, 9)), trashed('c', at(12))], now);
    expect(groups.map((group) => group.shortLabel)).toEqual(['Today', 'Yesterday', '12 May']);
  });
});
