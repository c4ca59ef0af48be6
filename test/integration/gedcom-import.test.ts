import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GedcomReader, parseGedcomText } from '../../lambdas/domain/gedcom';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import type { FamilyStore } from '../../lambdas/domain/family/store';
import { familyDeps } from '../../lambdas/runtime/family-deps';
import { signedInCookie } from '../support/sessions';
import { startTestStack, type TestStack } from '../support/local-stack';
import { corpusFiles, readBytes } from '../unit/gedcom/corpus';
import { expectedCounts, treeSnapshot } from '../unit/family/tree-snapshot';

/**
 * GEDCOM import and export against DynamoDB Local, through the real adapter and the HTTP API:
 * every corpus file imports and stores what it holds; a representative subset round-trips through
 * GET /export/gedcom (the whole corpus round-trips in memory in test/unit/family); re-imports
 * update instead of duplicating; imports and exports stay within their tree.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

let ownerCounter = 0;
const newOwner = (label: string) => `gedcom-${label.replace(/[^A-Za-z0-9]/g, '-')}-${Date.now().toString(36)}-${ownerCounter++}`;

async function call(cookie: string, method: string, path: string) {
  const response = await stack.fetch(`/api${path}`, { method, headers: { cookie, 'x-requested-with': 'heirloom' } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** What is stored for an owner, counted by walking the table (not from the import's own counters). */
async function storedCounts(store: FamilyStore, ownerId: string) {
  const counts = { people: 0, families: 0, events: 0, notes: 0, citations: 0, sources: 0, media: 0, repositories: 0, noteRecords: 0, submitters: 0, otherRecords: 0 };
  const kinds: Record<string, 'media' | 'repositories' | 'noteRecords' | 'submitters'> = { OBJE: 'media', REPO: 'repositories', NOTE: 'noteRecords', SNOTE: 'noteRecords', SUBM: 'submitters' };
  // Records kept whole, by kind; the header's kept parts (a HEAD item) are no record of the file's.
  for await (const page of store.walkRawRecords(ownerId)) for (const raw of page) if (raw.tag !== 'HEAD') counts[kinds[raw.tag] ?? 'otherRecords'] += 1;
  for await (const page of store.walkPeople(ownerId)) counts.people += page.length;
  for await (const page of store.walkFamilies(ownerId)) counts.families += page.length;
  for await (const page of store.walkEvents(ownerId)) counts.events += page.length;
  for await (const page of store.walkSources(ownerId)) counts.sources += page.length;
  for (const anchor of ['person', 'event'] as const) {
    for await (const page of store.walkAttachments(ownerId, anchor)) {
      for (const item of page) {
        if ('text' in item) counts.notes += 1;
        else counts.citations += 1;
      }
    }
  }
  return counts;
}

describe('every corpus file imports into DynamoDB and stores what the file holds', () => {
  it.each(corpusFiles())('%s', async (name) => {
    const ownerId = newOwner(name);
    const bytes = readBytes(name);
    const record = await importGedcom(familyDeps(), { ownerId, source: bytes, fileName: name });
    expect(record.status).toBe('done');
    const expected = expectedCounts(await new GedcomReader([bytes]).toArray());
    expect(record.counts).toEqual(expected);
    expect(await storedCounts(familyDeps().store, ownerId)).toEqual(expected);
  }, 120_000);
});

const ROUND_TRIP = [
  'real/bach.ged',
  'real/shakespeare.ged',
  'torture/TGC551LF.ged',
  'gedcom7-official/gedcom70/maximal70.ged',
  'gedcom7-official/gedcom70/remarriage1.ged',
  'gedcom7-official/gedcom70/same-sex-marriage.ged',
  'gedcom7-official/gedcom70/notes-1.ged',
  // Not date-all.ged (2,917 dated events): the longest test of the layer, and its dates' round trip
  // is pure code, asserted for every corpus file in memory (test/unit/family/gedcom-corpus.test.ts).
  'gedcom7code/5/sour-1.ged',
  'gedcom7code/5/pedi-1.ged',
];

