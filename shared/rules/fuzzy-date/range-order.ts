import { sortKey } from './sort-key';
import type { ParsedDate } from './types';

/** What a person is told when a date they typed ends before it starts. */
export const RANGE_ENDS_BEFORE_IT_STARTS = 'The end of that date comes before its start: write the earlier date first (for example 1 Jan 2010 to 12 May 2019).';

/**
 * Whether a range ends before it starts ('12 May 2019 to 1 Jan 2010', 'BET 1900 AND 1850'): a
 * typing slip a person is told of, since the range would sort and show as its start alone. Parts a
 * side leaves out are not compared ('May 2019 to 2019' is fine: it ends within 2019).
 */
export function endsBeforeItStarts(date: ParsedDate): boolean {
  if (!date.start || !date.end) return false;
  const start = sortKey({ qualifier: 'exact', start: date.start })?.split('-');
  const end = sortKey({ qualifier: 'exact', start: date.end })?.split('-');
  if (!start || !end) return false;
  // Year, month, day ('12019-05-00'): a 00 is a part not written, where the comparison stops.
  for (let part = 0; part < 3; part++) {
    if (part > 0 && (start[part] === '00' || end[part] === '00')) return false;
    if (end[part]! !== start[part]!) return end[part]! < start[part]!;
  }
  return false;
}
