import type { PhotoView } from '@heirloom/shared/contracts/media';
import { sortKey } from '@heirloom/shared/rules/fuzzy-date';

/** 'YYYYY-MM-DD' (shared fuzzy-date sortKey) per typed date, remembered: a library reads the same texts over and over. */
const keys = new Map<string, string>();
const MAX_CACHED_KEYS = 50_000;

/** Where a photo's date places it in time, or '' when it cannot be placed (no date, or '1 May'). */
export function photoSortKey(dateTaken: string | null): string {
  if (!dateTaken) return '';
  let key = keys.get(dateTaken);
  if (key === undefined) {
    key = sortKey(dateTaken) ?? '';
    if (keys.size >= MAX_CACHED_KEYS) keys.clear();
    keys.set(dateTaken, key);
  }
  return key;
}

/**
 * Newest first, undated last, as the server pages them. A photo that finishes uploading joins the
 * top of the first page; sorting the loaded photos (stable, so the server's order otherwise stands)
 * moves it among the photos of its own month.
 */
export function sortNewestFirst(photos: readonly PhotoView[]): PhotoView[] {
  const withKeys = photos.map((photo, index) => ({ photo, index, key: photoSortKey(photo.date_taken) }));
  withKeys.sort((a, b) => {
    if (a.key === b.key) return a.index - b.index;
    if (a.key === '') return 1;
    if (b.key === '') return -1;
    return a.key < b.key ? 1 : -1;
  });
  return withKeys.map((entry) => entry.photo);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface DateGroup {
  /** 'y2018-m05', 'y2018' (the month is not known) or 'none'. */
  id: string;
  label: string;
  /** 'May 2018' as 'May 2018', 'September 2018' as 'Sep 2018', for narrow columns. */
  shortLabel: string;
  year: number | null;
  month: number | null;
  /** Index of the group's first photo in the whole list, and how many it has. */
  start: number;
  count: number;
}

function groupOf(key: string): Pick<DateGroup, 'id' | 'label' | 'shortLabel' | 'year' | 'month'> {
  if (!key) return { id: 'none', label: 'No date', shortLabel: 'No date', year: null, month: null };
  const year = Number(key.slice(0, 5)) - 10_000;
  const month = Number(key.slice(6, 8));
  const yearLabel = year > 0 ? String(year) : `${1 - year} BCE`;
  if (!month) return { id: `y${year}`, label: yearLabel, shortLabel: yearLabel, year, month: null };
  const name = MONTHS[month - 1]!;
  return { id: `y${year}-m${String(month).padStart(2, '0')}`, label: `${name} ${yearLabel}`, shortLabel: `${name.slice(0, 3)} ${yearLabel}`, year, month };
}

/** Consecutive photos of the same month (or year, when only the year is known) form a group. */
export function groupByMonth(photos: readonly PhotoView[]): DateGroup[] {
  const groups: DateGroup[] = [];
  photos.forEach((photo, index) => {
    const group = groupOf(photoSortKey(photo.date_taken));
    const last = groups.at(-1);
    if (last && last.id === group.id) last.count++;
    else groups.push({ ...group, start: index, count: 1 });
  });
  return groups;
}

/** A month's heading over the photos it starts above, in a row of the grid. */
export interface RowLabel {
  /** The column its first photo is in. */
  column: number;
  /** How many columns its photos take in this row (its heading may not be wider). */
  span: number;
  group: DateGroup;
  groupIndex: number;
}

/** A row of the grid: `count` photos from `start`, and the headings of the months starting in it. */
export interface GridRow {
  key: string;
  start: number;
  count: number;
  labels: RowLabel[];
}

/**
 * Lays the groups out in rows of `columns` photos, as Google Photos does: a month starts a new row
 * with its heading over it, unless it fits whole in what is left of the row, where it goes beside
 * the month before (so a library of one photo a month is not one photo a row).
 */
export function gridRows(groups: readonly DateGroup[], columns: number): GridRow[] {
  const rows: GridRow[] = [];
  let current: GridRow | null = null;
  groups.forEach((group, groupIndex) => {
    const room = current ? columns - current.count : 0;
    if (current && group.count <= room) {
      current.labels.push({ column: current.count, span: group.count, group, groupIndex });
      current.count += group.count;
      return;
    }
    for (let offset = 0; offset < group.count; offset += columns) {
      const count = Math.min(columns, group.count - offset);
      current = { key: `r-${group.start + offset}`, start: group.start + offset, count, labels: offset === 0 ? [{ column: 0, span: count, group, groupIndex }] : [] };
      rows.push(current);
    }
  });
  return rows;
}
