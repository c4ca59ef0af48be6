import { decodeCp1252 } from './cp1252';
import { looksLikeUtf8, type Utf8Fallback } from './utf8';
import type { DetectedEncoding, GedcomEncoding } from './types';

/**
 * Choosing a decoder from the first bytes of a file. Order of trust, strongest first:
 *  1. a byte-order mark;
 *  2. the '0' + NUL pattern of UTF-16 written without a mark;
 *  3. GEDCOM 7 (always UTF-8), then the header's `1 CHAR` value;
 *  4. UTF-8, reading stray bytes as Windows-1252.
 * Labels lie often enough that a few checks on the bytes override them (a file that says ANSEL or
 * ANSI but is valid UTF-8 with accented letters is UTF-8); each override is reported.
 */

export interface EncodingChoice extends DetectedEncoding {
  /** Bytes to skip at the start (the BOM). */
  bomLength: number;
  /** For UTF-8: what to do with bytes that are not UTF-8. */
  fallback: Utf8Fallback;
  /** Why the label was not followed (or how it was read), for the import report. */
  note?: string;
  /** The line of the header's CHAR, where the note belongs. */
  noteLine?: number;
  /** True once the end of the header was seen (or the input ended), so sniffing can stop. */
  headerComplete: boolean;
}

const LABELS: Readonly<Record<string, GedcomEncoding | 'ascii' | 'unicode'>> = {
  'UTF-8': 'utf-8',
  UTF8: 'utf-8',
  UNICODE: 'unicode',
  'UTF-16': 'unicode',
  UTF16: 'unicode',
  ANSEL: 'ansel',
  ASCII: 'ascii',
  'US-ASCII': 'ascii',
  ANSI: 'windows-1252',
  'IBM WINDOWS': 'windows-1252',
  IBMWINDOWS: 'windows-1252',
  WINDOWS: 'windows-1252',
  'WINDOWS-1252': 'windows-1252',
  WINDOWS1252: 'windows-1252',
  'CP-1252': 'windows-1252',
  CP1252: 'windows-1252',
  'ISO-8859-1': 'windows-1252', // WHATWG reads Latin-1 labels as Windows-1252 too: a superset
  'ISO8859-1': 'windows-1252',
  'ISO 8859-1': 'windows-1252',
  'ISO-8859-15': 'windows-1252',
  LATIN1: 'windows-1252',
  'LATIN-1': 'windows-1252',
  MACINTOSH: 'macintosh',
  MACROMAN: 'macintosh',
  MAC: 'macintosh',
  'IBM DOS': 'ibm437',
  IBMPC: 'ibm437',
  'IBM PC': 'ibm437',
  CP437: 'ibm437',
  'IBM437': 'ibm437',
  CP850: 'ibm850',
  'IBM850': 'ibm850',
};

/** Maps a `1 CHAR` value to a label we know, or undefined. */
export function charsetLabel(value: string): (typeof LABELS)[string] | undefined {
  return LABELS[value.trim().toUpperCase().replace(/\s+/g, ' ')];
}

export function detectEncoding(prefix: Uint8Array, atEnd: boolean): EncodingChoice {
  const b0 = prefix[0];
  const b1 = prefix[1];
  const b2 = prefix[2];
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return fromHeader(prefix, 3, 'utf-8', 'bom', atEnd);
  if (b0 === 0xff && b1 === 0xfe) return fromHeader(prefix, 2, 'utf-16le', 'bom', atEnd);
  if (b0 === 0xfe && b1 === 0xff) return fromHeader(prefix, 2, 'utf-16be', 'bom', atEnd);
  // UTF-16 without a mark: the file starts with '0' (or a space) and every other byte is NUL.
  if (b0 !== undefined && b1 !== undefined) {
    if (b0 !== 0 && b1 === 0) return fromHeader(prefix, 0, 'utf-16le', 'utf16-pattern', atEnd);
    if (b0 === 0 && b1 !== 0) return fromHeader(prefix, 0, 'utf-16be', 'utf16-pattern', atEnd);
  }
  return fromHeader(prefix, 0, undefined, 'header', atEnd);
}

/** Bytes read for the header before the whole held prefix is (a longer header is read whole). */
const HEADER_WINDOW = 16 * 1024;

