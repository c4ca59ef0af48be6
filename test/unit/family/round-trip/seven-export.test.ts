import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../../lambdas/domain/family/ids';
import type { GedcomDialect } from '../../../../lambdas/domain/gedcom';
import { exportGedcom } from '../../../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom } from '../../../../lambdas/domain/genealogy-import/import-gedcom';
import { GedcomReader } from '../../../../lambdas/domain/gedcom';
import { formatFinding, validateGedcom7 } from '../../../../lambdas/domain/gedcom/validate';
import { CORPUS } from '../../gedcom/corpus';
import { MemoryFamilyStore } from '../memory-family-store';
import { lineDifferences } from './gedcom-lines';

/**
 * Issue 32, item 1: a 5.5.1 file exported as 7.0 keeps everything, spelt as 7.0 requires
 * (files/seven-enumerations.ged holds one of each loss once seen).
 */
const FILE = fileURLToPath(new URL('./files/seven-enumerations.ged', import.meta.url));
const newDeps = () => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });

async function exported(bytes: Uint8Array, version: GedcomDialect) {
  const deps = newDeps();
  await importGedcom(deps, { ownerId: 'owner', source: bytes, fileName: 'seven.ged' });
  let text = '';
  for await (const chunk of exportGedcom(deps, { ownerId: 'owner', version, date: new Date(Date.UTC(2024, 0, 1)) })) text += chunk;
  return { text, deps };
}
const recordOf = (text: string, xref: string) => text.split('\n0 ').find((r) => r.startsWith(`${xref} `)) ?? '';

