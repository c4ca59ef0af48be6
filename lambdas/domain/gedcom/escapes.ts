import type { GedcomDialect } from './types';

/**
 * The '@' rules, which differ by version:
 *  - 5.5 / 5.5.1: every '@' in a text value is written '@@'; `@#D...@` is a date/calendar escape
 *    and stays as it is. Real files often leave single '@'s (e-mail addresses): we keep those.
 *  - 7.0: only a leading '@' is doubled ('@@me' means '@me'); everything else is literal.
 * A payload that is exactly `@xref@` is a pointer in both.
 */

const POINTER = /^@[^@#][^@]*@$/;

export function isPointer(raw: string): boolean {
  return POINTER.test(raw);
}

/** Escaped payload line -> text. */
export function unescapeValue(raw: string, dialect: GedcomDialect): string {
  if (dialect === '7.0') return raw.startsWith('@@') ? raw.slice(1) : raw;
  return raw.includes('@@') ? raw.replace(/@@/g, '@') : raw;
}

/** Text of one payload line -> escaped form, so that unescapeValue gives the text back. */
export function escapeValue(text: string, dialect: GedcomDialect): string {
  if (!text.includes('@')) return text;
  if (dialect === '7.0') return text.startsWith('@') ? `@${text}` : text;
  return text.replace(/(@#[^@]*@)|@/g, (all, escape: string | undefined) => escape ?? '@@');
}
