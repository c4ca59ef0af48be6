import { describe, expect, it } from 'vitest';
import { newId } from '../../../../lambdas/domain/family/ids';
import type { GedcomDialect } from '../../../../lambdas/domain/gedcom';
import { exportGedcom } from '../../../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom } from '../../../../lambdas/domain/genealogy-import/import-gedcom';
import { GedcomReader } from '../../../../lambdas/domain/gedcom';
import { MemoryFamilyStore } from '../memory-family-store';
import { lineDifferences } from './gedcom-lines';

/**
 * Issue 32: a GEDCOM 7.0 file exported as 5.5.1 says what the 7.0 file said in 5.5.1's words,
 * one class of what was lost each (five-respell.ts, the export's dates).
 */
const SEVEN = [
  '0 HEAD', '1 GEDC', '2 VERS 7.0',
  '0 @I1@ INDI',
  '1 NAME Ann /Lee/', '2 TYPE OTHER', '3 PHRASE stage name',
  '1 NAME Ann /Hall/', '2 TYPE MAIDEN',
  '1 RESN CONFIDENTIAL',
  '1 BIRT', '2 DATE 23', '3 PHRASE 23 AD',
  '1 CHR', '2 DATE 5 MAY 30', '3 PHRASE on a Sunday', '2 AGE < 8y', '3 PHRASE Child',
  '1 DEAT', '2 DATE', '3 PHRASE 18 to 26 BC',
  '1 FAMC @F1@', '2 PEDI FOSTER', '2 STAT PROVEN',
  '1 FAMC @F2@', '2 PEDI OTHER', '3 PHRASE step',
  '1 ASSO @I2@', '2 ROLE OTHER', '3 PHRASE godfather',
  '1 BAPL', '2 DATE 1 JAN 1900', '2 STAT DNS_CAN', '3 DATE 2 JAN 1900',
  '1 SOUR @S1@', '2 EVEN BIRT', '3 ROLE OTHER', '4 PHRASE midwife',
  '1 OBJE @M1@',
  '0 @I2@ INDI', '1 NAME Bob /Lee/',
  '0 @F1@ FAM', '1 HUSB @I2@', '1 CHIL @I1@',
  '0 @F2@ FAM', '1 CHIL @I1@',
  '0 @S1@ SOUR', '1 TITL Parish register', '1 LANG de', '1 LANG en-GB',
  '1 DATA', '2 EVEN BIRT', '3 DATE FROM 1700 TO 1750', '4 PHRASE early 18th century', '2 DATE 3 MAR 1701', '3 PHRASE St. David\'s day',
  '0 @M1@ OBJE', '1 FILE photos/ann.jpg', '2 FORM image/jpeg', '3 MEDI OTHER', '4 PHRASE glass plate', '1 FILE scans/ann.tif', '2 FORM image/tiff', '3 MEDI PHOTO',
  '0 TRLR', '',
].join('\n');

const newDeps = () => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });

async function exported(text: string, version: GedcomDialect) {
  const deps = newDeps();
  await importGedcom(deps, { ownerId: 'owner', source: new TextEncoder().encode(text), fileName: 'seven.ged' });
  let out = '';
  for await (const chunk of exportGedcom(deps, { ownerId: 'owner', version, date: new Date(Date.UTC(2024, 0, 1)) })) out += chunk;
  return out;
}
const recordOf = (text: string, xref: string) => text.split('\n0 ').find((r) => r.startsWith(`${xref} `)) ?? '';

