import { describe, expect, it } from 'vitest';
import { newId } from '../../../lambdas/domain/family/ids';
import { exportGedcom } from '../../../lambdas/domain/genealogy-import/export-gedcom';
import type { ImportWarning } from '../../../lambdas/domain/family/records';
import { importGedcom } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import { getImportWarnings } from '../../../lambdas/domain/genealogy-import/import-records';
import { RECORD_WARNING_BYTES, WARNING_PAGE_BYTES, warningBytes } from '../../../lambdas/domain/genealogy-import/warning-pages';
import { MemoryFamilyStore } from './memory-family-store';

/** Issue 32, item 2: what the import report says is what was stored. */
const newDeps = () => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });
const gedcom = (lines: string) => new TextEncoder().encode(`0 HEAD\n1 GEDC\n2 VERS 5.5.1\n2 FORM LINEAGE-LINKED\n1 CHAR UTF-8\n${lines}0 TRLR\n`);

const DUPLICATED = gedcom(
  [
    '0 @I59@ INDI', '1 NAME Anna /First/', '1 SEX F', '1 FAMS @F1@',
    '0 @I60@ INDI', '1 NAME Carl /Husband/', '1 SEX M', '1 FAMS @F1@',
    '0 @I59@ INDI', '1 NAME Bruno /Second/', '1 SEX M', '1 FAMS @F2@',
    '0 @I61@ INDI', '1 NAME Dora /Wife/', '1 SEX F', '1 FAMS @F2@',
    '0 @F1@ FAM', '1 HUSB @I60@', '1 WIFE @I59@',
    '0 @F2@ FAM', '1 HUSB @I59@', '1 WIFE @I61@',
    '',
  ].join('\n'),
);

describe('a duplicated record id', () => {
  it('makes two people, each with their own name and sex, and a warning that says what was done', async () => {
    const deps = newDeps();
    const record = await importGedcom(deps, { ownerId: 'owner', source: DUPLICATED, fileName: 'dup.ged' });
    const people = [...deps.store.people.values()].map((p) => `${p.names[0]!.first} ${p.names[0]!.last} ${p.sex}`).sort();
    expect(people).toEqual(['Anna First Female', 'Bruno Second Male', 'Carl Husband Male', 'Dora Wife Female']);
    expect(record.warnings).toEqual([
      {
        line: 14,
        message: '@I59@ is used by more than one record (first at line 6): this INDI was imported as another record, @I59_2@; pointers to @I59@ go to the first, but in @F2@, which this record names, @I59@ means @I59_2@',
      },
    ]);
    // Each family has its own couple: no one is both a wife and a husband.
    const nameOf = (id: string | null) => (id ? deps.store.people.get(`owner#${id}`)?.names[0]?.first ?? [...deps.store.people.values()].find((p) => p.id === id)?.names[0]?.first : undefined);
    const couples = [...deps.store.families.values()].map((f) => `${nameOf(f.husbandId)}+${nameOf(f.wifeId)}`).sort();
    expect(couples).toEqual(['Bruno+Dora', 'Carl+Anna']);
    expect(record.counts.people).toBe(deps.store.people.size);
    expect(record.counts.families).toBe(2);
  });

  it('the export keeps both people', async () => {
    const deps = newDeps();
    await importGedcom(deps, { ownerId: 'owner', source: DUPLICATED, fileName: 'dup.ged' });
    let text = '';
    for await (const chunk of exportGedcom(deps, { ownerId: 'owner', version: '5.5.1', date: new Date(Date.UTC(2024, 0, 1)) })) text += chunk;
    expect(text).toContain('0 @I59@ INDI\n1 NAME Anna /First/');
    expect(text).toContain('0 @I59_2@ INDI\n1 NAME Bruno /Second/');
    expect(text).toContain('0 @F2@ FAM\n1 HUSB @I59_2@\n1 WIFE @I61@');
  });
});

