import { formatFuzzyDate } from './format-display';
import { parseFuzzyDate } from './parse';

/** '14 APR 1857' -> '14 Apr 1857', 'ABT 1900' -> 'about 1900'; text that is not a date stays as written. */
export function readableDate(text: string): string {
  const date = parseFuzzyDate(text);
  return date.kind === 'parsed' ? formatFuzzyDate(date) : text.trim();
}
