import { excerpt, type GedcomDiagnostics } from './diagnostics';
import { isPointer, unescapeValue } from './escapes';
import { plausibleTag } from './tokenizer';
import type { GedcomDialect, GedcomNode, GedcomRecord, GedcomToken } from './types';

/** Real files stop at 5 or 6 levels; a cap keeps recursion (folding, writing) far from the stack limit. */
const MAX_DEPTH = 100;

/**
 * Tokens -> record trees, one level-0 record at a time: only the record being built is held, so
 * memory does not grow with the file. When a record is complete its CONC/CONT children are
 * folded into their parent's value (CONT = '\n'), escapes are decoded with the rules of the
 * file's version (read from the header, the first record), and pointers are marked.
 *
 * Tolerance, each with a warning and a line number:
 *  - a level that jumps by more than one is attached under the last structure;
 *  - a line that is not a GEDCOM line (usually a note wrapped by a text editor) is kept as a
 *    continuation of the text it interrupts, never dropped;
 *  - a level deeper than MAX_DEPTH is attached under the last structure;
 *  - lines before the first record are reported in a warning, with their text.
 */
export class RecordAssembler {
  private record: GedcomNode | undefined;
  /** stack[k] is the open structure at level k. */
  private stack: GedcomNode[] = [];
  private dialectKnown: boolean;

  constructor(
    private readonly diagnostics: GedcomDiagnostics,
    /** Escape rules; when not given, read from the header's GEDC VERS. */
    public dialect: GedcomDialect = '5.5.1',
    dialectFixed = false,
  ) {
    this.dialectKnown = dialectFixed;
  }

  /** Feeds one token; returns the previous record when this token starts a new one. */
  push(token: GedcomToken): GedcomRecord | undefined {
    if (token.kind === 'garbage') {
      this.keepStrayText(token.line, token.text);
      return undefined;
    }
    if (token.level === 0) {
      const done = this.finish();
      const node = nodeOf(token, 0);
      this.record = node;
      this.stack = [node];
      return done;
    }
    if (!this.record) {
      this.diagnostics.warn('garbage-line', `Line ${token.line} comes before any record and was skipped: ${excerpt(token.text ?? `${token.level} ${token.tag} ${token.value ?? ''}`)}`, token.line);
      return undefined;
    }
    const depth = this.stack.length; // level the next child would have
    let level = token.level;
    if (level >= MAX_DEPTH) {
      level = Math.min(MAX_DEPTH - 1, depth);
      this.diagnostics.warn('level-jump', `Line ${token.line}: level ${token.level} is too deep; attached at level ${level}`, token.line);
    } else if (level > depth) {
      if (token.text !== undefined && !plausibleTag(token.text.trim().split(/\s+/)[1] ?? '')) {
        // "10 Downing Street" inside a wrapped note: text, not a structure.
        this.keepStrayText(token.line, token.text);
        return undefined;
      }
      this.diagnostics.warn('level-jump', `Line ${token.line}: level ${token.level} follows level ${depth - 1}; attached at level ${depth}`, token.line);
      level = depth;
    }
    if (token.text !== undefined) {
      this.diagnostics.warn('lowercase-tag', `Line ${token.line}: tag read as '${token.tag}'`, token.line);
    }
    const node = nodeOf(token, level);
    this.stack.length = level;
    this.stack[level - 1]!.children.push(node);
    this.stack.push(node);
    return undefined;
  }

  /** Call at end of input; returns the last record. */
  end(): GedcomRecord | undefined {
    const done = this.finish();
    this.record = undefined;
    this.stack = [];
    return done;
  }

  private keepStrayText(line: number, text: string): void {
    let target = this.stack[this.stack.length - 1];
    if (!target) {
      this.diagnostics.warn('garbage-line', `Line ${line} is not a GEDCOM line and comes before any record: ${excerpt(text)}`, line);
      return;
    }
    // Text interrupting a CONT/CONC continues the text that CONT belongs to; a pointer holds
    // no text, so the text goes to the structure above it.
    for (let k = this.stack.length - 1; k > 0; k -= 1) {
      const node = this.stack[k]!;
      const holdsNoText = node.tag === 'CONT' || node.tag === 'CONC' || (node.value !== undefined && isPointer(node.value));
      if (!holdsNoText) break;
      target = this.stack[k - 1]!;
    }
    this.diagnostics.warn('garbage-line', `Line ${line} is not a GEDCOM line; kept as a new line of the text of line ${target.line}: ${excerpt(text)}`, line);
    target.children.push({ level: target.level + 1, tag: 'CONT', value: text, line, children: [] });
  }

  private finish(): GedcomRecord | undefined {
    const record = this.record;
    if (!record) return undefined;
    if (!this.dialectKnown) {
      this.dialectKnown = true;
      if (record.tag === 'HEAD') {
        const gedc = record.children.find((c) => c.tag === 'GEDC');
        const vers = gedc?.children.find((c) => c.tag === 'VERS')?.value?.trim();
        this.dialect = vers?.startsWith('7') ? '7.0' : '5.5.1';
      } else {
        this.diagnostics.warn('no-header', `The file does not start with a HEAD record (line ${record.line} is ${record.tag}); reading it with GEDCOM 5.5.1 rules`, record.line);
      }
    }
    finalizeNode(record, this.dialect, this.diagnostics);
    return record;
  }
}

function nodeOf(token: Extract<GedcomToken, { kind: 'line' }>, level: number): GedcomNode {
  const node: GedcomNode = { level, tag: token.tag, line: token.line, children: [] };
  if (token.xref !== undefined) node.xref = token.xref;
  if (token.value !== undefined) node.value = token.value;
  return node;
}

function isFoldable(child: GedcomNode): boolean {
  return (child.tag === 'CONT' || child.tag === 'CONC') && child.children.length === 0 && child.xref === undefined;
}

/** Folds CONC/CONT, decodes escapes, marks pointers; recursively, in place. */
export function finalizeNode(node: GedcomNode, dialect: GedcomDialect, diagnostics?: GedcomDiagnostics): void {
  const raw = node.value;
  if (node.children.some(isFoldable)) {
    let value = raw === undefined ? '' : unescapeValue(raw, dialect);
    const breaks: number[] = [];
    const kept: GedcomNode[] = [];
    for (const child of node.children) {
      if (!isFoldable(child)) {
        kept.push(child);
        continue;
      }
      const piece = child.value === undefined ? '' : unescapeValue(child.value, dialect);
      if (child.tag === 'CONC') {
        breaks.push(value.length);
        value += piece;
      } else {
        value += `\n${piece}`;
      }
    }
    node.children = kept;
    if (value === '') delete node.value;
    else {
      node.value = value;
      if (breaks.length > 0) node.concBreaks = breaks;
    }
  } else if (raw !== undefined) {
    if (isPointer(raw)) node.pointer = raw;
    else node.value = unescapeValue(raw, dialect);
  }
  for (const child of node.children) {
    if ((child.tag === 'CONT' || child.tag === 'CONC') && diagnostics) {
      diagnostics.warn('bad-continuation', `Line ${child.line}: ${child.tag} with its own substructures or xref is kept as a structure`, child.line);
    }
    finalizeNode(child, dialect, diagnostics);
  }
}