describe('the report counts', () => {
  it('every record type, equal to what is stored', async () => {
    const deps = newDeps();
    const source = gedcom(
      [
        '0 @I1@ INDI', '1 NAME Anna /First/', '1 NOTE @N1@',
        '0 @S1@ SOUR', '1 TITL Register', '1 REPO @R1@',
        '0 @R1@ REPO', '1 NAME Archive',
        '0 @N1@ NOTE A shared note',
        '0 @O1@ OBJE', '1 FILE photo.jpg', '2 FORM jpg',
        '0 @O2@ OBJE', '1 FILE scan.png', '2 FORM png',
        '0 @U1@ SUBM', '1 NAME Someone',
        '0 @X1@ _PLAC', '1 NAME Somewhere',
        '',
      ].join('\n'),
    );
    const record = await importGedcom(deps, { ownerId: 'owner', source, fileName: 'records.ged' });
    expect(record.counts).toEqual({ people: 1, families: 0, events: 0, notes: 1, citations: 0, sources: 1, media: 2, repositories: 1, noteRecords: 1, submitters: 1, otherRecords: 1 });
    expect(record.counts.people).toBe(deps.store.people.size);
    expect(record.counts.sources).toBe(deps.store.sources.size);
    // Kept records: the five counted, and the header's kept parts (none in this file).
    expect(deps.store.raws.size).toBe(6);
  });
});

/** A file whose every person names a family that is not in it: one warning of about 80 bytes each. */
const brokenFamilies = (people: number) => gedcom(Array.from({ length: people }, (_, i) => `0 @I${i}@ INDI\n1 NAME Person${i} /Family/\n1 FAMS @F${i}@\n`).join(''));

describe('the report lists', () => {
  it('every warning past what the record holds, in pages of their own, in line order', async () => {
    const deps = newDeps();
    const record = await importGedcom(deps, { ownerId: 'owner', source: brokenFamilies(6_000), fileName: 'many.ged' });
    expect(record.warningCount).toBe(6_000);
    expect(record.warningPages).toBeGreaterThanOrEqual(2);
    const pages: ImportWarning[][] = [];
    for (let page = 1; page <= record.warningPages!; page += 1) pages.push((await deps.store.getImportWarningPage('owner', record.id, page))!);
    const bytes = (warnings: readonly ImportWarning[]) => warnings.reduce((sum, warning) => sum + warningBytes(warning), 0);
    expect(bytes(record.warnings)).toBeLessThanOrEqual(RECORD_WARNING_BYTES);
    for (const page of pages) expect(bytes(page)).toBeLessThanOrEqual(WARNING_PAGE_BYTES);
    const all = [...record.warnings, ...pages.flat()];
    expect(all).toHaveLength(6_000);
    expect(all.map((warning) => warning.line)).toEqual(Array.from({ length: 6_000 }, (_, i) => 5 + i * 3 + 3));
    expect(all[5_999]).toEqual({ line: 5 + 5_999 * 3 + 3, message: '@I5999@ is a spouse in @F5999@, which is not in the file' });

    // The same bytes again write nothing of the tree, and the new run lists the same warnings.
    const again = await importGedcom(deps, { ownerId: 'owner', source: brokenFamilies(6_000), fileName: 'many.ged' });
    expect(again.id).not.toBe(record.id);
    expect(again.warningPages).toBe(record.warningPages);
    expect(await deps.store.getImportWarningPage('owner', again.id, record.warningPages!)).toEqual(pages.at(-1));
  });

  it('a page at a time through GET /imports/{id}/warnings, and says when there is no such page', async () => {
    const deps = newDeps();
    const record = await importGedcom(deps, { ownerId: 'owner', source: brokenFamilies(6_000), fileName: 'many.ged' });
    const first = await getImportWarnings(deps, 'owner', record.id, 1);
    expect(first.warnings[0]!.line).toBe(record.warnings.at(-1)!.line! + 3);
    expect(first.nextPage).toBe(2);
    expect((await getImportWarnings(deps, 'owner', record.id, record.warningPages!)).nextPage).toBeNull();
    await expect(getImportWarnings(deps, 'owner', record.id, record.warningPages! + 1)).rejects.toThrow(`This import has ${record.warningPages} pages of warnings after its report's`);
    await expect(getImportWarnings(deps, 'someone else', record.id, 1)).rejects.toThrow('That import is not in your family tree');
    const small = await importGedcom(deps, { ownerId: 'owner', source: brokenFamilies(3), fileName: 'small.ged' });
    expect(small.warningPages).toBe(0);
    await expect(getImportWarnings(deps, 'owner', small.id, 1)).rejects.toThrow('Every warning of this import is on its report');
  });

  it('every warning, not only the first 100', async () => {
    const lines = Array.from({ length: 250 }, (_, i) => `0 @I${i}@ INDI\n1 NAME Person${i} /Family/\n1 FAMS @F${i}@\n`).join('');
    const record = await importGedcom(newDeps(), { ownerId: 'owner', source: gedcom(lines), fileName: 'many.ged' });
    expect(record.warningCount).toBe(250);
    expect(record.warnings).toHaveLength(250);
    expect(record.warnings[249]).toEqual({ line: 5 + 249 * 3 + 3, message: '@I249@ is a spouse in @F249@, which is not in the file' });
  });
});

