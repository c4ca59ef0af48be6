import { MAX_KEPT_IMPORT_WARNINGS } from '@heirloom/shared/constants';
import { mediaFileKey } from '@heirloom/shared/rules/media-file-names';
import { DomainError } from '../errors';
import { GedcomReader } from '../gedcom';
import type { FamilyDeps } from '../family/deps';
import { importedEventPlacer } from './place-events';
import type { FamilyItem, ImportCountsRecord, ImportRecord, ImportWarning } from '../family/records';
import { twoPassSource, type ImportSource } from './byte-source';
import { fileIdentity, ImportIds, importKeyFor } from './identity';
import { RecordMapper } from './map-records';
import { localFilesNamedIn, MediaReferenceCollector, type MediaReference } from './media-references';
import { NamesakeCollector } from './namesake-collector';
import type { NamesakeCandidate } from '../family/import-namesakes';
import { ScanIndex } from './scan';
import { splitWarnings } from './warning-pages';

/**
 * GEDCOM file -> family tree, for one owner. Two streamed passes (the file is never held whole):
 *  1. read every record into a compact index (names, who is whose child, which xrefs exist);
 *  2. read again, map each record to items and write them 25 to a BatchWrite.
 * Ids are derived from the owner, the file identity and each record's xref, so importing the same
 * file again updates what the first import wrote; when the file changed, items the new run did
 * not write are then swept away; the same bytes again write nothing. Progress and the outcome go to an import record
 * (GET /imports/{id}); malformed lines and broken pointers become warnings with line numbers.
 */

export interface ImportGedcomInput {
  ownerId: string;
  /**
   * The file's bytes. Prefer a function returning a fresh stream (called once per pass); bytes
   * or an array of chunks are read twice; any other stream is spooled to a temporary file.
   */
  source: ImportSource;
  /** Shown in the import list; its base name, lower-cased, identifies the file for re-imports. */
  fileName: string;
  /** Overrides the file identity (e.g. a stable upload key) when the name is not it. */
  fileIdentity?: string;
  /** A given id makes a retried delivery find its earlier run instead of starting another. */
  importId?: string;
  /** The member who uploaded the file: what it brings in is theirs to remove (sharing/roles.ts). */
  importedBy?: string;
  onProgress?: (progress: ImportProgress) => void | Promise<void>;
  /**
   * Asked about once a second while the file is read and written: true stops the import where it
   * is (ImportCancelledError; the run is recorded as cancelled, what was written stays).
   */
  isCancelled?: () => Promise<boolean>;
  /**
   * The entries of the GEDZIP the file came in (its paths in the zip). A GEDZIP holds every local
   * file its FILEs name, so a FILE naming none of them is a warning; absent for a bare .ged, whose
   * files the family uploads separately (GET /missing_files lists them).
   */
  packagedFiles?: readonly string[];
  /**
   * Those of `packagedFiles` that are not imported (not a photo, video or PDF: audio, subtitles, a
   * file without an extension). The report names them: a FILE naming one is warned of at its line,
   * the rest in one warning, so a clean report never hides a file the family will not see.
   */
  leftOutFiles?: readonly string[];
  /** Given once the tree is written: the files the GEDCOM names (OBJE FILE), for GET /missing_files. */
  onMediaReferences?: (references: MediaReference[], file: { ownerId: string; importKey: string; fileName: string }) => Promise<void>;
  /**
   * Given once the report is out (phase 'done'): the people who share their name and birth year
   * with someone else in the file, for the likely-duplicates hint. A hint must not fail the import:
   * this must not throw. Only a run that wrote the file calls it: not the same bytes again (nothing
   * is new), nor a redelivery that finds its run already finished (a hint lost then is only a hint).
   */
  onNamesakes?: (candidates: NamesakeCandidate[], tree: { ownerId: string }) => Promise<void>;
}

export interface ImportProgress {
  importId: string;
  phase: 'reading' | 'writing' | 'sweeping' | 'done';
  /** Records read so far in this phase. */
  records: number;
  /** Records in the file (known after the first pass). */
  totalRecords?: number;
  /** What is in the table so far: items whose batch has been written. */
  counts: ImportCountsRecord;
  /** Since the import started. */
  elapsedMs: number;
  /** What is left, estimated from the pace of the writing pass so far; undefined until it can be told. */
  remainingMs?: number;
}

/** Warnings the first pass's reader keeps for itself (it hands every one to `warn`). */
const READER_WARNINGS = 100;
const WRITE_BATCH = 500;
const WRITES_IN_FLIGHT = 4;
/** Progress goes out at most this often (a push per batch would flood a small file's tab). */
const PROGRESS_INTERVAL_MS = 250;

