import { parseFuzzyDate } from '@heirloom/shared/rules/fuzzy-date';

/**
 * GEDCOM values shown the way a reader expects, never changing what is stored: a form shows the
 * reading, and sends the stored text back when the reading was left as it was (`storedUnlessEdited`).
 */

/** 'Buckingham,Palace,London,England' -> 'Buckingham, Palace, London, England'; empty jurisdictions (',,London') are left out. */
export function readablePlace(text: string): string {
  if (!text.includes(',')) return text.trim();
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** Whether the date rules read the text as a date ('31 FEB 1900' they cannot). */
export const isReadableDate = (text: string): boolean => parseFuzzyDate(text).kind === 'parsed';

/** '14 APR 1857' -> '14 Apr 1857', 'ABT 1900' -> 'about 1900' (shared: the server writes dates into texts too). */
export { readableDate } from '@heirloom/shared/rules/fuzzy-date';

/** 'Edward_VII' -> 'Edward VII' (PAF wrote spaces inside a name part as underscores). */
export { readableName } from '@heirloom/shared/rules/names';

/** What to save for a field that was shown as `reading(stored)`: the stored text while the reading was not edited. */
export function storedUnlessEdited(shown: string, stored: string, reading: (text: string) => string): string {
  return shown.trim() === reading(stored).trim() ? stored : shown.trim();
}