describe('a 5.5.1 file exported as 7.0', () => {
  it('keeps every PEDI, spelt as the 7.0 enumeration', async () => {
    const { text } = await exported(readFileSync(FILE), '7.0');
    expect(recordOf(text, '@I3@')).toContain('1 FAMC @F1@\n2 PEDI BIRTH');
    expect(recordOf(text, '@I4@')).toContain('1 FAMC @F1@\n2 PEDI FOSTER');
    expect(recordOf(text, '@I5@')).toContain('1 FAMC @F1@\n2 PEDI SEALING');
  });

  it('names a language by its BCP 47 tag in the records too, and a 5.5.1 export names it again', async () => {
    const submitter = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8', '1 SUBM @U1@', '0 @U1@ SUBM', '1 NAME Ann', '1 LANG English', '1 LANG Serbian', '0 @I1@ INDI', '1 NAME Ann /Lee/', '0 TRLR', ''].join('\n');
    const { text } = await exported(new TextEncoder().encode(submitter), '7.0');
    expect(recordOf(text, '@U1@')).toBe('@U1@ SUBM\n1 NAME Ann\n1 LANG en\n1 LANG sr');
    const back = await exported(new TextEncoder().encode(text), '5.5.1');
    expect(recordOf(back.text, '@U1@')).toBe('@U1@ SUBM\n1 NAME Ann\n1 LANG English\n1 LANG Serbian');
  });

  it("writes an ordinance's temple code, which 5.5.1 files put after the date, as its TEMP", async () => {
    const ordinances = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8', '0 @I1@ INDI', '1 NAME Ann /Lee/', '1 ENDL', '2 DATE 22 AUG 1877 SG', '1 BAPL', '2 DATE 5 MAY 1900 BCE', '0 TRLR', ''].join('\n');
    const { text } = await exported(new TextEncoder().encode(ordinances), '7.0');
    expect(recordOf(text, '@I1@')).toContain('1 ENDL\n2 DATE 22 AUG 1877\n2 TEMP SG\n');
    // An era is no temple.
    expect(recordOf(text, '@I1@')).toContain('1 BAPL\n2 DATE 5 MAY 1900 BCE');
    expect(validateGedcom7(new TextEncoder().encode(text)).findings.map(formatFinding)).toEqual([]);
  });

  it('keeps a structure 7.0 allows once but the file repeats (two TITL of a source) as an extension, valid, and a 5.5.1 export writes both again', async () => {
    const source = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8', '0 @S1@ SOUR', '1 TITL Everything about GEDCOM Tags', '1 TITL Everything about GEDCOM Tags LOL', '1 ABBR All About Tags', '0 @I1@ INDI', '1 NAME Ann /Lee/', '2 SOUR @S1@', '0 TRLR', ''].join('\n');
    const { text } = await exported(new TextEncoder().encode(source), '7.0');
    expect(recordOf(text, '@S1@')).toBe('@S1@ SOUR\n1 TITL Everything about GEDCOM Tags\n1 _TITL Everything about GEDCOM Tags LOL\n1 ABBR All About Tags');
    expect(text).toContain('2 TAG _TITL https://gedcom.io/terms/v5.5.1/TITL');
    expect(validateGedcom7(new TextEncoder().encode(text)).findings.map(formatFinding)).toEqual([]);
    const back = await exported(new TextEncoder().encode(text), '5.5.1');
    expect(recordOf(back.text, '@S1@')).toBe('@S1@ SOUR\n1 TITL Everything about GEDCOM Tags\n1 TITL Everything about GEDCOM Tags LOL\n1 ABBR All About Tags');
  });

  it("writes RIN and AFN as EXIDs in the identifiers' places", async () => {
    const bytes = new TextEncoder().encode(readFileSync(FILE, 'utf8').replace('0 @I3@ INDI\n', '0 @I3@ INDI\n1 AFN 1G40-FM\n'));
    const { text } = await exported(bytes, '7.0');
    expect(recordOf(text, '@I3@')).toMatch(/^@I3@ INDI\n1 EXID 1G40-FM\n2 TYPE https:\/\/gedcom.io\/terms\/v7\/AFN\n/);
  });

  it("moves a multimedia record's title from beside its FILE (as 5.5 wrote it) under the FILE, where 7.0 has it, and a 5.5.1 export keeps it there", async () => {
    const media = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8', '0 @M1@ OBJE', '1 FILE ada.jpg', '2 FORM jpg', '1 TITL Ada aged 20', '0 @I1@ INDI', '1 NAME Ada /Lee/', '1 OBJE @M1@', '0 TRLR', ''].join('\n');
    const { text } = await exported(new TextEncoder().encode(media), '7.0');
    expect(recordOf(text, '@M1@')).toBe('@M1@ OBJE\n1 FILE ada.jpg\n2 FORM image/jpeg\n2 TITL Ada aged 20');
    expect(validateGedcom7(new TextEncoder().encode(text)).findings.map(formatFinding)).toEqual([]);
    const { text: five } = await exported(new TextEncoder().encode(text), '5.5.1');
    expect(recordOf(five, '@M1@')).toBe('@M1@ OBJE\n1 FILE ada.jpg\n2 FORM jpg\n2 TITL Ada aged 20');
  });

  it('spells an unknown pedigree as OTHER with its PHRASE', async () => {
    const bytes = new TextEncoder().encode(readFileSync(FILE, 'utf8').replace('PEDI sealing', 'PEDI step'));
    const { text } = await exported(bytes, '7.0');
    expect(recordOf(text, '@I5@')).toContain('1 FAMC @F1@\n2 PEDI OTHER\n3 PHRASE step');
  });

  it('keeps a pointer to a non-standard record a pointer, in 7.0 as an extension declared as the 5.5.1 structure', async () => {
    const five = await exported(readFileSync(FILE), '5.5.1');
    expect(recordOf(five.text, '@S1@')).toContain('1 TITL @R1@\n');
    const { text } = await exported(readFileSync(FILE), '7.0');
    expect(recordOf(text, '@S1@')).toBe('@S1@ SOUR\n1 _TITL @R1@\n1 AUTH Someone');
    expect(text.split('\n0 ')[0]).toContain('\n2 TAG _TITL https://gedcom.io/terms/v5.5.1/TITL\n');
    for (const written of [five.text, text]) expect(written).not.toContain('@@R1@');
  });

  it('reads such an extension back as the 5.5.1 structure it stands for: the record too, and the 7.0 export again is the same', async () => {
    const original = readFileSync(fileURLToPath(new URL('./files/structures.ged', import.meta.url)));
    const { text: seven } = await exported(original, '7.0');
    expect(recordOf(seven, '@R1@')).toBe('@R1@ _TITL\n1 NOTE A title record from another program');
    expect(recordOf(seven, '@I1@')).toContain('2 DATE 1920\n1 _TITL @R1@\n1 _ANCI HIGH\n');
    const back = await exported(new TextEncoder().encode(seven), '5.5.1');
    expect(recordOf(back.text, '@R1@')).toBe('@R1@ TITL\n1 NOTE A title record from another program');
    expect(recordOf(back.text, '@I1@')).toContain('2 DATE 1920\n1 TITL @R1@\n1 ANCI HIGH\n');
    expect((await exported(new TextEncoder().encode(seven), '7.0')).text).toBe(seven);
  });

  it('writes a free-text name type as TYPE OTHER with its PHRASE', async () => {
    const { text } = await exported(readFileSync(FILE), '7.0');
    expect(recordOf(text, '@I2@')).toContain('1 NAME Mary /Jones/\n2 TYPE OTHER\n3 PHRASE stage name\n');
  });

  it('keeps dates the 7.0 grammar cannot hold whole, in a PHRASE', async () => {
    const { text } = await exported(readFileSync(FILE), '7.0');
    expect(recordOf(text, '@I1@')).toMatch(/2 DATE [^\n]*\n3 PHRASE 23 AD\n/);
    expect(recordOf(text, '@I2@')).toMatch(/2 DATE[^\n]*\n3 PHRASE 18 to 26 BC\n/);
    expect(recordOf(text, '@I2@')).not.toContain('FROM 18 TO 26');
    // And they come back as they were.
    const again = newDeps();
    await importGedcom(again, { ownerId: 'owner', source: new TextEncoder().encode(text), fileName: 'again.ged' });
    expect([...again.store.events.values()].map((e) => e.startDate)).toEqual(expect.arrayContaining(['23 AD', '18 to 26 BC']));
  });

  it('invents no TYPE for an event whose file gave an empty one', async () => {
    for (const version of ['5.5.1', '7.0'] as const) {
      const { text } = await exported(readFileSync(FILE), version);
      const event = recordOf(text, '@I2@').split('\n1 EVEN')[1]!.split('\n1 ')[0]!;
      expect(event.match(/\n2 TYPE/g)).toHaveLength(1);
      expect(event).not.toContain('Custom');
    }
  });

  it('keeps 5.5.1 structures 7.0 dropped or moved as extensions declared as those structures, which come back in 5.5.1', async () => {
    const original = readFileSync(fileURLToPath(new URL('./files/structures.ged', import.meta.url)));
    const { text: seven } = await exported(original, '7.0');
    expect(recordOf(seven, '@U1@')).toContain('1 _COMM Typed from the family bible');
    expect(recordOf(seven, '@I1@')).toContain('1 _ANCI HIGH\n1 _SLGC\n2 DATE 30 APR 1968 LA\n2 STAT Cleared\n');
    expect(recordOf(seven, '@I2@')).toContain('1 BAPL\n2 DATE 1900\n2 _STAT Cleared\n1 FAMS @F1@\n1 _OBJE @M1@');
    // A 5.5 picture held in a BLOB (7.0 has none): the record and every pointer to it.
    expect(recordOf(seven, '@M1@')).toMatch(/^@M1@ _OBJE\n1 FORM PICT\n1 TITL A flower\n1 BLOB\n2 CONT /);
    expect(recordOf(seven, '@I3@')).toContain('2 PLAC Leeds\n3 _SOUR @S1@\n');
    expect(recordOf(seven, '@F1@')).toContain('1 CHIL @I4@\n2 _SLGC\n3 DATE 1970\n1 ENGA\n2 DATE 1919\n2 _AGE 20');
    for (const tag of ['COMM', 'ANCI', 'SLGC', 'STAT', 'SOUR', 'AGE', 'OBJE']) expect(seven).toContain(`2 TAG _${tag} https://gedcom.io/terms/v5.5.1/${tag}\n`);
    const back = await exported(new TextEncoder().encode(seven), '5.5.1');
    const differences = lineDifferences(await new GedcomReader([original]).toArray(), await new GedcomReader([new TextEncoder().encode(back.text)]).toArray());
    // The one change: 7.0's date grammar has no leading space, which 5.5.1 files wrote.
    expect(differences).toEqual(['line 33: 2 DATE " 5 MAY 1930"  ->  2 DATE "5 MAY 1930"']);
  });

  it('writes values 7.0 types differently as 7.0 allows, keeping what they say', async () => {
    const { text } = await exported(readFileSync(FILE), '7.0');
    const john = recordOf(text, '@I1@');
    expect(john).toContain('1 CENS\n2 TYPE Home - England\n2 DATE 1891\n');
    expect(john).toContain('1 CONL\n');
    expect(john).toContain('1 _ALIA Johnny Smith\n');
    expect(text).toContain('2 TAG _ALIA https://gedcom.io/terms/v5.5.1/ALIA\n');
    expect(recordOf(text, '@F1@')).toContain('1 NO DIV\n1 MARR\n');
    expect(recordOf(text, '@F1@')).toContain('3 EVEN EVEN\n4 PHRASE Wedding in the register\n4 ROLE HUSB');
    expect(recordOf(text, '@M1@')).toContain('1 FILE photos/john%20at%2020%25.jpg\n');
    expect(recordOf(text, '@M1@')).toContain('1 FILE https://example.org/a%20b.jpg\n');
  });

  it('reads them back to the 5.5.1 lines, but for the deliberate mappings', async () => {
    const original = readFileSync(FILE);
    const { text: seven } = await exported(original, '7.0');
    const again = newDeps();
    let files: string[] = [];
    await importGedcom(again, { ownerId: 'owner', source: new TextEncoder().encode(seven), fileName: 'again.ged', onMediaReferences: async (found) => void (files = found.map((f) => f.fileName)) });
    // The file a person must upload is named as the 5.5.1 file named it.
    expect(files).toEqual(['photos/john at 20%.jpg']);
    let back = '';
    for await (const chunk of exportGedcom(again, { ownerId: 'owner', version: '5.5.1', date: new Date(Date.UTC(2024, 0, 1)) })) back += chunk;
    expect(recordOf(back, '@F1@')).toContain('1 DIV N\n1 MARR\n2 DATE 1900\n2 SOUR @S1@\n3 PAGE 12\n3 EVEN Wedding in the register\n4 ROLE HUSB');
    expect(recordOf(back, '@M1@')).toContain('1 FILE photos/john at 20%.jpg\n');
    // Every line of the records, compared as a whole: what the trip changes is the mappings above
    // and dates 5.5.1's grammar cannot hold either, kept whole as a phrase (five-respell.ts and the
    // export's dates put 7.0's enumerations, name types and media types back in 5.5.1's words).
    const body = (text: string) => text.split('\n0 ').slice(1).join('\n').split('\n');
    const [before, after] = [body(original.toString()), body(back)];
    const missing = before.filter((line) => !after.includes(line));
    const added = after.filter((line) => !before.includes(line));
    expect({ missing, added }).toEqual({
      missing: ['2 DATE 23 AD', '1 CENS Home - England', '1 CONL Y', '2 DATE 18 to 26 BC', '1 FILE https://example.org/a b.jpg'],
      // Deliberate (seven-respell.ts): an event's text is its TYPE, an ordinance's Y is dropped, a URL
      // has no space; a date with words 5.5.1's grammar has not ('AD', a range as 'to') is interpreted or a phrase.
      added: ['2 DATE INT 023 (23 AD)', '1 CENS', '2 TYPE Home - England', '1 CONL', '2 DATE (18 to 26 BC)', '1 FILE https://example.org/a%20b.jpg'],
    });
  });

  it("keeps the header's note, language, place format and copyright in both versions", async () => {
    for (const version of ['5.5.1', '7.0'] as const) {
      const { text } = await exported(readFileSync(FILE), version);
      const head = text.split('\n0 ')[0]!;
      expect(head).toContain('1 COPR Copyright the Test family');
      expect(head).toContain(version === '7.0' ? '1 LANG en' : '1 LANG English');
      expect(head).toContain('1 PLAC\n2 FORM City, County, State, Country');
      expect(head).toContain('1 NOTE A header note\n2 CONT on two lines');
    }
  });
});