/** How often a running import asks whether its owner cancelled it. */
const CANCEL_CHECK_INTERVAL_MS = 1000;
export const IMPORT_CANCELLED = 'You cancelled this import.';

/** The owner cancelled the import while it ran (what it had written stays until removed). */
export class ImportCancelledError extends DomainError {}

export const emptyCounts = (): ImportCountsRecord => ({ people: 0, families: 0, events: 0, notes: 0, citations: 0, sources: 0 });
/** An import's counts: what the tree has, and the records kept whole by kind. */
const emptyImportCounts = (): ImportCountsRecord => ({ people: 0, families: 0, events: 0, notes: 0, citations: 0, sources: 0, media: 0, repositories: 0, noteRecords: 0, submitters: 0, otherRecords: 0 });
const RECORD_COUNTED: Record<string, 'media' | 'repositories' | 'noteRecords' | 'submitters'> = { OBJE: 'media', REPO: 'repositories', NOTE: 'noteRecords', SNOTE: 'noteRecords', SUBM: 'submitters' };
const countItem = (counts: ImportCountsRecord, item: FamilyItem) => {
  const counted = COUNTED[item.kind];
  if (counted) counts[counted] += 1;
  else if (item.kind === 'raw' && item.record.tag !== 'HEAD') {
    const kind = RECORD_COUNTED[item.record.tag] ?? 'otherRecords';
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
};

const COUNTED: Partial<Record<FamilyItem['kind'], 'people' | 'families' | 'events' | 'notes' | 'citations' | 'sources'>> = {
  person: 'people',
  family: 'families',
  event: 'events',
  note: 'notes',
  citation: 'citations',
  source: 'sources',
};

export async function importGedcom(deps: FamilyDeps, input: ImportGedcomInput): Promise<ImportRecord> {
  const { store } = deps;
  const importKey = importKeyFor(input.ownerId, fileIdentity(input.fileIdentity ?? input.fileName));
  const importId = input.importId ?? deps.newId();
  const record: ImportRecord = {
    ownerId: input.ownerId,
    id: importId,
    importKey,
    fileName: input.fileName,
    contentHash: null,
    status: 'running',
    counts: emptyImportCounts(),
    warnings: [],
    warningCount: 0,
    startedAt: deps.now(),
    finishedAt: null,
    error: null,
    gedcomVersion: null,
    encoding: null,
    ...(input.importedBy ? { importedBy: input.importedBy } : {}),
  };
  if (!(await store.createImport(record))) {
    const earlier = await store.getImport(input.ownerId, importId);
    if (earlier && earlier.status !== 'failed') return earlier;
    await store.putImport(record);
  }
  const previous = await store.getImportSource(input.ownerId, importKey);
  await store.putImportSource({ ownerId: input.ownerId, importKey, fileName: input.fileName, lastImportId: importId, contentHash: null });

  const warnings: ImportWarning[] = [];
  let warningCount = 0;
  const warn = (message: string, line?: number) => {
    warningCount += 1;
    if (warnings.length < MAX_KEPT_IMPORT_WARNINGS) warnings.push({ line: line ?? null, message });
  };
  /** The warnings on the record (the first) and in pages of their own (the rest), in line order. */
  const keepWarnings = async () => {
    warnings.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
    const { first, pages } = splitWarnings(warnings);
    // The record never names pages that were not written.
    Object.assign(record, { warnings: first, warningPages: 0, warningCount } satisfies Partial<ImportRecord>);
    await store.putImportWarningPages(input.ownerId, importId, pages);
    record.warningPages = pages.length;
  };
  // Wall-clock time paces the pushes and the estimate; `deps.now` stays the business clock.
  const startedAt = Date.now();
  let lastProgressAt = 0;
  let writingStartedAt: number | undefined;
  const written = emptyImportCounts();
  const progress = async (phase: ImportProgress['phase'], records: number, totalRecords?: number, throttled = false) => {
    const now = Date.now();
    if (throttled && now - lastProgressAt < PROGRESS_INTERVAL_MS) return;
    lastProgressAt = now;
    const remainingMs = estimateRemaining(phase, records, totalRecords, writingStartedAt, now);
    // Progress is a courtesy to the family's open tabs: a failed push never fails the import.
    await Promise.resolve(
      input.onProgress?.({
      importId,
      phase,
      records,
      ...(totalRecords !== undefined ? { totalRecords } : {}),
      counts: { ...written },
      elapsedMs: now - startedAt,
      ...(remainingMs !== undefined ? { remainingMs } : {}),
      }),
    ).catch(() => undefined);
  };

  let lastCancelCheck = 0;
  const stopIfCancelled = async () => {
    const now = Date.now();
    if (!input.isCancelled || now - lastCancelCheck < CANCEL_CHECK_INTERVAL_MS) return;
    lastCancelCheck = now;
    if (await input.isCancelled()) throw new ImportCancelledError(IMPORT_CANCELLED);
  };

  const bytes = twoPassSource(input.source);
  try {
    // Pass 1: the index.
    const index = new ScanIndex();
    const scan = new GedcomReader(bytes.first(), { maxWarnings: READER_WARNINGS, onWarning: (w) => warn(w.message, w.line) });
    let total = 0;
    // Record xref -> the line of its first record. A later record with the same xref is another
    // record: it is given an xref of its own (`@I59_2@`), by its place in the file, in both passes.
    const seen = new Map<string, number>();
    const renamed = new Map<number, string>();
    // Family xref -> the duplicated xrefs its members should be read as: a family the renamed
    // record names (FAMS, FAMC) means the renamed record by the xref they share.
    const moved = new Map<string, Map<string, string>>();
    for await (const gedcomRecord of scan) {
      total += 1;
      if (gedcomRecord.xref) {
        const first = seen.get(gedcomRecord.xref);
        if (first !== undefined) {
          const xref = gedcomRecord.xref;
          let fresh: string;
          let n = 2;
          do fresh = `${xref.slice(0, -1)}_${n++}@`;
          while (seen.has(fresh));
          renamed.set(total - 1, fresh);
          gedcomRecord.xref = fresh;
          const families = gedcomRecord.tag === 'INDI' ? [...new Set(gedcomRecord.children.filter((c) => (c.tag === 'FAMS' || c.tag === 'FAMC') && c.pointer).map((c) => c.pointer!))] : [];
          for (const fam of families) moved.set(fam, (moved.get(fam) ?? new Map<string, string>()).set(xref, fresh));
          const except = families.length ? `, but in ${families.join(', ')}, which this record names, ${xref} means ${fresh}` : '';
          warn(`${xref} is used by more than one record (first at line ${first}): this ${gedcomRecord.tag} was imported as another record, ${fresh}; pointers to ${xref} go to the first${except}`, gedcomRecord.line);
        }
        seen.set(gedcomRecord.xref, gedcomRecord.line);
      }
      index.add(gedcomRecord, total - 1);
      if (total % 200 === 0) await stopIfCancelled();
      if (total % 200 === 0) await progress('reading', total, undefined, true);
    }
    seen.clear();
    for (const [fam, moves] of moved) for (const [from, to] of moves) index.moveMember(fam, from, to);
    const contentHash = bytes.hash();
    record.contentHash = contentHash;
    record.gedcomVersion = scan.header?.version ?? null;
    record.encoding = scan.encoding?.encoding ?? null;
    await progress('reading', total, total);

    // The same bytes as the file's last finished import: every item would be written as it is
    // (and a change made in the app since would be overwritten), so nothing is written.
    if (previous?.contentHash === contentHash) {
      const earlier = await store.getImport(input.ownerId, previous.lastImportId);
      if (earlier?.status === 'done') {
        const pages = await Promise.all(Array.from({ length: earlier.warningPages ?? 0 }, (_, index) => store.getImportWarningPage(input.ownerId, earlier.id, index + 1)));
        await store.putImportWarningPages(input.ownerId, importId, pages.map((page) => page ?? []));
        Object.assign(record, { status: 'done', counts: earlier.counts, warnings: earlier.warnings, warningPages: pages.length, warningCount: earlier.warningCount, finishedAt: deps.now() } satisfies Partial<ImportRecord>);
        await store.putImport(record);
        await store.putImportSource({ ownerId: input.ownerId, importKey, fileName: input.fileName, lastImportId: importId, contentHash });
        Object.assign(written, earlier.counts);
        await progress('done', total, total);
        return record;
      }
    }

    // Pass 2: map and write.
    const mapper = new RecordMapper({
      ownerId: input.ownerId,
      importKey,
      importRun: importId,
      importedBy: input.importedBy ?? null,
      dialect: scan.dialect,
      now: record.startedAt,
      ids: new ImportIds(input.ownerId, importKey),
      index,
      warn,
    });
    const media = input.onMediaReferences ? new MediaReferenceCollector(new ImportIds(input.ownerId, importKey), scan.dialect === '7.0') : null;
    const namesakes = input.onNamesakes ? new NamesakeCollector() : null;
    // Matched as the GEDZIP's media are matched to what the tree names: by base name (gedzip/import-gedzip-media.ts).
    const packaged = input.packagedFiles ? new Set(input.packagedFiles.map(mediaFileKey)) : null;
    const leftOut = new Map((input.leftOutFiles ?? []).map((path) => [mediaFileKey(path), path]));
    const leftOutNamed = new Set<string>();
    const placeEvents = importedEventPlacer(deps);
    writingStartedAt = Date.now();
    let seq = 0;
    const writer = new PipelinedWriter(async (items) => {
      await store.writeItems(items);
      for (const item of items) countItem(written, item);
      // One push per written batch (500 items): the counts grow as the table does.
      await progress('writing', seq, total);
    });
    const reader = new GedcomReader(await bytes.second(), { dialect: scan.dialect, ...(scan.encoding ? { encoding: scan.encoding.encoding } : {}), maxWarnings: 0 });
    for await (const gedcomRecord of reader) {
      if (seq % 200 === 0) await stopIfCancelled();
      const fresh = renamed.get(seq);
      if (fresh) gedcomRecord.xref = fresh;
      const moves = gedcomRecord.tag === 'FAM' && gedcomRecord.xref ? moved.get(gedcomRecord.xref) : undefined;
      if (moves) {
        for (const c of gedcomRecord.children) {
          const to = (c.tag === 'HUSB' || c.tag === 'WIFE' || c.tag === 'CHIL') && c.pointer ? moves.get(c.pointer) : undefined;
          if (to) Object.assign(c, { pointer: to, value: to });
        }
      }
      const items = mapper.map(gedcomRecord, seq);
      media?.add(gedcomRecord);
      if (packaged) {
        for (const file of localFilesNamedIn(gedcomRecord, scan.dialect === '7.0')) {
          const key = mediaFileKey(file.name);
          const naming = `${gedcomRecord.xref ?? `A ${gedcomRecord.tag} record`} names ${file.value}`;
          if (!packaged.has(key)) warn(`${naming}, which is not in the GEDZIP`, file.line);
          else if (leftOut.has(key)) {
            leftOutNamed.add(key);
            warn(`${naming}, which is in the GEDZIP but is not a photo, video or PDF, so it was not imported`, file.line);
          }
        }
      }
      placeEvents(items);
      seq += 1;
      const fitting = items.filter((item) => fitsInAnItem(item, gedcomRecord.line, warn));
      for (const item of fitting) countItem(record.counts, item);
      namesakes?.add(fitting);
      await writer.add(fitting);
    }
    await writer.close();
    const unnamedLeftOut = [...leftOut].filter(([key]) => !leftOutNamed.has(key)).map(([, path]) => path);
    if (unnamedLeftOut.length) warn(leftOutWarning(unnamedLeftOut));

    // A changed file (or an unfinished earlier run) may have left items this run did not write.
    if (previous && previous.contentHash !== contentHash) {
      await progress('sweeping', seq, total);
      for await (const refs of store.walkImportItems(input.ownerId, importKey)) {
        const stale = refs.filter((ref) => ref.importRun !== importId);
        if (stale.length) await store.deleteItems(input.ownerId, stale);
      }
    }

    if (media) await input.onMediaReferences!(media.references(), { ownerId: input.ownerId, importKey, fileName: input.fileName });

    await keepWarnings();
    Object.assign(record, { status: 'done', finishedAt: deps.now() } satisfies Partial<ImportRecord>);
    await store.putImport(record);
    await store.putImportSource({ ownerId: input.ownerId, importKey, fileName: input.fileName, lastImportId: importId, contentHash });
    await progress('done', seq, total);
    if (namesakes) await input.onNamesakes!(namesakes.candidates(), { ownerId: input.ownerId });
    return record;
  } catch (error) {
    await keepWarnings().catch(() => undefined);
    Object.assign(record, {
      status: 'failed',
      finishedAt: deps.now(),
      error: error instanceof ImportCancelledError ? IMPORT_CANCELLED : 'The import stopped before the end of the file. Please try again.',
    } satisfies Partial<ImportRecord>);
    await store.putImport(record).catch(() => undefined);
    throw error;
  } finally {
    await bytes.dispose();
  }
}

/**
 * Time left, from the writing pass's pace (reading is a small share of the whole). The sweep of a
 * changed file's leftovers is not estimated.
 */
function estimateRemaining(phase: ImportProgress['phase'], records: number, total: number | undefined, writingStartedAt: number | undefined, now: number): number | undefined {
  if (phase === 'done') return 0;
  if (phase !== 'writing' || !total || writingStartedAt === undefined || records < Math.min(50, total)) return undefined;
  const elapsed = now - writingStartedAt;
  return Math.max(0, Math.round((elapsed * (total - records)) / records));
}

/** DynamoDB keeps at most 400 KB an item; what is kept from a file stays well under it. */
const MAX_KEPT_BYTES = 300_000;
const bytes = (text: string | undefined) => (text === undefined ? 0 : text.length * 3 <= MAX_KEPT_BYTES ? text.length : Buffer.byteLength(text));

/**
 * A structure too big for one item (a multimedia BLOB, an enormous note) is not lost silently:
 * kept structures are dropped, a note's text is cut, a kept record is left out, each with a warning.
 */
function fitsInAnItem(item: FamilyItem, line: number, warn: (message: string, line?: number) => void): boolean {
  const record = item.record;
  if (item.kind === 'raw') {
    if (bytes(item.record.node) <= MAX_KEPT_BYTES) return true;
    warn(`The ${item.record.tag} record${item.record.xref ? ` ${item.record.xref}` : ''} is too large to keep and was left out`, line);
    return false;
  }
  if (item.kind === 'note' && bytes(item.record.text) > MAX_KEPT_BYTES) {
    item.record.text = item.record.text.slice(0, MAX_KEPT_BYTES / 3);
    warn('A note is too long to keep whole; its start was kept', line);
  }
  const extras = record.gedcom?.extras;
  if (extras !== undefined && bytes(extras) > MAX_KEPT_BYTES) {
    delete record.gedcom!.extras;
    warn('Structures the tree does not use were too large to keep and were left out', line);
  }
  if (item.kind === 'person' && item.record.names.some((name) => bytes(name.gedcom?.extras) > MAX_KEPT_BYTES / 4)) {
    for (const name of item.record.names) if (name.gedcom?.extras && bytes(name.gedcom.extras) > MAX_KEPT_BYTES / 4) delete name.gedcom.extras;
    warn('Structures the tree does not use were too large to keep and were left out', line);
  }
  return true;
}

/**
 * Buffers items and writes them while the next ones are mapped. Four writes of 500 items stay in
 * flight, so the store's write slots (16 BatchWriteItem calls, shared by the writes) always have
 * the next write's batches queued behind one write's last ones; a fifth waits, which bounds the
 * memory held. Against two writes of 1,000 (the same items held), royal92.ged imported in ~1.95 s
 * instead of ~2.2 s: smaller writes leave the stand-in less time waiting on one write's last batches.
 */
class PipelinedWriter {
  private buffer: FamilyItem[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown;

  constructor(private readonly write: (items: FamilyItem[]) => Promise<void>) {}

  async add(items: readonly FamilyItem[]): Promise<void> {
    for (const item of items) this.buffer.push(item);
    if (this.buffer.length >= WRITE_BATCH) await this.flush();
  }

  async close(): Promise<void> {
    await this.flush();
    await Promise.all(this.inFlight);
    this.rethrow();
  }

  private async flush(): Promise<void> {
    while (this.inFlight.size >= WRITES_IN_FLIGHT) await Promise.race(this.inFlight);
    this.rethrow();
    const batch = this.buffer;
    this.buffer = [];
    if (batch.length === 0) return;
    const writing: Promise<void> = this.write(batch).then(
      () => void this.inFlight.delete(writing),
      (error: unknown) => {
        this.failure ??= error;
        this.inFlight.delete(writing);
      },
    );
    this.inFlight.add(writing);
  }

  private rethrow(): void {
    if (this.failure !== undefined) throw this.failure;
  }
}

/** How many left-out files one warning names before it counts the rest. */
const LEFT_OUT_NAMED = 10;

/** The GEDZIP's files that no FILE names and that were not imported, in one warning. */
export function leftOutWarning(paths: readonly string[]): string {
  const named = paths.slice(0, LEFT_OUT_NAMED).join(', ');
  const more = paths.length > LEFT_OUT_NAMED ? ` and ${paths.length - LEFT_OUT_NAMED} more` : '';
  const files = paths.length === 1 ? '1 file that is not a photo, video or PDF' : `${paths.length} files that are not photos, videos or PDFs`;
  return `The GEDZIP also holds ${files}, not imported: ${named}${more}`;
}
