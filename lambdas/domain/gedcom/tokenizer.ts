import type { GedcomDiagnostics } from './diagnostics';
import type { GedcomLine, GedcomToken } from './types';

/**
 * One line -> `level [@xref@] TAG [value]`, tolerant of what real files do wrong:
 *  - leading whitespace (indented exports) and a stray BOM character;
 *  - several spaces or tabs between level, xref and tag (`0  _PUBLISH`);
 *  - an xref glued to its tag (`0 @I1@INDI`);
 *  - lower-case standard tags (upper-cased; `_vendor` tags are left as written). The assembler
 *    warns, or treats the line as stray text when its place in the tree says it is not a line.
 * The value is everything after the single delimiter following the tag, kept byte for byte:
 * leading and trailing spaces matter for CONC. Escapes ('@@') are decoded later, once the
 * header has told us which GEDCOM version's rules apply.
 */

const LINE = /^[ \t\uFEFF]*(\d+)[ \t]+(?:(@[^@]+@)[ \t]*)?([^ \t@][^ \t]*)(?:[ \t]([^]*))?$/;
const BLANK = /^[\s\uFEFF]*$/;

export function tokenizeLine(text: string, line: number, diagnostics?: GedcomDiagnostics): GedcomToken | undefined {
  // Hot path (every line of the file): plain property writes, no spreads.
  const m = LINE.exec(text);
  if (!m && BLANK.test(text)) return undefined;
  if (diagnostics && text.includes('\ufffd')) {
    diagnostics.warn('invalid-bytes', `Line ${line} holds characters that could not be decoded (shown as U+FFFD)`, line);
  }
  if (!m) return { kind: 'garbage', line, text };
  const written = m[3]!;
  const token: GedcomLine = { kind: 'line', line, level: Number(m[1]), tag: written };
  if (m[2] !== undefined) token.xref = m[2];
  const value = m[4];
  if (value !== undefined && value !== '') token.value = value;
  if (written.charCodeAt(0) !== 95 /* _ */) {
    const upper = written.toUpperCase();
    if (upper !== written) {
      token.tag = upper;
      // Only for the rare re-cased line: the assembler decides whether it is a tag or stray text.
      token.text = text;
    }
  }
  return token;
}

/** A tag that looks like a real one: ALLCAPS, all lower case, or an underscore extension. */
export function plausibleTag(tag: string): boolean {
  return /^_[A-Za-z0-9_]*$/.test(tag) || /^[A-Z0-9_]+$/.test(tag) || /^[a-z0-9_]+$/.test(tag);
}