describe('multimedia in a 5.5 or 5.5.1 file exported as 7.0', () => {
  const MEDIA = [
    '0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8',
    '0 @I1@ INDI', '1 NAME Joseph /Kennedy/',
    // 5.5: FORM beside FILE, under an OBJE link.
    '1 OBJE', '2 FORM jpeg', '2 FILE photos/joseph.jpeg', '2 TITL Joseph',
    // A 7.0 media type given already stays as it is.
    '1 OBJE', '2 FILE photos/rose.png', '3 FORM image/png',
    // 5.5.1: FORM under FILE, with the source's medium as its TYPE.
    '0 @M1@ OBJE', '1 FILE documents/election.tif', '2 FORM tif', '3 TYPE newspaper', '2 TITL Evening Sun, 9 November 1960',
    // No FORM at all: the file's extension tells, or nothing does.
    '0 @M2@ OBJE', '1 FILE letters/1952.pdf', '1 FILE scans/unknown',
    '0 TRLR', '',
  ].join('\n');

  it('names each file\'s format by its media type, under its FILE, and the medium as MEDI', async () => {
    const { text } = await exported(new TextEncoder().encode(MEDIA), '7.0');
    expect(recordOf(text, '@M1@')).toContain('1 FILE documents/election.tif\n2 FORM image/tiff\n3 MEDI NEWSPAPER\n');
    expect(recordOf(text, '@M2@')).toContain('1 FILE letters/1952.pdf\n2 FORM application/pdf\n1 FILE scans/unknown\n2 FORM application/octet-stream');
    // Inline multimedia becomes an OBJE record (7.0 has no other kind), its TITL staying on the pointer.
    const person = recordOf(text, '@I1@');
    expect(person).toContain('1 OBJE @M3@\n2 TITL Joseph\n1 OBJE @M4@');
    expect(recordOf(text, '@M3@')).toBe('@M3@ OBJE\n1 FILE photos/joseph.jpeg\n2 FORM image/jpeg');
    expect(recordOf(text, '@M4@')).toContain('1 FILE photos/rose.png\n2 FORM image/png');
    expect(text).not.toMatch(/\n\d TYPE newspaper/);
  });

  it('leaves the 5.5.1 export as the file had it', async () => {
    const { text } = await exported(new TextEncoder().encode(MEDIA), '5.5.1');
    expect(recordOf(text, '@M1@')).toContain('1 FILE documents/election.tif\n2 FORM tif\n3 TYPE newspaper');
  });
});

