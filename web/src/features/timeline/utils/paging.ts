import { TIMELINE_PAGE_SIZE, type TimelineItem, type TimelineResponse } from '@heirloom/shared/contracts/timeline';

/** The query of one page: empty for the newest, a cursor down (older) or up (newer). */
export type TimelinePageParam = Record<string, string>;

/** A jump to a year starts just before the next year began (spec 001 section 7). */
export const jumpParam = (year: number | null): TimelinePageParam => (year === null ? {} : { direction: 'down', last_date: `${year + 1}-1-1` });

export const olderThan = (item: TimelineItem): TimelinePageParam => ({
  direction: 'down',
  last_date: item.sort_date,
  [item.item_type === 'event' ? 'last_event_id' : 'last_image_id']: item.id,
});

export const newerThan = (item: TimelineItem): TimelinePageParam => ({
  direction: 'up',
  max_date: item.sort_date,
  [item.item_type === 'event' ? 'max_event_id' : 'max_image_id']: item.id,
});

/** The next (older) page, unless the last one came back short: the oldest item is loaded. */
export function olderPageParam(last: TimelineResponse): TimelinePageParam | undefined {
  const oldest = last.events.at(-1);
  return last.events.length < TIMELINE_PAGE_SIZE || !oldest ? undefined : olderThan(oldest);
}

/**
 * The previous (newer) page. The newest page has nothing above it, nor has an 'up' page that came
 * back short; a jump that found nothing older still pages up from the year it jumped to.
 */
export function newerPageParam(first: TimelineResponse, firstParam: TimelinePageParam): TimelinePageParam | undefined {
  if (firstParam.direction === 'up' && first.events.length < TIMELINE_PAGE_SIZE) return undefined;
  if (firstParam.direction !== 'up' && firstParam.last_date === undefined) return undefined;
  const newest = first.events[0];
  if (newest) return newerThan(newest);
  return firstParam.last_date ? { direction: 'up', max_date: firstParam.last_date } : undefined;
}