describe('a date the file writes that cannot be read', () => {
  const UNREADABLE = gedcom(
    [
      '0 @I1@ INDI', '1 NAME Ann /Early/', '1 BIRT', '2 DATE ABT 1751/43', '1 CHR', '2 DATE 12 Spring 1752',
      '0 @I2@ INDI', '1 NAME Bob /Early/', '1 BIRT', '2 DATE 1701/99', '1 DEAT', '2 DATE BET 1760 AND 1770', '1 BURI', '2 DATE (after the war)', '1 FAMS @F1@',
      '0 @F1@ FAM', '1 HUSB @I2@', '1 CHIL @I3@', '1 MARR', '2 DATE sometime',
      '0 @I3@ INDI', '1 NAME Cal /Early/', '1 FAMC @F1@', '1 BIRT', '2 DATE 31 FEB 1780',
      '',
    ].join('\n'),
  );

  it('is kept as written, placed by the first year in it, and reported at its line; readable dates and phrases are not', async () => {
    const deps = newDeps();
    const record = await importGedcom(deps, { ownerId: 'owner', source: UNREADABLE, fileName: 'dates.ged' });
    const events = [...deps.store.events.values()];
    const byDate = (text: string) => events.find((event) => event.startDate === text)!;
    expect(byDate('ABT 1751/43').sortDate).toBe('11751-00-00');
    expect(byDate('12 Spring 1752').sortDate).toBe('11752-00-00');
    expect(byDate('1701/99').sortDate).toBe('11701-00-00');
    expect(byDate('sometime').sortDate).toBeNull();
    expect(byDate('BET 1760 AND 1770').sortDate).toBe('11760-00-00');
    // Said in words (the parser's own texts are for the log), of the person whose event it is: Cal's birth, not his parents' family.
    const error = 'a day or year in it is not one a calendar has';
    expect(record.warnings).toEqual([
      { line: 9, message: `Ann Early (@I1@): the birth date "ABT 1751/43" cannot be read as a date (${error}); it is kept as written and placed in 1751` },
      { line: 11, message: 'Ann Early (@I1@): the Christening date "12 Spring 1752" cannot be read as a date (a word in it is not a month we know); it is kept as written and placed in 1752' },
      { line: 15, message: `Bob Early (@I2@): the birth date "1701/99" cannot be read as a date (${error}); it is kept as written and placed in 1701` },
      { line: 25, message: expect.stringMatching(/^@F1@: the marriage date "sometime" cannot be read as a date \(.*\); it is kept as written and not placed on the timeline$/) },
      { line: 30, message: `Cal Early (@I3@): the birth date "31 FEB 1780" cannot be read as a date (${error}); it is kept as written and placed in 1780` },
    ]);
  });
});