function fromHeader(
  prefix: Uint8Array,
  bomLength: number,
  fixed: GedcomEncoding | undefined,
  source: DetectedEncoding['source'],
  atEnd: boolean,
): EncodingChoice {
  const body = prefix.subarray(bomLength);
  // Only ASCII matters for finding CHAR and VERS, so any single-byte reading will do.
  const sniff = (bytes: Uint8Array) => sniffHeader(fixed === 'utf-16le' || fixed === 'utf-16be' ? new TextDecoder(fixed).decode(bytes) : decodeCp1252(bytes));
  // A header ends within its first kilobytes: the held bytes may be the whole file (royal92 in one
  // chunk: reading all 470 KB took ~20 ms a probe, four probes an import), so the window comes first.
  const window = body.length > HEADER_WINDOW ? sniff(body.subarray(0, HEADER_WINDOW)) : undefined;
  const head = window?.complete ? window : sniff(body);
  const base = {
    bomLength,
    hadBom: bomLength > 0,
    headerComplete: head.complete || atEnd,
    ...(head.charset === undefined ? {} : { declared: head.charset }),
    ...(head.version === undefined ? {} : { declaredVersion: head.version }),
    ...(head.charsetLine === undefined ? {} : { noteLine: head.charsetLine }),
  };
  if (fixed) {
    const label = head.charset === undefined ? undefined : charsetLabel(head.charset);
    const agrees =
      label === undefined || label === fixed || (label === 'unicode' && fixed !== 'utf-8') || (label === 'ascii' && fixed === 'utf-8');
    return {
      ...base,
      encoding: fixed,
      source,
      fallback: 'replacement',
      ...(agrees ? {} : { note: `The header says CHAR ${head.charset}, but the file is ${fixed} (${source === 'bom' ? 'byte-order mark' : 'byte pattern'})` }),
    };
  }
  if (head.version?.trim().startsWith('7')) {
    return { ...base, encoding: 'utf-8', source: 'header', fallback: 'replacement' };
  }
  if (head.charset === undefined) {
    return { ...base, encoding: 'utf-8', source: 'default', fallback: 'windows-1252' };
  }
  const label = charsetLabel(head.charset);
  const utf8Bytes = looksLikeUtf8(body);
  switch (label) {
    case 'utf-8':
      return { ...base, encoding: 'utf-8', source: 'header', fallback: 'replacement' };
    case 'unicode':
      return {
        ...base,
        encoding: 'utf-8',
        source: 'header',
        fallback: 'replacement',
        note: `The header says CHAR ${head.charset}, but the file has no UTF-16 byte pattern; read as UTF-8`,
      };
    case 'ascii':
      return { ...base, encoding: 'utf-8', source: 'header', fallback: 'windows-1252' };
    case 'ansel':
    case 'windows-1252':
    case 'macintosh':
      if (utf8Bytes) {
        return {
          ...base,
          encoding: 'utf-8',
          source: 'header',
          fallback: label === 'ansel' ? 'replacement' : 'windows-1252',
          note: `The header says CHAR ${head.charset}, but the header bytes are UTF-8; read as UTF-8`,
        };
      }
      return { ...base, encoding: label, source: 'header', fallback: 'replacement' };
    case 'ibm437':
    case 'ibm850':
      if (utf8Bytes) {
        return { ...base, encoding: 'utf-8', source: 'header', fallback: 'replacement', note: `The header says CHAR ${head.charset}, but the header bytes are UTF-8; read as UTF-8` };
      }
      // Said in the report, so a family whose letters look wrong knows which reading was used.
      return { ...base, encoding: label, source: 'header', fallback: 'replacement', note: `CHAR ${head.charset}: read as DOS code page ${label.slice(3)}` };
    default:
      return {
        ...base,
        encoding: 'utf-8',
        source: 'default',
        fallback: 'windows-1252',
        note: `Unknown CHAR ${head.charset}; read as UTF-8, other bytes as Windows-1252`,
      };
  }
}

interface HeaderSniff {
  charset?: string;
  /** The 1-based line of the CHAR. */
  charsetLine?: number;
  version?: string;
  /** The header record ended inside the sniffed text. */
  complete: boolean;
}

/**
 * Finds `1 CHAR` and `1 GEDC / 2 VERS` in the header lines, tolerating the same sloppiness as the
 * tokenizer (leading spaces, extra spaces, lower case). Stops at the next level-0 line.
 */
export function sniffHeader(text: string): HeaderSniff {
  const lines = text.split(/\r\n|\n\r|\r|\n/);
  const result: HeaderSniff = { complete: false };
  let level1 = '';
  let records = 0;
  // The last piece may be a partial line; only look at it when nothing follows.
  for (let i = 0; i < lines.length - 1; i += 1) {
    const match = /^[\s\uFEFF]*(\d+)\s+(?:@[^@]+@\s+)?(\S+)(?:[ \t](.*))?$/.exec(lines[i]!);
    if (!match) continue;
    const level = Number(match[1]);
    const tag = match[2]!.toUpperCase();
    const value = match[3]?.trim();
    if (level === 0) {
      records += 1;
      if (records > 1) {
        result.complete = true;
        break;
      }
      continue;
    }
    if (level === 1) {
      level1 = tag;
      if (tag === 'CHAR' && value) {
        result.charset = value;
        result.charsetLine = i + 1;
      }
    } else if (level === 2 && level1 === 'GEDC' && tag === 'VERS' && value) {
      result.version = value;
    }
  }
  return result;
}
