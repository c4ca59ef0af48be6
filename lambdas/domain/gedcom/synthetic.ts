import { buildHeader, buildTrailer } from './header-build';
import type { GedcomDialect, GedcomNode, GedcomRecord } from './types';
import { writeRecord } from './writer';

/**
 * Synthetic GEDCOM for tests and benchmarks: `people` individuals in families that link them
 * across generations, plus the things real files have (shared notes, sources with citations,
 * media, a repository, vendor `_UID` tags, long notes that need CONC/CONT, '@' in text, accented
 * names). Deterministic: the same options always give the same bytes. Generated lazily, one
 * record at a time, so a 100,000-person file never exists in memory.
 *
 * Family j: husband @I(2j)@, wife @I(2j+1)@. Person i >= 2 is a child of family parentFamily(i),
 * always an earlier family, so the tree is a proper multi-generation pedigree.
 */

export interface SyntheticOptions {
  people: number;
  version?: GedcomDialect;
  lineEnding?: '\n' | '\r\n' | '\r';
}

const GIVEN_M = ['John', 'José', 'Łukasz', 'Søren', 'François', 'William', 'Jürgen', 'Ahmed', 'Ólafur', 'Thomas'];
const GIVEN_F = ['Mary', 'Zoë', 'Agnieszka', 'Åsa', 'Françoise', 'Elizabeth', 'Chloé', 'Fatima', 'Siobhán', 'Anna'];
const SURNAMES = ['Smith', 'Müller', 'Nørgaard', "O'Brien", 'García', 'Dvořák', 'Kowalski', 'Lefèvre', 'Brontë', 'Nguyễn'];
const PLACES = ['Lyon, Rhône, France', 'Kraków, Poland', 'Boston, Suffolk, Massachusetts, USA', 'Århus, Denmark', 'Cork, Ireland'];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const LOREM =
  'This family story was written down by a grandchild and typed in later; it mentions farms, ships, letters and ' +
  'a move across the sea. Contact the keeper at family@example.com for the originals. ';

/** How many records of each kind a synthetic file holds (what a parser should count). */
export function syntheticCounts(options: SyntheticOptions): Record<string, number> {
  const s = shape(options.people);
  return {
    HEAD: 1,
    SUBM: 1,
    REPO: 1,
    SOUR: s.sources,
    [options.version === '7.0' ? 'SNOTE' : 'NOTE']: s.notes,
    INDI: options.people,
    FAM: s.families,
    OBJE: s.media,
    TRLR: 1,
  };
}

function shape(people: number) {
  return {
    families: Math.floor(people / 3),
    sources: Math.max(1, Math.ceil(people / 1000)),
    notes: Math.ceil(people / 50),
    media: Math.ceil(people / 100),
  };
}

function parentFamily(i: number): number | undefined {
  if (i < 2) return undefined;
  // Brothers and sisters come from different families so spouses are not siblings.
  const f = i % 2 === 0 ? Math.floor((i - 2) / 3) : Math.floor((i - 2) / 3) - 1;
  return f >= 0 ? f : 0;
}

/** Cheap deterministic hash -> [0, 1). */
function rand(i: number, salt: number): number {
  let x = (i + 1) * 374761393 + salt * 668265263;
  x = (x ^ (x >>> 13)) * 1274126177;
  x ^= x >>> 16;
  return (x >>> 0) / 4294967296;
}

const pick = <T>(list: readonly T[], i: number, salt: number): T => list[Math.floor(rand(i, salt) * list.length)]!;

const n = (level: number, tag: string, value?: string, children: GedcomNode[] = []): GedcomNode => {
  const node: GedcomNode = { level, tag, line: 0, children };
  if (value !== undefined) node.value = value;
  return node;
};
const ptr = (level: number, tag: string, pointer: string, children: GedcomNode[] = []): GedcomNode => ({
  level,
  tag,
  line: 0,
  children,
  value: pointer,
  pointer,
});
const rec = (xref: string, tag: string, children: GedcomNode[], value?: string): GedcomRecord => ({ ...n(0, tag, value, children), xref });

