import { MONTH_NAMES } from '@heirloom/shared/rules/fuzzy-date';

/**
 * When the clip was recorded, as the fuzzy-date text the rest of the product stores ('4 May 2019'),
 * with the tag's own text kept beside it.
 */
export interface VideoCreationTime {
  /** 'D Mon YYYY', readable by parseFuzzyDate. */
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
  // Take the written calendar day as is, before any time zone conversion could move it.
  const written = /^(\d{4})[-:](\d{2})[-:](\d{2})/.exec(raw);
  let year: number;
  let month: number;
  let day: number;
  if (written) {
    [year, month, day] = [Number(written[1]), Number(written[2]), Number(written[3])];
  } else {
    const parsed = new Date(raw);
    if (Number.isNaN(parsed.getTime())) return null;
    [year, month, day] = [parsed.getUTCFullYear(), parsed.getUTCMonth() + 1, parsed.getUTCDate()];
  }
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (PLACEHOLDER_DAYS.has(iso)) return null;
  return `${day} ${MONTH_NAMES.GREGORIAN[month - 1]} ${year}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
