import { escapeValue } from './escapes';
import type { GedcomDialect, GedcomNode, GedcomRecord } from './types';

/**
 * Record trees -> GEDCOM lines, for either version:
 *  - 5.5.1: long values are split with CONC so no line passes 255 characters (payload at most
 *    `maxValueLength`, 248 by default); a split never lands next to a space, because many
 *    readers trim line ends and would lose it; '@' is doubled (date escapes `@#D...@` kept).
 *    Where the source's own CONC breaks are known (concBreaks) and still fit, they are reused
 *    so a re-export looks like the original.
 *  - 7.0: no CONC and no length limit; newlines become CONT; only a leading '@' is doubled.
 * Levels are written from the tree's depth, not from `level`, so the output is always well formed.
 */

export interface GedcomWriteOptions {
  version: GedcomDialect;
  /** Default '\n'. */
  lineEnding?: '\n' | '\r\n' | '\r';
  /** 5.5.1: longest payload on one line, escapes included. Default 248. */
  maxValueLength?: number;
  /** 5.5.1: longest whole line. Default 255 (the 5.5.1 limit). */
  maxLineLength?: number;
  /** 5.5.1: reuse the source's CONC breaks when they fit. Default true. */
  keepConcBreaks?: boolean;
}

/** The lines of one record (or any structure written at `depth`), without line ends. */
export function recordLines(node: GedcomNode, options: GedcomWriteOptions, depth = 0): string[] {
  const out: string[] = [];
  writeNode(node, depth, options, out);
  return out;
}

/** One record as text, each line ended. */
export function writeRecord(node: GedcomNode, options: GedcomWriteOptions): string {
  const end = options.lineEnding ?? '\n';
  return recordLines(node, options).join(end) + end;
}

/**
 * Streams records out as text in chunks of roughly `chunkSize` characters. It writes exactly the
 * records it is given: pass a header (see buildHeader) first and a TRLR last.
 */
export async function* writeGedcom(
  records: AsyncIterable<GedcomRecord> | Iterable<GedcomRecord>,
  options: GedcomWriteOptions & { chunkSize?: number },
): AsyncGenerator<string> {
  const chunkSize = options.chunkSize ?? 64 * 1024;
  let buffer: string[] = [];
  let size = 0;
  for await (const record of records) {
    const text = writeRecord(record, options);
    buffer.push(text);
    size += text.length;
    if (size >= chunkSize) {
      yield buffer.join('');
      buffer = [];
      size = 0;
    }
  }
  if (buffer.length) yield buffer.join('');
}

/** Text chunks -> UTF-8 bytes, optionally with a byte-order mark (GEDCOM 7 allows one). */
export async function* encodeUtf8(text: AsyncIterable<string> | Iterable<string>, options: { bom?: boolean } = {}): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  if (options.bom) yield new Uint8Array([0xef, 0xbb, 0xbf]);
  for await (const chunk of text) yield encoder.encode(chunk);
}

function writeNode(node: GedcomNode, depth: number, options: GedcomWriteOptions, out: string[]): void {
  let prefix = `${depth}`;
  if (node.xref) prefix += ` ${node.xref}`;
  prefix += ` ${node.tag}`;
  if (node.pointer) {
    out.push(`${prefix} ${node.pointer}`);
  } else if (node.value === undefined || node.value === '') {
    out.push(prefix);
  } else if (options.version === '7.0') {
    writeText70(node.value, prefix, depth, out);
  } else {
    writeText551(node, prefix, depth, options, out);
  }
  for (const child of node.children) writeNode(child, depth + 1, options, out);
}

function writeText70(value: string, prefix: string, depth: number, out: string[]): void {
  const lines = (value.includes('\r') ? value.replace(/\r\n?/g, '\n') : value).split('\n');
  const first = escapeValue(lines[0]!, '7.0');
  out.push(first ? `${prefix} ${first}` : prefix);
  const cont = `${depth + 1} CONT`;
  for (let i = 1; i < lines.length; i += 1) {
    const escaped = escapeValue(lines[i]!, '7.0');
    out.push(escaped ? `${cont} ${escaped}` : cont);
  }
}