export function* syntheticRecords(options: SyntheticOptions): Generator<GedcomRecord> {
  const v7 = options.version === '7.0';
  const people = options.people;
  const s = shape(people);
  const noteTag = v7 ? 'SNOTE' : 'NOTE';

  yield buildHeader({
    version: v7 ? '7.0' : '5.5.1',
    source: { id: 'HEIRLOOM_SYNTHETIC', name: 'Heirloom synthetic data', version: '1' },
    submitter: '@U1@',
    date: new Date(Date.UTC(2024, 0, 1, 12, 0, 0)),
  });
  yield rec('@U1@', 'SUBM', [n(1, 'NAME', 'Synthetic Submitter')]);
  yield rec('@R1@', 'REPO', [n(1, 'NAME', 'Synthetic Archive')]);
  for (let k = 1; k <= s.sources; k += 1) {
    yield rec(`@S${k}@`, 'SOUR', [n(1, 'TITL', `Parish register volume ${k}`), ptr(1, 'REPO', '@R1@')]);
  }
  for (let k = 1; k <= s.notes; k += 1) {
    yield rec(`@N${k}@`, noteTag, [], `Shared note ${k}: ${LOREM.repeat(1 + (k % 3))}\nSecond paragraph of note ${k}.`);
  }
  for (let i = 0; i < people; i += 1) yield person(i, s, v7);
  for (let j = 0; j < s.families; j += 1) {
    const children: GedcomNode[] = [ptr(1, 'HUSB', `@I${2 * j}@`), ptr(1, 'WIFE', `@I${2 * j + 1}@`)];
    children.push(n(1, 'MARR', undefined, [n(2, 'DATE', date(2 * j, 20)), n(2, 'PLAC', pick(PLACES, j, 7))]));
    for (let i = Math.max(2, 3 * j - 3); i <= Math.min(people - 1, 3 * j + 8); i += 1) {
      if (parentFamily(i) === j) children.push(ptr(1, 'CHIL', `@I${i}@`));
    }
    yield rec(`@F${j}@`, 'FAM', children);
  }
  for (let k = 1; k <= s.media; k += 1) {
    const file = n(1, 'FILE', `photos/person-${k}.jpg`, [n(2, 'FORM', v7 ? 'image/jpeg' : 'jpg')]);
    yield rec(`@M${k}@`, 'OBJE', [file, n(1, v7 ? 'NOTE' : 'TITL', `Portrait ${k}`)]);
  }
  yield buildTrailer();
}

function date(i: number, offset: number): string {
  const year = 1700 + (Math.floor(i / 6) % 300) + offset;
  return `${1 + Math.floor(rand(i, offset) * 28)} ${MONTHS[Math.floor(rand(i, offset + 1) * 12)]} ${year}`;
}

function person(i: number, s: ReturnType<typeof shape>, v7: boolean): GedcomRecord {
  const male = i % 2 === 0;
  const given = pick(male ? GIVEN_M : GIVEN_F, i, 1);
  const surname = pick(SURNAMES, male ? i : i - 1, 2);
  const children: GedcomNode[] = [
    n(1, 'NAME', `${given} /${surname}/`, [n(2, 'GIVN', given), n(2, 'SURN', surname)]),
    n(1, 'SEX', male ? 'M' : 'F'),
    n(1, 'BIRT', undefined, [n(2, 'DATE', date(i, 0)), n(2, 'PLAC', pick(PLACES, i, 3))]),
  ];
  if (rand(i, 4) < 0.4) children.push(n(1, 'DEAT', undefined, [n(2, 'DATE', date(i, 60))]));
  const famc = parentFamily(i);
  if (famc !== undefined && famc < s.families) children.push(ptr(1, 'FAMC', `@F${famc}@`));
  if (Math.floor(i / 2) < s.families) children.push(ptr(1, 'FAMS', `@F${Math.floor(i / 2)}@`));
  if (i % 5 === 0) children.push(ptr(1, 'SOUR', `@S${1 + (i % s.sources)}@`, [n(2, 'PAGE', `p. ${1 + (i % 400)}`)]));
  if (i % 10 === 0) children.push(n(1, 'NOTE', `${given} ${surname}: ${LOREM}${LOREM}\nLine two for @I${i}@.`));
  if (i % 50 === 0) children.push(ptr(1, v7 ? 'SNOTE' : 'NOTE', `@N${1 + Math.floor(i / 50)}@`));
  if (i % 100 === 0) children.push(ptr(1, 'OBJE', `@M${1 + Math.floor(i / 100)}@`));
  children.push(n(1, '_UID', (i * 2654435761).toString(16).toUpperCase().padStart(12, '0')));
  return rec(`@I${i}@`, 'INDI', children);
}

/** Synthetic GEDCOM text in chunks of about 64 KB. */
export function* syntheticGedcom(options: SyntheticOptions): Generator<string> {
  const write = { version: options.version ?? '5.5.1', lineEnding: options.lineEnding ?? '\n' } as const;
  let buffer: string[] = [];
  let size = 0;
  for (const record of syntheticRecords(options)) {
    const text = writeRecord(record, write);
    buffer.push(text);
    size += text.length;
    if (size >= 64 * 1024) {
      yield buffer.join('');
      buffer = [];
      size = 0;
    }
  }
  if (buffer.length) yield buffer.join('');
}

/** Synthetic GEDCOM as UTF-8 byte chunks, the shape a file stream or S3 body has. */
export function* syntheticGedcomBytes(options: SyntheticOptions): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  for (const text of syntheticGedcom(options)) yield encoder.encode(text);
}
