import { isKnownGender } from '../gender';

/** The word for a sex: the man's, the woman's, or the neutral one when the sex is not known (or is neither). */
export function gendered(sex: string | null | undefined, male: string, female: string, neutral: string): string {
  if (!isKnownGender(sex)) return neutral;
  return sex === 'Male' ? male : female;
}

const ORDINAL_WORDS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];

/** 'first' ... 'twelfth', then '13th': cousins are counted in words (genealogists write "eighth cousin"). */
export function ordinalWord(n: number): string {
  return ORDINAL_WORDS[n] ?? ordinalNumber(n);
}

/** '3rd', '11th', '22nd'. */
export function ordinalNumber(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** How many times removed: 'once removed', 'twice removed', 'three times removed'. */
export function removedWords(n: number): string {
  if (n === 1) return 'once removed';
  if (n === 2) return 'twice removed';
  const counts = ['', '', '', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
  return `${counts[n] ?? String(n)} times removed`;
}

/**
 * The "great" prefix for n generations beyond the plain word: 'great-', 'great-great-', then
 * '3rd great-' (genealogy software's way: a 3rd great-grandfather is a great-great-great-grandfather).
 */
export function greats(n: number): string {
  if (n <= 0) return '';
  if (n === 1) return 'great-';
  if (n === 2) return 'great-great-';
  return `${ordinalNumber(n)} great-`;
}
