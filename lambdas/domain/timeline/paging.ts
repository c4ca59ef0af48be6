import { sortKeyOfTimelineDate } from '@heirloom/shared/rules/timeline-date';
import type { TimelineQuery } from '@heirloom/shared/contracts/timeline';

/**
 * Keyset paging over two sorted sources (events and photos) merged into one timeline.
 *
 * Every item has a position (sort key, kind, id); at one date events come before photos. A page
 * asks each source for the items on the far side of the cursor, in order, one Query each, merges
 * them and keeps a page. Each source is asked for an inclusive key range (DynamoDB's BETWEEN) one
 * item longer than a page, and the cursor item itself is dropped: this keeps undated items (which
 * sort outside the dated keys) out of every page without a filter.
 */
export type ItemKind = 'event' | 'photo';
export interface Position {
  date: string;
  kind: ItemKind;
  id: string;
}

/** A bound inside one source: a sort key and an id; '' is before every id at that date, '~' after. */
export interface SourceBound {
  date: string;
  id: string;
}
export interface SourceRange {
  from: SourceBound;
  to: SourceBound;
}

export type Direction = 'up' | 'down';
/** 'down' is back in time (newest first), 'up' forward. */
export interface PageRequest {
  direction: Direction;
  cursor: Position | null;
}

export const FIRST_KEY: SourceBound = { date: '0', id: '' };
export const LAST_KEY: SourceBound = { date: '99999-99-99', id: '~' };
const KIND_RANK: Record<ItemKind, number> = { event: 0, photo: 1 };

export function comparePositions(a: Position, b: Position): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.kind !== b.kind) return KIND_RANK[a.kind] - KIND_RANK[b.kind];
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const compareBounds = (a: SourceBound, b: SourceBound) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether an item (its sort key and id) lies in a source's range, bounds included: what the range's Query would return. */
export const isInRange = (item: SourceBound, range: SourceRange): boolean => compareBounds(range.from, item) <= 0 && compareBounds(item, range.to) <= 0;

/** The query parameters read as a page request; a date alone stands before every item of that day. */
export function pageRequestOf(query: TimelineQuery): PageRequest {
  const up = query.direction === 'up';
  const date = up ? query.max_date : query.last_date;
  if (date === undefined) return { direction: query.direction, cursor: null };
  const eventId = up ? query.max_event_id : query.last_event_id;
  const imageId = up ? query.max_image_id : query.last_image_id;
  const key = sortKeyOfTimelineDate(date) as string; // validated by the contract
  if (imageId) return { direction: query.direction, cursor: { date: key, kind: 'photo', id: imageId } };
  if (eventId) return { direction: query.direction, cursor: { date: key, kind: 'event', id: eventId } };
  return { direction: query.direction, cursor: { date: startOfDay(key), kind: 'event', id: '' } };
}

/**
 * A date alone marks where a day, month or year begins: the first of a month also stands before
 * dates known only to that month, and 1 January before those known only to the year, so a jump
 * to 1850 (last_date=1851-1-1) does not open on an event dated just '1851'.
 */
function startOfDay(key: string): string {
  if (key.endsWith('-01-01')) return `${key.slice(0, -6)}-00-00`;
  if (key.endsWith('-01')) return `${key.slice(0, -3)}-00`;
  return key;
}

/**
 * The key range of one source on the far side of the cursor (cursor included when it is of this
 * kind, to be dropped after), within `limits` (an event's dates, for instance).
 */
export function sourceRange(kind: ItemKind, request: PageRequest, limits: SourceRange = { from: FIRST_KEY, to: LAST_KEY }): SourceRange | null {
  let { from, to } = limits;
  const cursor = request.cursor;
  if (cursor) {
    // Same kind: up to the cursor itself. Other kind at the same date: events sort first, so
    // photos of that date are all after an event cursor and events all before a photo cursor.
    const edge: SourceBound = cursor.kind === kind ? { date: cursor.date, id: cursor.id } : { date: cursor.date, id: KIND_RANK[kind] < KIND_RANK[cursor.kind] ? '~' : '' };
    if (request.direction === 'down' && compareBounds(edge, to) < 0) to = edge;
    if (request.direction === 'up' && compareBounds(edge, from) > 0) from = edge;
  }
  return compareBounds(from, to) <= 0 ? { from, to } : null;
}

/** Merges the sources' items into one page, newest first, without the cursor item. */
export function mergePage<T extends Position>(request: PageRequest, sources: ReadonlyArray<readonly T[]>, limit: number): T[] {
  const cursor = request.cursor;
  const seen = new Set<string>();
  const items = sources.flat().filter((item) => {
    const key = `${item.kind}#${item.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (!cursor) return true;
    const order = comparePositions(item, cursor);
    return request.direction === 'down' ? order < 0 : order > 0;
  });
  if (request.direction === 'down') return items.sort((a, b) => comparePositions(b, a)).slice(0, limit);
  return items
    .sort(comparePositions)
    .slice(0, limit)
    .reverse();
}

/**
 * The keys an event's dates cover: from its start to the end of its end date (or of its start when
 * it has none), at the precision given: '1850' covers the year, 'May 1850' the month.
 */
export function eventSpan(startKey: string, endKey: string | null): SourceRange {
  const last = endKey ?? startKey;
  const [year, month, day] = last.split('-');
  const end = month === '00' ? `${year}-99-99` : day === '00' ? `${year}-${month}-99` : last;
  return { from: { date: startKey, id: '' }, to: { date: end, id: '~' } };
}
