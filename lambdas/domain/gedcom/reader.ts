import { RecordAssembler } from './assembler';
import { RecordCounts } from './counts';
import { decodeGedcomBytes } from './decode';
import { GedcomDiagnostics } from './diagnostics';
import type { EncodingChoice } from './encoding';
import { readHeader, type GedcomHeader } from './header';
import { LineSplitter } from './lines';
import { tokenizeLine } from './tokenizer';
import type { ByteSource, DetectedEncoding, GedcomDialect, GedcomEncoding, GedcomRecord, GedcomWarning } from './types';

/**
 * The whole read pipeline: bytes -> text -> lines -> tokens -> records, streamed. Iterate it with
 * `for await`; after (or during) the loop it tells you the encoding, the header, the record
 * counts and the warnings for the import report. Only the record being built and one input
 * chunk are held in memory.
 *
 *   const reader = new GedcomReader(fs.createReadStream(path));
 *   for await (const record of reader) { ... }
 *   reader.summary();
 */

export interface GedcomReaderOptions {
  /** Force the escape rules instead of reading GEDC VERS (e.g. re-reading our own output). */
  dialect?: GedcomDialect;
  /** Force a decoder instead of detecting one. */
  encoding?: GedcomEncoding;
  /** Warnings kept in memory (the total is always counted). Default 1000. */
  maxWarnings?: number;
  /** Called for every warning, including those beyond maxWarnings. */
  onWarning?: (warning: GedcomWarning) => void;
}

export interface GedcomSummary {
  encoding?: DetectedEncoding;
  dialect: GedcomDialect;
  header?: GedcomHeader;
  /** Records per level-0 tag. */
  counts: Record<string, number>;
  records: number;
  lines: number;
  warnings: GedcomWarning[];
  warningCount: number;
}

export class GedcomReader implements AsyncIterable<GedcomRecord> {
  readonly diagnostics: GedcomDiagnostics;
  readonly counts = new RecordCounts();
  encoding?: DetectedEncoding;
  header?: GedcomHeader;
  /** Source lines read so far. */
  lines = 0;
  private readonly assembler: RecordAssembler;
  private started = false;

  constructor(
    private readonly source: ByteSource | Uint8Array | string,
    private readonly options: GedcomReaderOptions = {},
  ) {
    this.diagnostics = new GedcomDiagnostics(options.maxWarnings ?? 1000, options.onWarning);
    this.assembler = new RecordAssembler(this.diagnostics, options.dialect ?? '5.5.1', options.dialect !== undefined);
  }

  get dialect(): GedcomDialect {
    return this.assembler.dialect;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<GedcomRecord> {
    if (this.started) throw new Error('A GedcomReader can be iterated only once');
    this.started = true;
    const splitter = new LineSplitter();
    for await (const text of this.text()) {
      for (const record of this.feed(splitter.push(text))) yield record;
    }
    for (const record of this.feed(splitter.end())) yield record;
    const last = this.assembler.end();
    if (last) yield this.observe(last);
  }

  /** Reads everything into an array: for small files and tests only. */
  async toArray(): Promise<GedcomRecord[]> {
    const records: GedcomRecord[] = [];
    for await (const record of this) records.push(record);
    return records;
  }

  summary(): GedcomSummary {
    return {
      ...(this.encoding ? { encoding: this.encoding } : {}),
      dialect: this.dialect,
      ...(this.header ? { header: this.header } : {}),
      counts: this.counts.toJSON(),
      records: this.counts.total,
      lines: this.lines,
      warnings: this.diagnostics.warnings,
      warningCount: this.diagnostics.count,
    };
  }

  private *feed(lines: string[]): Generator<GedcomRecord> {
    for (const line of lines) {
      this.lines += 1;
      const token = tokenizeLine(line, this.lines, this.diagnostics);
      if (!token) continue;
      const record = this.assembler.push(token);
      if (record) yield this.observe(record);
    }
  }

  private observe(record: GedcomRecord): GedcomRecord {
    if (this.counts.total === 0 && record.tag === 'HEAD') this.header = readHeader(record);
    this.counts.add(record);
    return record;
  }

  private text(): AsyncIterable<string> {
    const source = this.source;
    if (typeof source === 'string') return (async function* () { yield source; })();
    const bytes: ByteSource = source instanceof Uint8Array ? [source] : source;
    return decodeGedcomBytes(bytes, this.diagnostics, {
      ...(this.options.encoding ? { encoding: this.options.encoding } : {}),
      onDetect: (choice: EncodingChoice) => {
        const { bomLength: _b, fallback: _f, note: _n, headerComplete: _h, ...detected } = choice;
        this.encoding = detected;
      },
    });
  }
}

/** Parses already-decoded text synchronously: for tests and small in-memory documents. */
export function parseGedcomText(text: string, options: Pick<GedcomReaderOptions, 'dialect' | 'maxWarnings'> = {}): {
  records: GedcomRecord[];
  diagnostics: GedcomDiagnostics;
} {
  const diagnostics = new GedcomDiagnostics(options.maxWarnings ?? 1000);
  const assembler = new RecordAssembler(diagnostics, options.dialect ?? '5.5.1', options.dialect !== undefined);
  const splitter = new LineSplitter();
  const records: GedcomRecord[] = [];
  let n = 0;
  for (const line of [...splitter.push(text), ...splitter.end()]) {
    n += 1;
    const token = tokenizeLine(line, n, diagnostics);
    if (!token) continue;
    const record = assembler.push(token);
    if (record) records.push(record);
  }
  const last = assembler.end();
  if (last) records.push(last);
  return { records, diagnostics };
}