/** The specification's own tables: structure URI -> enumeration set, set -> values. */
function specEnumerations(): Map<string, Set<string>> {
  const spec = `${CORPUS}gedcom7-spec/`;
  const rows = (file: string) => readFileSync(`${spec}${file}`, 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'));
  const values = new Map<string, Set<string>>();
  // A value's tag is its term definition's 'standard tag' (enum-ADOP-HUSB is HUSB).
  const tagOf = (uri: string) => /^standard tag: '?([^'\n]+)'?$/m.exec(readFileSync(`${spec}tags/${uri.replace(/^.*\//, '')}`, 'utf8'))?.[1] ?? uri;
  for (const [set, value] of rows('enumerationsets.tsv')) values.set(set!, (values.get(set!) ?? new Set()).add(tagOf(value!)));
  const byStructure = new Map<string, Set<string>>();
  for (const [structure, set] of rows('enumerations.tsv')) byStructure.set(structure!.replace(/^.*\//, ''), values.get(set!) ?? new Set());
  return byStructure;
}

describe('the 7.0 export of every small file', () => {
  it('spells every enumeration with a value of the specification\'s set', async () => {
    const sets = specEnumerations();
    // Structure names of the specification (tags/) by the tag and the tag above it.
    const structureOf = (tag: string, parent: string) =>
      ({ PEDI: 'PEDI', MEDI: 'MEDI', ROLE: 'ROLE', RESN: 'RESN', SEX: 'SEX', QUAY: 'QUAY' })[tag] ??
      (tag === 'ADOP' && parent === 'FAMC' ? 'FAMC-ADOP' : tag === 'STAT' && parent === 'FAMC' ? 'FAMC-STAT' : tag === 'TYPE' && parent === 'NAME' ? 'NAME-TYPE' : undefined);
    const files = readdirSync(fileURLToPath(new URL('./files/', import.meta.url))).filter((f) => f.endsWith('.ged'));
    const wrong: string[] = [];
    for (const name of files) {
      const { text } = await exported(readFileSync(fileURLToPath(new URL(`./files/${name}`, import.meta.url))), '7.0');
      const stack: string[] = [];
      for (const line of text.split('\n')) {
        const found = /^(\d+) (?:@[^@]+@ )?(\S+)(?: (.*))?$/.exec(line);
        if (!found) continue;
        const level = Number(found[1]);
        stack[level] = found[2]!;
        const structure = structureOf(found[2]!, stack[level - 1] ?? '');
        const set = structure ? sets.get(structure) : undefined;
        if (!set || found[3] === undefined || found[3].startsWith('@')) continue;
        const values = structure === 'RESN' ? found[3].split(',').map((v) => v.trim()) : [found[3]];
        for (const v of values) if (!set.has(v) && !v.startsWith('_')) wrong.push(`${name}: ${line}`);
      }
    }
    expect(sets.get('PEDI')).toEqual(new Set(['ADOPTED', 'BIRTH', 'FOSTER', 'OTHER', 'SEALING']));
    expect(wrong).toEqual([]);
  });
});
