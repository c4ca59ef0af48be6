import { MONTH_NAMES } from '@heirloom/shared/rules/fuzzy-date';

/**
 * When the clip was recorded, as the fuzzy-date text the rest of the product stores ('4 May 2019'),
 * with the tag's own text kept beside it.
 */
export interface VideoCreationTime {
  /** 'D Mon YYYY' (or 'Mon YYYY' / 'YYYY' when the tag says no more), readable by parseFuzzyDate. */
  text: string;
  /** The tag value as the file holds it. */
  raw: string;
}

/**
 * Tags in the order we trust them. Apple's creationdate carries the local time and offset where the clip
 * was shot, so its calendar day is the one the family remembers; `creation_time` is UTC and can fall on
 * the next or previous day; `date` is what AVI (ICRD) and Matroska writers use.
 */
const DATE_TAGS = ['com.apple.quicktime.creationdate', 'creation_time', 'date'];

/** Dates that mean "the clock was never set": the MP4 and Unix epochs. */
const PLACEHOLDER_DAYS = new Set(['1904-01-01', '1970-01-01']);

export function creationTimeFromTags(...tagSets: Array<Record<string, string> | undefined>): VideoCreationTime | null {
  for (const name of DATE_TAGS) {
    for (const tags of tagSets) {
      const raw = findTag(tags, name);
      if (raw === undefined) continue;
      const text = fuzzyDayText(raw);
      if (text) return { text, raw };
    }
  }
  return null;
}

/** Tag names differ in case between writers ('DATE' in Matroska, 'date' in AVI). */
function findTag(tags: Record<string, string> | undefined, name: string): string | undefined {
  if (!tags) return undefined;
  const key = Object.keys(tags).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : tags[key]?.trim();
  return value ? value : undefined;
}

function fuzzyDayText(raw: string): string | null {
  // Take the written calendar day as is, before any time zone conversion could move it. Some writers
  // give only a year or a month: say no more than the tag does, never '1 Jan'.
  const written = /^(\d{4})(?:[-:](\d{2})(?:[-:](\d{2}))?)?(?:$|[T\s])/.exec(raw);
  let year: number;
  let month: number | undefined;
  let day: number | undefined;
  if (written) {
    year = Number(written[1]);
    month = written[2] === undefined ? undefined : Number(written[2]);
    day = written[3] === undefined ? undefined : Number(written[3]);
  } else {
    const parsed = new Date(raw);
    if (Number.isNaN(parsed.getTime())) return null;
    [year, month, day] = [parsed.getUTCFullYear(), parsed.getUTCMonth() + 1, parsed.getUTCDate()];
  }
  if (year < 1900) return null;
  if (month === undefined) return String(year);
  if (month < 1 || month > 12) return null;
  const monthName = MONTH_NAMES.GREGORIAN[month - 1];
  if (day === undefined) return `${monthName} ${year}`;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (PLACEHOLDER_DAYS.has(iso)) return null;
  return `${day} ${monthName} ${year}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