describe('import -> GET /export/gedcom -> import gives the same tree', () => {
  it.each(ROUND_TRIP)('%s', async (name) => {
    const first = newOwner(name);
    const record = await importGedcom(familyDeps(), { ownerId: first, source: readBytes(name), fileName: name });
    const version = record.gedcomVersion?.startsWith('7') ? '7.0' : '5.5.1';
    const exported = await call(await signedInCookie(first), 'GET', `/export/gedcom?version=${version}`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="family-tree-gedcom-${version}.ged"`);
    expect(parseGedcomText(exported.text).records[0]!.tag).toBe('HEAD');

    const second = newOwner(`${name}-again`);
    await importGedcom(familyDeps(), { ownerId: second, source: new TextEncoder().encode(exported.text), fileName: 'exported.ged' });
    expect(await treeSnapshot(familyDeps().store, second)).toEqual(await treeSnapshot(familyDeps().store, first));
  }, 120_000);

  it('maximal70.ged keeps its people, events, notes, citations and sources through a 7.0 export', async () => {
    const name = 'gedcom7-official/gedcom70/maximal70.ged';
    const first = newOwner('maximal');
    await importGedcom(familyDeps(), { ownerId: first, source: readBytes(name), fileName: name });
    const exported = await call(await signedInCookie(first), 'GET', '/export/gedcom?version=7.0');
    expect(exported.headers.get('content-type')).toBe('text/vnd.familysearch.gedcom; charset=utf-8');
    const { records, diagnostics } = parseGedcomText(exported.text);
    expect(diagnostics.warnings).toEqual([]);
    expect(records.find((r) => r.tag === 'HEAD')!.children.find((c) => c.tag === 'GEDC')!.children[0]!.value).toBe('7.0');
    // What the tree does not model comes back: the records kept whole and the extension tags.
    const original = parseGedcomText(new TextDecoder().decode(readBytes(name)), { dialect: '7.0' }).records;
    for (const tag of ['SUBM', 'REPO', 'OBJE', 'SNOTE', 'SOUR', 'INDI', 'FAM']) {
      expect(records.filter((r) => r.tag === tag).length, tag).toBe(original.filter((r) => r.tag === tag).length);
    }
    expect(exported.text).toContain('1 _SKYPEID example.person');
    expect(exported.text).toContain('1 _JABBERID person@example.com');
    const second = newOwner('maximal-again');
    const again = await importGedcom(familyDeps(), { ownerId: second, source: new TextEncoder().encode(exported.text), fileName: 'maximal-export.ged' });
    expect(again.counts.people).toBe(4);
    const [a, b] = [await treeSnapshot(familyDeps().store, first), await treeSnapshot(familyDeps().store, second)];
    expect(b).toEqual(a);
    expect(a.events.length).toBeGreaterThan(30);
  }, 120_000);

  it('refuses a version it cannot write, with a message', async () => {
    const response = await call(await signedInCookie(newOwner('v')), 'GET', '/export/gedcom?version=4.0');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).fields.version).toEqual(['Choose GEDCOM version 5.5.1 or 7.0']);
  });
});

describe('re-importing a file', () => {
  const name = 'real/bach.ged';

  it('updates what the first import wrote instead of adding people again', async () => {
    const ownerId = newOwner('reimport');
    const first = await importGedcom(familyDeps(), { ownerId, source: readBytes(name), fileName: 'Bach.ged' });
    const before = await storedCounts(familyDeps().store, ownerId);
    const second = await importGedcom(familyDeps(), { ownerId, source: readBytes(name), fileName: 'uploads/bach.GED' });
    expect(second.id).not.toBe(first.id);
    expect(await storedCounts(familyDeps().store, ownerId)).toEqual(before);
    expect(before.people).toBe(first.counts.people);
  }, 120_000);

  it('removes what a changed file no longer has', async () => {
    const ownerId = newOwner('changed');
    const text = new TextDecoder('latin1').decode(readBytes(name));
    await importGedcom(familyDeps(), { ownerId, source: new TextEncoder().encode(text), fileName: 'bach.ged' });
    const before = await storedCounts(familyDeps().store, ownerId);
    // Drop the last INDI record (and nothing else) from the file.
    const lines = text.split(/\r?\n/);
    const start = lines.map((line, i) => (/^0 @[^@]+@ INDI/.test(line) ? i : -1)).filter((i) => i >= 0).at(-1)!;
    let end = start + 1;
    while (!lines[end]!.startsWith('0 ')) end += 1;
    const changed = [...lines.slice(0, start), ...lines.slice(end)].join('\n');
    const record = await importGedcom(familyDeps(), { ownerId, source: new TextEncoder().encode(changed), fileName: 'bach.ged' });
    const after = await storedCounts(familyDeps().store, ownerId);
    expect(after.people).toBe(before.people - 1);
    expect(after).toEqual(record.counts);
  }, 120_000);

  it('a redelivered upload (same import id) finds its run instead of importing again', async () => {
    const ownerId = newOwner('redelivery');
    const first = await importGedcom(familyDeps(), { ownerId, source: readBytes(name), fileName: 'bach.ged', importId: 'UPLOAD0000000000000000001' });
    let read = false;
    const again = await importGedcom(familyDeps(), {
      ownerId,
      fileName: 'bach.ged',
      importId: 'UPLOAD0000000000000000001',
      source: () => {
        read = true;
        return [readBytes(name)];
      },
    });
    expect(again).toEqual(first);
    expect(read).toBe(false);
  }, 120_000);
});

describe('GET /imports and /imports/{id}', () => {
  it('lists the tree\'s imports newest first, with counts and warnings with line numbers, and only its own', async () => {
    const ownerId = newOwner('imports');
    const older = await importGedcom(familyDeps(), { ownerId, source: readBytes('real/bronte.ged'), fileName: 'bronte.ged' });
    const broken = new TextEncoder().encode('0 HEAD\n1 GEDC\n2 VERS 5.5.1\n0 @I1@ INDI\n1 NAME Ann /Lee/\n1 FAMC @F9@\nthis is not gedcom\n0 TRLR\n');
    const newer = await importGedcom(familyDeps(), { ownerId, source: broken, fileName: 'broken.ged' });
    const cookie = await signedInCookie(ownerId);
    const list = JSON.parse((await call(cookie, 'GET', '/imports')).text);
    expect(list.imports.map((i: { id: string }) => i.id)).toEqual([newer.id, older.id]);
    const one = JSON.parse((await call(cookie, 'GET', `/imports/${newer.id}`)).text).import;
    expect(one).toMatchObject({ file_name: 'broken.ged', status: 'done', counts: { people: 1 } });
    expect(one.warnings).toEqual(
      expect.arrayContaining([
        { line: 6, message: '@I1@ is a child of @F9@, which is not in the file' },
        expect.objectContaining({ line: 7 }),
      ]),
    );
    const stranger = await signedInCookie(newOwner('stranger'));
    expect((await call(stranger, 'GET', `/imports/${newer.id}`)).status).toBe(404);
    expect(JSON.parse((await call(stranger, 'GET', '/imports')).text).imports).toEqual([]);
  }, 120_000);

  it('pages every warning past the report\'s own (a file of 6,000) through GET /imports/{id}/warnings, for the tree\'s own only', async () => {
    const ownerId = newOwner('warnings');
    const people = 6_000;
    const lines = Array.from({ length: people }, (_, i) => `0 @I${i}@ INDI\n1 NAME Person${i} /Family/\n1 FAMS @F${i}@\n`).join('');
    const file = new TextEncoder().encode(`0 HEAD\n1 GEDC\n2 VERS 5.5.1\n${lines}0 TRLR\n`);
    const record = await importGedcom(familyDeps(), { ownerId, source: file, fileName: 'many-warnings.ged' });
    const cookie = await signedInCookie(ownerId);
    const report = JSON.parse((await call(cookie, 'GET', `/imports/${record.id}`)).text).import;
    expect(report.warning_count).toBe(people);
    expect(report.warning_pages).toBeGreaterThanOrEqual(2);
    const listed = [...report.warnings];
    for (let page: number | null = 1; page !== null; ) {
      const answer = await call(cookie, 'GET', `/imports/${record.id}/warnings?page=${page}`);
      expect(answer.status).toBe(200);
      // One page is one item (under 400 KB), so its answer is far under Lambda's 6 MB.
      expect(answer.text.length).toBeLessThan(150_000);
      const body = JSON.parse(answer.text) as { warnings: Array<{ line: number | null; message: string }>; next_page: number | null };
      listed.push(...body.warnings);
      page = body.next_page;
    }
    expect(listed).toHaveLength(people);
    expect(listed.map((warning) => warning.line)).toEqual(Array.from({ length: people }, (_, i) => 3 + i * 3 + 3));
    expect(listed.at(-1)).toEqual({ line: 3 + (people - 1) * 3 + 3, message: `@I${people - 1}@ is a spouse in @F${people - 1}@, which is not in the file` });

    const beyond = await call(cookie, 'GET', `/imports/${record.id}/warnings?page=${report.warning_pages + 1}`);
    expect(beyond.status).toBe(404);
    expect(JSON.parse(beyond.text).message).toBe(`This import has ${report.warning_pages} pages of warnings after its report's`);
    const zero = await call(cookie, 'GET', `/imports/${record.id}/warnings?page=0`);
    expect(zero.status).toBe(400);
    expect(zero.text).toContain('Pages of warnings start at 1');
    const stranger = await signedInCookie(newOwner('stranger'));
    expect((await call(stranger, 'GET', `/imports/${record.id}/warnings?page=1`)).status).toBe(404);
  }, 120_000);

  it('exports only the caller\'s tree', async () => {
    const ownerId = newOwner('mine');
    await importGedcom(familyDeps(), { ownerId, source: readBytes('real/bronte.ged'), fileName: 'bronte.ged' });
    const stranger = await call(await signedInCookie(newOwner('empty')), 'GET', '/export/gedcom');
    const records = parseGedcomText(stranger.text).records;
    expect(records.filter((r) => r.tag === 'INDI')).toEqual([]);
  });
});
