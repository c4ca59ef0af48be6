import { describe, expect, it } from 'vitest';
import {
  buildHeader,
  buildTrailer,
  parseGedcomText,
  readHeader,
  recordLines,
  writeGedcom,
  type GedcomNode,
} from '../../../lambdas/domain/gedcom';
import { readFile, strip } from './corpus';

const note = (value: string, extra: Partial<GedcomNode> = {}): GedcomNode => ({ level: 0, xref: '@N1@', tag: 'NOTE', value, line: 0, children: [], ...extra });

describe('5.5.1 writer', () => {
  it('splits long values with CONC at most 248 characters, never next to a space', () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const lines = recordLines(note(words), { version: '5.5.1' });
    expect(lines.length).toBeGreaterThan(3);
    expect(lines[0]!.startsWith('0 @N1@ NOTE word0 ')).toBe(true);
    for (const line of lines.slice(1)) expect(line).toMatch(/^1 CONC \S/);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(255);
      expect(line.replace(/^\d+ (@N1@ NOTE|CONC) /, '').length).toBeLessThanOrEqual(248);
      expect(line).not.toMatch(/ $/);
    }
    const back = parseGedcomText(['0 HEAD', ...lines].join('\n')).records[1]!;
    expect(back.value).toBe(words);
  });

  it('respects a smaller budget and long words', () => {
    const value = `${'x'.repeat(30)} ${'y'.repeat(8)} zz`;
    const lines = recordLines(note(value), { version: '5.5.1', maxValueLength: 20 });
    // 20 x's fill the first line; the rest would be 'xxxxxxxxxx yyyyyyyy zz' (22): the cut
    // backs off from the space before 'zz' to between two y's.
    expect(lines).toEqual(['0 @N1@ NOTE xxxxxxxxxxxxxxxxxxxx', '1 CONC xxxxxxxxxx yyyyyyy', '1 CONC y zz']);
    expect(parseGedcomText(['0 HEAD', ...lines].join('\n')).records[1]!.value).toBe(value);
  });

  it('writes newlines as CONT, empty lines as bare CONT', () => {
    expect(recordLines(note('one\n\nthree'), { version: '5.5.1' })).toEqual(['0 @N1@ NOTE one', '1 CONT', '1 CONT three']);
    expect(recordLines(note('\nsecond'), { version: '5.5.1' })).toEqual(['0 @N1@ NOTE', '1 CONT second']);
  });

  it("doubles every '@' but leaves date escapes and pointers alone", () => {
    const record: GedcomNode = {
      level: 0,
      xref: '@I1@',
      tag: 'INDI',
      line: 0,
      children: [
        { level: 1, tag: 'EMAIL', value: 'me@example.com', line: 0, children: [] },
        { level: 1, tag: 'BIRT', line: 0, children: [{ level: 2, tag: 'DATE', value: '@#DJULIAN@ 1 JAN 1700', line: 0, children: [] }] },
        { level: 1, tag: 'FAMC', value: '@F1@', pointer: '@F1@', line: 0, children: [] },
      ],
    };
    expect(recordLines(record, { version: '5.5.1' })).toEqual(['0 @I1@ INDI', '1 EMAIL me@@example.com', '1 BIRT', '2 DATE @#DJULIAN@ 1 JAN 1700', '1 FAMC @F1@']);
  });

  it('never splits an @@ pair or a character outside the BMP', () => {
    const value = '@'.repeat(30) + '𒍅'.repeat(30);
    const lines = recordLines(note(value), { version: '5.5.1', maxValueLength: 25 });
    for (const line of lines) {
      const payload = line.replace(/^\d+ (@N1@ NOTE|CONC) ?/, '');
      expect(payload.length).toBeLessThanOrEqual(25);
      expect(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(payload)).toBe(false);
    }
    expect(parseGedcomText(['0 HEAD', ...lines].join('\n')).records[1]!.value).toBe(value);
  });

  it("reuses the source's CONC breaks so a re-export looks like the original", async () => {
    const { records } = await readFile('torture/TGC551LF.ged');
    const text = records.map((r) => recordLines(r, { version: '5.5.1' }).join('\n')).join('\n');
    expect(text).toContain('1 NOTE This file demonstrates all tags that are allowed in GEDCOM 5.5. Here are some comments about the HEADER record \n2 CONC and comments about where');
  });
});

