import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import { GedcomReader, type GedcomNode, type GedcomReaderOptions, type GedcomRecord } from '../../../lambdas/domain/gedcom';

/** The team's GEDCOM corpus, beside the repository: ../shared/testdata/gedcom. */
export const CORPUS = fileURLToPath(new URL('../../../../shared/testdata/gedcom/', import.meta.url));

export const corpusPath = (name: string): string => join(CORPUS, name);

/** Every *.ged under the corpus, as paths relative to it (.gdz archives are skipped). */
export function corpusFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return walk(path);
        return name.endsWith('.ged') ? [relative(CORPUS, path)] : [];
      });
  return walk(CORPUS);
}

/** Small chunks make every chunk-boundary case happen, even in small files. */
export async function readFile(name: string, options: GedcomReaderOptions & { chunk?: number } = {}) {
  const reader = new GedcomReader(createReadStream(corpusPath(name), options.chunk ? { highWaterMark: options.chunk } : {}), options);
  const records = await reader.toArray();
  return { reader, records, summary: reader.summary() };
}

export function readBytes(name: string): Uint8Array {
  return readFileSync(corpusPath(name));
}

/** Trees without source positions or CONC layout: what must survive a write and a re-read. */
export function strip(node: GedcomNode): unknown {
  const { line: _line, concBreaks: _breaks, children, ...rest } = node;
  return { ...rest, children: children.map(strip) };
}

export const byXref = (records: GedcomRecord[], xref: string): GedcomRecord => {
  const found = records.find((r) => r.xref === xref);
  if (!found) throw new Error(`no record ${xref}`);
  return found;
};

/**
 * A deliberately naive count of records by type, independent of the parser: decode (UTF-16 by
 * its NUL bytes, anything else byte-per-character, enough for ASCII tags), split on any line end,
 * count `0 [@X@] TAG` lines.
 */
export function naiveCounts(name: string): Record<string, number> {
  const bytes = readBytes(name);
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else if (bytes[1] === 0) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0) text = new TextDecoder('utf-16be').decode(bytes);
  else text = new TextDecoder('latin1').decode(bytes);
  const counts: Record<string, number> = {};
  for (const line of text.split(/\r\n|\r|\n/)) {
    const m = /^[\s\uFEFF\u00EF\u00BB\u00BF]*0\s+(?:@[^@]+@\s+)?(INDI|FAM|NOTE|SNOTE|SOUR|OBJE|REPO|SUBM)(\s|$)/.exec(line);
    if (m) counts[m[1]!] = (counts[m[1]!] ?? 0) + 1;
  }
  return counts;
}

/** Every GEDZIP (*.gdz) under the corpus, relative paths. */
export function corpusArchives(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return walk(path);
        return name.endsWith('.gdz') ? [relative(CORPUS, path)] : [];
      });
  return walk(CORPUS);
}

/**
 * The `gedcom.ged` inside a GEDZIP archive: read the zip's central directory, then inflate the
 * one entry. Enough zip for tests (no zip64, no encryption); node:zlib does the inflating.
 */
export function gedzipEntry(name: string, entry = 'gedcom.ged'): Uint8Array {
  const zip = Buffer.from(readBytes(name));
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error(`${name}: not a zip file`);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const fileName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (fileName === entry) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + compressedSize);
      return method === 0 ? data : inflateRawSync(data);
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${name}: no ${entry}`);
}
