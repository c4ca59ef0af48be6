import { describe, expect, it } from 'vitest';
import { escapeValue, isPointer, parseGedcomText, unescapeValue, type GedcomRecord } from '../../../lambdas/domain/gedcom';
import { byXref, readFile } from './corpus';

describe('CONC / CONT folding', () => {
  const text = [
    '0 HEAD',
    '0 @N1@ NOTE This is a long no',
    '1 CONC te that was split in a word',
    '1 CONT ',
    '1 CONT Second paragraph, with a trailing space ',
    '1 CONC and a CONC after it.',
    '1 SOUR @S1@',
    '0 @I1@ INDI',
    '1 NOTE',
    '2 CONT starts on the second line',
    '1 NAME Empty /Note/',
    '2 NOTE',
    '3 CONC',
    '0 TRLR',
  ].join('\r\n');

  it('joins CONC without a separator and CONT with a newline, keeping spaces', () => {
    const { records, diagnostics } = parseGedcomText(text);
    const note = records[1]!;
    expect(note.value).toBe('This is a long note that was split in a word\n\nSecond paragraph, with a trailing space and a CONC after it.');
    expect(note.children).toEqual([expect.objectContaining({ tag: 'SOUR', pointer: '@S1@', value: '@S1@', line: 7 })]);
    expect(diagnostics.count).toBe(0);
  });

  it('remembers where the CONC breaks were, for a faithful re-export', () => {
    const { records } = parseGedcomText(text);
    const value = records[1]!.value!;
    expect(records[1]!.concBreaks).toEqual(['This is a long no'.length, value.indexOf('and a CONC')]);
  });

  it('handles a value that only starts on a CONT line, and an empty fold', () => {
    const { records } = parseGedcomText(text);
    const indi = records[2]!;
    expect(indi.children[0]).toMatchObject({ tag: 'NOTE', value: '\nstarts on the second line', children: [] });
    const emptyNote = indi.children[1]!.children[0]!;
    expect(emptyNote.value).toBeUndefined();
    expect(emptyNote.children).toEqual([]);
  });

  it('folds the torture file notes (CONC in mid-word, CONT blank lines)', async () => {
    const { records } = await readFile('torture/TGC551LF.ged');
    const head = records[0]!;
    const note = head.children.find((c) => c.tag === 'NOTE')!.value!;
    expect(note.startsWith('This file demonstrates all tags that are allowed in GEDCOM 5.5. Here are some comments about the HEADER record and comments')).toBe(true);
    expect(note).toContain('\n\nMany applications will fail to import these notes.');
    expect(records.every((r) => !JSON.stringify(r).includes('"tag":"CONC"'))).toBe(true);
  });

  it('keeps CONT structures that have their own children, with a warning', () => {
    const { records, diagnostics } = parseGedcomText('0 HEAD\n0 @N1@ NOTE a\n1 CONT b\n2 _X y\n0 TRLR');
    expect(records[1]!.children[0]).toMatchObject({ tag: 'CONT', value: 'b', children: [{ tag: '_X' }] });
    expect(diagnostics.warnings[0]).toMatchObject({ code: 'bad-continuation', line: 3 });
  });
});

describe("'@' escapes", () => {
  it('5.5.1 un-doubles every @@ and keeps date escapes; 7.0 only a leading @@', () => {
    expect(unescapeValue('a@@b @@c @#DJULIAN@ 1700', '5.5.1')).toBe('a@b @c @#DJULIAN@ 1700');
    expect(unescapeValue('@@me and @@I', '7.0')).toBe('@me and @@I');
    expect(escapeValue('me@example.com', '5.5.1')).toBe('me@@example.com');
    expect(escapeValue('@#DJULIAN@ 1700 @ noon', '5.5.1')).toBe('@#DJULIAN@ 1700 @@ noon');
    expect(escapeValue('@me and @I', '7.0')).toBe('@@me and @I');
    expect(isPointer('@I1@')).toBe(true);
    expect(isPointer('@VOID@')).toBe(true);
    expect(isPointer('@#DJULIAN@')).toBe(false);
    expect(isPointer('@@I1@@')).toBe(false);
    expect(isPointer('@ one@')).toBe(true);
  });

  it('reads the 5.5.1 and 7.0 atsign files to the same texts', async () => {
    const five = (await readFile('gedcom7code/5/atsign.ged')).records;
    const seven = (await readFile('gedcom7code/7/atsign.ged')).records;
    const value = (records: GedcomRecord[], xref: string) => byXref(records, xref).value;
    for (const xref of ['@N01@', '@N02@', '@N03@', '@N04@', '@N05@', '@N06@', '@N07@', '@N08@', '@N19@']) {
      expect(value(five, xref), xref).toBe(value(seven, xref));
    }
    expect(value(five, '@N01@')).toBe('@ one leading');
    expect(value(five, '@N03@')).toBe('@ two leading');
    expect(value(five, '@N05@')).toBe('doubled @ internal');
    expect(value(five, '@N08@')).toBe('single@internal no space');
    expect(value(five, '@N10@')).toBe('@#DJULIAN@ date escape one space');
    expect(value(five, '@N19@')).toBe('@ at at front and @ at after CONC and \n@ at after CONT and @ inside CONT too.');
  });

  it('reads the GEDCOM 7 escapes file', async () => {
    const { records } = await readFile('gedcom7-official/gedcom70/escapes.ged');
    const note = records[1]!.children.find((c) => c.tag === 'NOTE')!.value;
    expect(note).toBe(
      'me@example.com is an example email address.\n@me and @I are example social media handles.\n@@@@ has four @ characters where only the first is escaped.',
    );
    expect(byXref(records, '@N05@').value).toBe('doubled @@ internal has two @ characters, not escaped');
  });

  it('marks pointers, including @VOID@, and keeps xref case', async () => {
    const { records } = await readFile('gedcom7-official/gedcom70/voidptr.ged');
    const fam = records.find((r) => r.tag === 'FAM')!;
    expect(fam.children.some((c) => c.pointer === '@VOID@')).toBe(true);
    const xrefs = (await readFile('gedcom7code/5/xref-case.ged')).records.map((r) => r.xref).filter(Boolean);
    expect(new Set(xrefs).size).toBe(xrefs.length);
  });

  it('does not take text that only looks like a pointer for one when it is escaped', () => {
    const { records } = parseGedcomText('0 HEAD\n0 @N1@ NOTE @@I1@@\n0 TRLR');
    expect(records[1]).toMatchObject({ value: '@I1@' });
    expect(records[1]!.pointer).toBeUndefined();
  });
});