function writeText551(node: GedcomNode, prefix: string, depth: number, options: GedcomWriteOptions, out: string[]): void {
  const value = node.value!.includes('\r') ? node.value!.replace(/\r\n?/g, '\n') : node.value!;
  const maxValue = options.maxValueLength ?? 248;
  const maxLine = options.maxLineLength ?? 255;
  const cont = `${depth + 1} CONT`;
  const conc = `${depth + 1} CONC`;
  // Budget for the payload after "prefix " on the first line and after "n CONC " elsewhere.
  const firstBudget = Math.max(16, Math.min(maxValue, maxLine - prefix.length - 1));
  const restBudget = Math.max(16, Math.min(maxValue, maxLine - conc.length - 1));
  const breaks = options.keepConcBreaks === false || value.length !== node.value!.length ? undefined : node.concBreaks;

  let offset = 0;
  const lines = value.split('\n');
  for (let li = 0; li < lines.length; li += 1) {
    const line = lines[li]!;
    const lineBreaks = breaks?.filter((b) => b > offset && b < offset + line.length).map((b) => b - offset);
    const segments = splitLine(line, li === 0 ? firstBudget : restBudget, restBudget, lineBreaks);
    segments.forEach((segment, si) => {
      const head = si > 0 ? conc : li > 0 ? cont : prefix;
      out.push(segment ? `${head} ${segment}` : head);
    });
    offset += line.length + 1;
  }
}

interface Unit {
  raw: string;
  escaped: string;
}

const UNIT = /@#[^@]*@|[^]/gu;
const MARK = /^\p{M}/u;

/** One text line -> escaped 5.5.1 segments, the first at most `firstMax`, the rest `max`. */
function splitLine(line: string, firstMax: number, max: number, preferred: number[] | undefined): string[] {
  if (preferred && preferred.length > 0) {
    const pieces: string[] = [];
    let at = 0;
    for (const b of preferred) {
      pieces.push(line.slice(at, b));
      at = b;
    }
    pieces.push(line.slice(at));
    const escaped = pieces.map((p) => escapeValue(p, '5.5.1'));
    if (escaped.every((p, i) => p.length <= (i === 0 ? firstMax : max))) return escaped;
  }
  const whole = escapeValue(line, '5.5.1');
  if (whole.length <= firstMax) return [whole];
  if (whole === line) return splitPlain(line, firstMax, max);

  const units: Unit[] = [];
  for (const m of line.matchAll(UNIT)) {
    const raw = m[0];
    units.push({ raw, escaped: raw === '@' ? '@@' : raw });
  }
  const segments: string[] = [];
  let current: Unit[] = [];
  let length = 0;
  const budget = () => (segments.length === 0 ? firstMax : max);
  const goodBreak = (before: Unit | undefined, after: Unit | undefined) =>
    before !== undefined && after !== undefined && before.raw !== ' ' && after.raw !== ' ' && !MARK.test(after.raw);

  for (let i = 0; i < units.length; ) {
    const unit = units[i]!;
    if (current.length === 0 || length + unit.escaped.length <= budget()) {
      current.push(unit);
      length += unit.escaped.length;
      i += 1;
      continue;
    }
    // Full: cut at the last point with a non-space on both sides; failing that, right here.
    let cut = current.length;
    while (cut > 0 && !goodBreak(current[cut - 1], cut < current.length ? current[cut] : unit)) cut -= 1;
    if (cut === 0) cut = current.length;
    segments.push(current.slice(0, cut).map((u) => u.escaped).join(''));
    current = current.slice(cut);
    length = current.reduce((n, u) => n + u.escaped.length, 0);
  }
  segments.push(current.map((u) => u.escaped).join(''));
  return segments;
}

const isSpace = (code: number) => code === 32;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isMark = (text: string, i: number) => text.charCodeAt(i) >= 0x300 && MARK.test(text.slice(i, i + 2));

/** splitLine for text with no '@' (nothing to escape): index arithmetic instead of units. */
function splitPlain(line: string, firstMax: number, max: number): string[] {
  const segments: string[] = [];
  let pos = 0;
  while (line.length - pos > (segments.length === 0 ? firstMax : max)) {
    const end = pos + (segments.length === 0 ? firstMax : max);
    let cut = end;
    while (cut > pos && !goodCut(line, cut)) cut -= 1;
    if (cut === pos) {
      cut = end;
      if (isLowSurrogate(line.charCodeAt(cut))) cut -= 1; // never halve a character
    }
    segments.push(line.slice(pos, cut));
    pos = cut;
  }
  segments.push(line.slice(pos));
  return segments;
}

/** A cut before index i is good when both neighbours are non-space and i starts a character. */
function goodCut(line: string, i: number): boolean {
  const before = line.charCodeAt(i - 1);
  const after = line.charCodeAt(i);
  return !isSpace(before) && !isSpace(after) && !isLowSurrogate(after) && !isMark(line, i);
}
