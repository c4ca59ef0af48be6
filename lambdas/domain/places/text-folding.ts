/**
 * How place names are compared: case-, accent- and punctuation-insensitive, so 'zuri' finds
 * Zürich, 'st l' finds St. Louis and 'winston salem' finds Winston-Salem. The gazetteer is sorted
 * by these keys at build time, so prefix search is a binary search; change the folding and the
 * build version together (the search index re-sorts a stale file rather than answer wrongly).
 */

/** Letters NFD does not split into base + accent, written the way GeoNames' ascii names do. */
const UNSPLIT_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L',
  đ: 'd', Đ: 'D', ð: 'd', Ð: 'D', þ: 'th', Þ: 'Th', ı: 'i', ħ: 'h', Ħ: 'H', ə: 'e', Ə: 'E',
  ŋ: 'n', Ŋ: 'N', ĸ: 'k', ſ: 's',
  '\u2019': "'", '\u2018': "'", '\u02bb': "'", '\u02bc': "'", '`': "'", '\u201c': '"', '\u201d': '"',
};
const UNSPLIT = new RegExp(`[${Object.keys(UNSPLIT_LETTERS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}/gu;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** The name without accents or special letters: 'Zürich' -> 'Zurich', 'Łódź' -> 'Lodz'. */
export function toAsciiName(name: string): string {
  if (PLAIN_ASCII.test(name)) return name;
  return name.normalize('NFD').replace(COMBINING_MARKS, '').replace(UNSPLIT, (letter) => UNSPLIT_LETTERS[letter] ?? letter);
}

const QUOTES = /['"]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
// Nine names in ten are plain ASCII; an ASCII-only pattern keys them several times faster.
const ASCII_SEPARATORS = /[^a-z0-9]+/g;

/**
 * The sort and match key: ascii, lower case, apostrophes dropped ("L'Aquila" -> 'laquila'),
 * every other run of punctuation or space one space, trimmed.
 */
export function searchKey(text: string): string {
  const folded = toAsciiName(text).toLowerCase().replace(QUOTES, '');
  return folded.replace(PLAIN_ASCII.test(folded) ? ASCII_SEPARATORS : SEPARATORS, ' ').trim();
}

/**
 * The key a typed query is matched with. A trailing separator is kept as one space so that
 * 'york ' matches 'York City' but not 'Yorkshire'.
 */
export function queryKey(text: string): string {
  const key = searchKey(text);
  const endsWithSeparator = /[^\p{L}\p{N}]$/u.test(text.replace(QUOTES, ''));
  return key && endsWithSeparator ? `${key} ` : key;
}
