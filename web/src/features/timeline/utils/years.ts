import { TIMELINE_DATE_PATTERN, yearLabel } from '@heirloom/shared/rules/timeline-date';
import { OLDEST_YEAR } from '../../../lib/typed-year';

// The search reads typed years too: they live in lib.
export { newestYear, OLDEST_YEAR, parseYear } from '../../../lib/typed-year';

/** Each side list row is this high (spec 001 section 9). */
export const SIDE_ROW_HEIGHT = 30;

/** The years newest first, from this year back to OLDEST_YEAR: row i is newestYear - i. */
export const yearCount = (newest: number) => newest - OLDEST_YEAR + 1;

/** Decades newest first: row i starts at decadeStart(newest) - 10 i. */
export const decadeStart = (year: number) => Math.floor(year / 10) * 10;
export const decadeCount = (newest: number) => (decadeStart(newest) - decadeStart(OLDEST_YEAR)) / 10 + 1;
/** '1850s'; a decade before the common era by its oldest year ('51 BCE' for 51 to 42 BCE). */
export const decadeLabel = (start: number) => (start > 0 ? `${start}s` : yearLabel(start));

export { yearLabel };

/** The astronomical year of a wire date ('1850-6-0' -> 1850). */
export const yearOf = (sortDate: string) => Number(TIMELINE_DATE_PATTERN.exec(sortDate)?.[1] ?? 0);