describe('a 7.0 file exported as 5.5.1', () => {
  it('writes a name type OTHER as the words of its PHRASE, and 7.0 types in 5.5.1 spelling', async () => {
    const ann = recordOf(await exported(SEVEN, '5.5.1'), '@I1@');
    expect(ann).toContain('1 NAME Ann /Lee/\n2 TYPE stage name\n');
    expect(ann).toContain('1 NAME Ann /Hall/\n2 TYPE maiden\n');
  });

  it('spells enumerations as 5.5.1 does: PEDI, STAT, RESN in lower case, OTHER by its PHRASE, a role in parentheses', async () => {
    const ann = recordOf(await exported(SEVEN, '5.5.1'), '@I1@');
    expect(ann).toContain('1 RESN confidential\n');
    expect(ann).toContain('1 FAMC @F1@\n2 PEDI foster\n2 STAT proven\n');
    expect(ann).toContain('1 FAMC @F2@\n2 PEDI step\n');
    expect(ann).toContain('1 ASSO @I2@\n2 RELA godfather\n');
    expect(ann).toContain('2 STAT DNS/CAN\n');
    expect(ann).toContain('2 EVEN BIRT\n3 ROLE (midwife)\n');
    expect(ann).not.toMatch(/^\d+ _?PHRASE/m);
  });

  it("names a file's format as 5.5.1 does, and its medium as the FORM's TYPE", async () => {
    const media = recordOf(await exported(SEVEN, '5.5.1'), '@M1@');
    expect(media).toBe('@M1@ OBJE\n1 FILE photos/ann.jpg\n2 FORM jpg\n3 TYPE glass plate\n1 FILE scans/ann.tif\n2 FORM tif\n3 TYPE photo');
  });

  it('keeps dates the 5.5.1 grammar cannot hold as they were written, interpreted or as a phrase', async () => {
    const text = await exported(SEVEN, '5.5.1');
    const ann = recordOf(text, '@I1@');
    expect(ann).toContain('1 BIRT\n2 DATE INT 023 (23 AD)\n');
    expect(ann).toContain('1 DEAT\n2 DATE (18 to 26 BC)\n');
    expect(ann).toContain('2 DATE INT 5 MAY 030 (on a Sunday)\n');
    // Kept structures too: a single date interpreted, a range kept (5.5.1 interprets single dates only)
    // with its words as the extension _PHRASE (5.5.1's INT takes a single date).
    const source = recordOf(text, '@S1@');
    expect(source).toContain('3 DATE FROM 1700 TO 1750\n4 _PHRASE early 18th century\n');
    expect(source).toMatch(/\n2 DATE INT 3 MAR 1701 \(St. David's day\)$/);
    expect(text).not.toMatch(/^\d+ PHRASE/m);
  });

  it("writes an age's 5.5.1 word and a language by its 5.5.1 name", async () => {
    const text = await exported(SEVEN, '5.5.1');
    expect(recordOf(text, '@I1@')).toContain('2 AGE Child\n');
    // A tag with a region says more than 5.5.1's name for the language: kept.
    expect(recordOf(text, '@S1@')).toContain('1 LANG German\n1 LANG en-GB\n');
  });

  it("writes an EXID typed as 5.5.1's AFN or RIN as that identifier, and a DATE that is only a PHRASE as the phrase", async () => {
    const seven = SEVEN.replace('1 OBJE @M1@', ['1 OBJE @M1@', '1 EXID 1G40-FM', '2 TYPE https://gedcom.io/terms/v7/AFN', '1 SLGC', '2 DATE', '3 PHRASE SUBMITTED', '2 FAMC @F1@'].join('\n'));
    const ann = recordOf(await exported(seven, '5.5.1'), '@I1@');
    expect(ann).toContain('1 AFN 1G40-FM\n1 SLGC\n2 DATE (SUBMITTED)\n2 FAMC @F1@');
    expect(ann).not.toContain('EXID');
  });

  it('reads back as the same 7.0 file, but for the words 5.5.1 has one place for', async () => {
    const five = await exported(SEVEN, '5.5.1');
    const again = await exported(five, '7.0');
    const ann = recordOf(again, '@I1@');
    expect(ann).toContain('1 NAME Ann /Lee/\n2 TYPE OTHER\n3 PHRASE stage name\n');
    expect(ann).toContain('1 FAMC @F1@\n2 PEDI FOSTER\n2 STAT PROVEN\n');
    expect(ann).toContain('1 ASSO @I2@\n2 ROLE OTHER\n3 PHRASE godfather\n');
    expect(recordOf(again, '@M1@')).toContain('1 FILE photos/ann.jpg\n2 FORM image/jpeg\n3 MEDI OTHER\n4 PHRASE glass plate\n');
  });

  /** 7.0 structures 5.5.1 has no tag for, and PHRASEs 5.5.1 has no words for. */
  const SEVEN_ONLY = [
    '0 HEAD', '1 GEDC', '2 VERS 7.0',
    '0 @I1@ INDI', '1 NAME Ann /Lee/', '2 TRAN アン /リー/', '3 LANG ja',
    '1 BIRT', '2 DATE BET 1700 AND 1750', '3 PHRASE early 18th century', '2 SDATE 3 MAR 1701', '3 TIME 10:00', '2 UID 6b1d0e6c-6b2f-4a1e-9d55-3b3f0f0b1a11',
    '1 DEAT', '2 DATE ABT 1790', '3 PHRASE about the time of the war', '2 AGE > 60y', '3 PHRASE old',
    '1 INIL', '2 DATE 1 JAN 1990', '2 TEMP SLAKE',
    '1 OBJE @M1@', '2 CROP', '3 TOP 0', '3 LEFT 10', '3 HEIGHT 50',
    '1 UID 0e6f5c1e-1f5d-4d7b-8a9e-6a4b1c2d3e4f',
    '1 EXID 123', '2 TYPE https://example.com/people',
    '1 CREA', '2 DATE 1 JAN 2020', '1 FAMC @F1@',
    '0 @I2@ INDI', '1 NAME Bob /Lee/', '1 FAMS @F1@',
    '0 @F1@ FAM', '1 HUSB @I2@', '2 PHRASE the father', '1 CHIL @I1@', '2 PHRASE first child',
    '0 @M1@ OBJE', '1 FILE photos/ann.jpg', '2 FORM image/jpeg', '2 TRAN photos/ann.webp', '3 FORM image/webp',
    '0 @N1@ SNOTE <p>A note</p>', '1 MIME text/html', '1 TRAN A note', '2 MIME text/plain',
    '0 TRLR', '',
  ].join('\n');
  const records = (text: string) => new GedcomReader([new TextEncoder().encode(text)]).toArray();

  it('writes each 7.0 structure 5.5.1 has no tag for, and each PHRASE it has no words for, as the extension of its name', async () => {
    const five = await exported(SEVEN_ONLY, '5.5.1');
    const ann = recordOf(five, '@I1@');
    expect(ann).toContain('2 DATE BET 1700 AND 1750\n3 _PHRASE early 18th century\n2 _SDATE 3 MAR 1701\n3 TIME 10:00\n2 _UID 6b1d0e6c');
    expect(ann).toContain('2 DATE ABT 1790\n3 _PHRASE about the time of the war\n2 AGE > 60y\n3 _PHRASE old\n');
    expect(ann).toContain('1 _INIL\n2 DATE 1 JAN 1990\n2 TEMP SLAKE\n');
    expect(ann).toContain('1 OBJE @M1@\n2 _CROP\n3 TOP 0\n3 LEFT 10\n3 HEIGHT 50\n1 _UID 0e6f5c1e');
    expect(ann).toContain('1 _EXID 123\n2 TYPE https://example.com/people\n1 _CREA\n2 DATE 1 JAN 2020');
    expect(recordOf(five, '@F1@')).toContain('1 HUSB @I2@\n2 _PHRASE the father\n');
    expect(recordOf(five, '@M1@')).toContain('2 _TRAN photos/ann.webp\n3 FORM image/webp');
    expect(recordOf(five, '@N1@')).toBe('@N1@ NOTE <p>A note</p>\n1 _MIME text/html\n1 _TRAN A note\n2 MIME text/plain');
    // Outside the extensions (whose substructures are as 7.0 has them: _TRAN's MIME).
    expect(five.replace(/\n1 _TRAN A note\n2 MIME text\/plain/, '')).not.toMatch(/^\d+ (UID|EXID|TRAN|CROP|MIME|CREA|INIL|SDATE|PHRASE) /m);
  });

  it('reads back from its 5.5.1 export as the same 7.0 file', async () => {
    const again = await exported(await exported(SEVEN_ONLY, '5.5.1'), '7.0');
    expect(lineDifferences(await records(SEVEN_ONLY), await records(again))).toEqual([]);
  });

  it("writes a 5.5.1 file's _UID as 7.0's UID where 7.0 has one, and leaves it an extension where 7.0 has none", async () => {
    const five = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '0 @I1@ INDI', '1 NAME Ann /Lee/', '2 _UID 11', '1 _UID 22', '0 TRLR', ''].join('\n');
    expect(recordOf(await exported(five, '7.0'), '@I1@')).toBe('@I1@ INDI\n1 NAME Ann /Lee/\n2 _UID 11\n1 UID 22');
  });

  it('respells a file that holds only sources, in both directions', async () => {
    const seven = ['0 HEAD', '1 GEDC', '2 VERS 7.0', '0 @S1@ SOUR', '1 TITL Register', '1 LANG de', '1 UID 33', '0 TRLR', ''].join('\n');
    const five = await exported(seven, '5.5.1');
    expect(recordOf(five, '@S1@')).toBe('@S1@ SOUR\n1 TITL Register\n1 LANG German\n1 _UID 33');
    expect(recordOf(await exported(five, '7.0'), '@S1@')).toBe('@S1@ SOUR\n1 TITL Register\n1 LANG de\n1 UID 33');
  });

  it('writes a sex 5.5.1 cannot say (SEX X) as SEX U with the extension _SEX X, which reads back as X', async () => {
    const seven = ['0 HEAD', '1 GEDC', '2 VERS 7.0', '0 @I1@ INDI', '1 NAME Sam /Lee/', '1 SEX X', '0 TRLR', ''].join('\n');
    const five = await exported(seven, '5.5.1');
    expect(recordOf(five, '@I1@')).toBe('@I1@ INDI\n1 NAME Sam /Lee/\n1 SEX U\n2 _SEX X');
    expect(recordOf(await exported(five, '7.0'), '@I1@')).toBe('@I1@ INDI\n1 NAME Sam /Lee/\n1 SEX X');
    expect(recordOf(await exported(five, '5.5.1'), '@I1@')).toBe('@I1@ INDI\n1 NAME Sam /Lee/\n1 SEX U\n2 _SEX X');
  });

  it("keeps an event that did not happen in a period (NO with its DATE and PHRASE) through 5.5.1's DIV N", async () => {
    const seven = ['0 HEAD', '1 GEDC', '2 VERS 7.0', '0 @F1@ FAM', '1 NO DIV', '2 DATE FROM 1700 TO 1800', '3 PHRASE in that century', '2 NOTE checked', '0 TRLR', ''].join('\n');
    const five = await exported(seven, '5.5.1');
    expect(recordOf(five, '@F1@')).toBe('@F1@ FAM\n1 DIV N\n2 DATE FROM 1700 TO 1800\n3 _PHRASE in that century\n2 NOTE checked');
    expect(recordOf(await exported(five, '7.0'), '@F1@')).toBe('@F1@ FAM\n1 NO DIV\n2 DATE FROM 1700 TO 1800\n3 PHRASE in that century\n2 NOTE checked');
    // A single date is no period, which 7.0's NO takes only: the whole stays the 5.5.1 structure.
    const single = await exported(five.replace('DATE FROM 1700 TO 1800', 'DATE 1 JAN 1750'), '7.0');
    expect(recordOf(single, '@F1@')).toBe('@F1@ FAM\n1 _DIV N\n2 DATE 1 JAN 1750\n3 _PHRASE in that century\n2 NOTE checked');
  });

  it("writes a date's words back after its TIME, where the 7.0 file had them", async () => {
    const seven = ['0 HEAD', '1 GEDC', '2 VERS 7.0', '0 @I1@ INDI', '1 NAME Ann /Lee/', '1 BIRT', '2 DATE 27 MAR 2022', '3 TIME 16:02', '3 PHRASE Afternoon',
      '1 BAPL', '2 DATE 28 MAR 2022', '3 TIME 15:47', '3 PHRASE Evening', '0 TRLR', ''].join('\n');
    const five = await exported(seven, '5.5.1');
    expect(recordOf(five, '@I1@')).toContain('2 DATE INT 27 MAR 2022 (Afternoon)\n3 TIME 16:02');
    const again = recordOf(await exported(five, '7.0'), '@I1@');
    expect(again).toContain('1 BIRT\n2 DATE 27 MAR 2022\n3 TIME 16:02\n3 PHRASE Afternoon');
    // An ordinance is a kept structure, respelt on its own path.
    expect(again).toContain('1 BAPL\n2 DATE 28 MAR 2022\n3 TIME 15:47\n3 PHRASE Evening');
  });

  it("spells a kept STAT under an adoption's FAMC as 7.0 does again", async () => {
    const seven = ['0 HEAD', '1 GEDC', '2 VERS 7.0', '0 @I1@ INDI', '1 NAME Ann /Lee/', '1 FAMC @F1@', '2 PEDI ADOPTED', '2 STAT PROVEN',
      '0 @I2@ INDI', '1 NAME Bob /Lee/', '1 FAMS @F1@', '0 @F1@ FAM', '1 HUSB @I2@', '1 CHIL @I1@', '0 TRLR', ''].join('\n');
    const five = await exported(seven, '5.5.1');
    expect(recordOf(five, '@I1@')).toContain('1 FAMC @F1@\n2 PEDI adopted\n2 STAT proven');
    expect(recordOf(await exported(five, '7.0'), '@I1@')).toContain('1 FAMC @F1@\n2 PEDI ADOPTED\n2 STAT PROVEN');
  });

  it("keeps a FILE path's ?, #, [, ] and letters beyond ASCII as the path's own through 5.5.1 and back", async () => {
    const seven = ['0 HEAD', '1 GEDC', '2 VERS 7.0', '0 @M1@ OBJE', '1 FILE most/paths%3Fget%23escaped%5Blike%5Dthis', '2 FORM image/bmp',
      '1 FILE media/CharlotteBront%C3%AB%20at%2020%25.jpg', '2 FORM image/jpeg', '0 TRLR', ''].join('\n');
    const five = await exported(seven, '5.5.1');
    expect(recordOf(five, '@M1@')).toContain('1 FILE most/paths?get#escaped[like]this\n');
    expect(recordOf(five, '@M1@')).toContain('1 FILE media/CharlotteBrontë at 20%.jpg\n');
    expect(recordOf(await exported(five, '7.0'), '@M1@')).toBe(seven.split('\n').slice(3, -2).join('\n').slice(2));
  });

  it("reads a 5.5.1 relation that names a 7.0 ROLE (neighbor) as that ROLE with the words, and writes the words again", async () => {
    const five = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '0 @I1@ INDI', '1 NAME Ann /Lee/', '1 ASSO @I2@', '2 RELA neighbor', '1 ASSO @I2@', '2 RELA land-lord',
      '0 @I2@ INDI', '1 NAME Bob /Lee/', '0 TRLR', ''].join('\n');
    const seven = await exported(five, '7.0');
    expect(recordOf(seven, '@I1@')).toContain('1 ASSO @I2@\n2 ROLE NGHBR\n3 PHRASE neighbor\n1 ASSO @I2@\n2 ROLE OTHER\n3 PHRASE land-lord');
    expect(recordOf(await exported(seven, '5.5.1'), '@I1@')).toContain('1 ASSO @I2@\n2 RELA neighbor\n1 ASSO @I2@\n2 RELA land-lord');
  });

  it("reads a 5.5.1 date in 5.5.1's own spelling of an era or calendar whole, with no PHRASE of its words", async () => {
    const seven = ['0 HEAD', '1 GEDC', '2 VERS 7.0', '0 @I1@ INDI', '1 NAME Ann /Lee/', '1 BIRT', '2 DATE BEF 1519 BCE', '1 DEAT', '2 DATE JULIAN 1401', '1 BURI', '2 DATE 23', '3 PHRASE 23 AD', '0 TRLR', ''].join('\n');
    const five = await exported(seven, '5.5.1');
    expect(recordOf(five, '@I1@')).toContain('1 BIRT\n2 DATE BEF 1519 B.C.\n1 DEAT\n2 DATE @#DJULIAN@ 1401\n');
    // Words the grammar has not ('23 AD') keep their PHRASE.
    expect(recordOf(await exported(five, '7.0'), '@I1@')).toContain('1 BIRT\n2 DATE BEF 1519 BCE\n1 DEAT\n2 DATE JULIAN 1401\n1 BURI\n2 DATE 23\n3 PHRASE 23 AD');
  });

  it("writes the TEXT of a citation of no source record under the 5.5.1 inline SOUR itself, which has no DATA", async () => {
    const seven = ['0 HEAD', '1 GEDC', '2 VERS 7.0', '0 @I1@ INDI', '1 NAME Ann /Lee/', '1 SOUR @VOID@', '2 NOTE A parish book', '2 DATA', '3 TEXT baptised on Sunday', '3 TEXT by the vicar', '2 QUAY 1',
      '1 SOUR @VOID@', '2 NOTE A letter', '2 DATA', '3 DATE 1 MAY 1900', '3 TEXT dated', '0 TRLR', ''].join('\n');
    const ann = recordOf(await exported(seven, '5.5.1'), '@I1@');
    expect(ann).toContain('1 SOUR A parish book\n2 TEXT baptised on Sunday\n2 TEXT by the vicar\n2 QUAY 1\n');
    // A DATA with a DATE says more than 5.5.1's inline citation can: left as it is.
    expect(ann).toContain('1 SOUR A letter\n2 DATA\n3 DATE 1 MAY 1900\n3 TEXT dated');
  });
});