describe('7.0 writer', () => {
  it('uses CONT only, however long the line, and escapes only a leading @', () => {
    const long = 'z'.repeat(1000);
    expect(recordLines(note(`${long}\n@handle and me@example.com`), { version: '7.0' })).toEqual([`0 @N1@ NOTE ${long}`, '1 CONT @@handle and me@example.com']);
    expect(recordLines(note('@I1@'), { version: '7.0' })).toEqual(['0 @N1@ NOTE @@I1@']);
  });

  it('writes with the line ending asked for, in chunks', async () => {
    const chunks: string[] = [];
    for await (const chunk of writeGedcom([note('a'), note('b\nc')], { version: '7.0', lineEnding: '\r\n', chunkSize: 1 })) chunks.push(chunk);
    expect(chunks).toEqual(['0 @N1@ NOTE a\r\n', '0 @N1@ NOTE b\r\n1 CONT c\r\n']);
  });

  it('writes levels from the tree depth', () => {
    const child: GedcomNode = { level: 7, tag: 'DATE', value: '1900', line: 0, children: [] };
    expect(recordLines({ level: 0, tag: 'BIRT', line: 0, children: [child] }, { version: '7.0' })).toEqual(['0 BIRT', '1 DATE 1900']);
  });
});

describe('header generator', () => {
  const date = new Date(Date.UTC(2024, 2, 5, 9, 8, 7));
  const source = { id: 'HEIRLOOM', name: 'Heirloom', version: '1.0', corporation: 'Heirloom' };

  it('writes a 5.5.1 header with GEDC, FORM, CHAR UTF-8 and SUBM', () => {
    const lines = recordLines(buildHeader({ version: '5.5.1', source, date, submitter: '@U1@', file: 'tree.ged', language: 'English' }), { version: '5.5.1' });
    expect(lines).toEqual([
      '0 HEAD',
      '1 SOUR HEIRLOOM',
      '2 VERS 1.0',
      '2 NAME Heirloom',
      '2 CORP Heirloom',
      '1 DATE 5 MAR 2024',
      '2 TIME 09:08:07',
      '1 SUBM @U1@',
      '1 FILE tree.ged',
      '1 GEDC',
      '2 VERS 5.5.1',
      '2 FORM LINEAGE-LINKED',
      '1 CHAR UTF-8',
      '1 LANG English',
    ]);
    expect(recordLines(buildTrailer(), { version: '5.5.1' })).toEqual(['0 TRLR']);
  });

  it('writes a 7.0 header with SCHMA and no CHAR, which reads back', () => {
    const head = buildHeader({ version: '7.0', source, date, extensions: [{ tag: '_UID', uri: 'https://example.com/uid' }] });
    const lines = recordLines(head, { version: '7.0' });
    expect(lines.slice(0, 5)).toEqual(['0 HEAD', '1 GEDC', '2 VERS 7.0', '1 SCHMA', '2 TAG _UID https://example.com/uid']);
    expect(lines).toContain('2 TIME 09:08:07Z');
    expect(lines.some((l) => l.includes('CHAR'))).toBe(false);
    const back = parseGedcomText(lines.join('\n')).records[0]!;
    expect(strip(back)).toEqual(strip(head));
    expect(readHeader(back)).toMatchObject({ version: '7.0', versionFamily: '7', extensions: [{ tag: '_UID', uri: 'https://example.com/uid' }], source: { id: 'HEIRLOOM', name: 'Heirloom' } });
  });
});

describe('header reader', () => {
  it('reads the 7.0 maximal header', async () => {
    const { summary } = await readFile('gedcom7-official/gedcom70/maximal70.ged');
    expect(summary.header).toMatchObject({
      version: '7.0',
      versionFamily: '7',
      source: { id: 'https://gedcom.io/', name: 'GEDCOM Steering Committee', version: '0.4', corporation: 'FamilySearch' },
      extensions: [
        { tag: '_SKYPEID', uri: 'http://xmlns.com/foaf/0.1/skypeID' },
        { tag: '_JABBERID', uri: 'http://xmlns.com/foaf/0.1/jabberID' },
      ],
    });
  });

  it('reads 5.5 / 5.5.1 headers with CHAR and SOUR', async () => {
    const torture = (await readFile('torture/TGC55C.ged')).summary.header;
    expect(torture).toMatchObject({ version: '5.5', versionFamily: '5.5', form: 'LINEAGE-LINKED', charset: 'ANSEL', charsetVersion: 'ANSI Z39.47-1985', source: { id: 'GEDitCOM', version: '2.9.4' }, submitter: '@SUBMITTER@', language: 'English' });
    const kennedy = (await readFile('real/kennedy.ged')).summary.header;
    expect(kennedy).toMatchObject({ version: '5.5.1', versionFamily: '5.5.1', charset: 'UTF-8' });
    const extensions = (await readFile('gedcom7-official/gedcom70/extensions.ged')).summary.header!.extensions;
    expect(extensions).toHaveLength(14);
  });
});
