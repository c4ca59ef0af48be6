import { describe, expect, it } from 'vitest';
import { GedcomDiagnostics, GedcomReader, LineSplitter, parseGedcomText, splitLines, tokenizeLine } from '../../../lambdas/domain/gedcom';
import { readFile } from './corpus';

describe('line splitting', () => {
  it('accepts CR, LF, CRLF and LFCR line ends', () => {
    expect(splitLines('a\nb\n')).toEqual(['a', 'b']);
    expect(splitLines('a\rb\r')).toEqual(['a', 'b']);
    expect(splitLines('a\r\nb\r\n')).toEqual(['a', 'b']);
    expect(splitLines('a\n\rb\n\r')).toEqual(['a', 'b']);
    expect(splitLines('a\r\n\r\nb')).toEqual(['a', '', 'b']);
    expect(splitLines('a\n\nb')).toEqual(['a', '', 'b']);
    expect(splitLines('a\r\rb')).toEqual(['a', '', 'b']);
  });

  it('keeps a two-character line end together across chunks', () => {
    const splitter = new LineSplitter();
    const lines = [...splitter.push('0 HEAD\r'), ...splitter.push('\n1 CHAR UTF-8\r'), ...splitter.push('\r\n0 TRLR'), ...splitter.end()];
    expect(lines).toEqual(['0 HEAD', '1 CHAR UTF-8', '', '0 TRLR']);
  });

  it('reads the CR-only torture files like their CRLF twins, with the same line numbers', async () => {
    const cr = await readFile('torture/TGC55C.ged', { chunk: 100 });
    const crlf = await readFile('torture/TGC55CLF.ged', { chunk: 100 });
    expect(cr.records).toEqual(crlf.records);
    expect(cr.reader.lines).toBe(crlf.reader.lines);
    expect(cr.reader.lines).toBeGreaterThan(2000);
  });
});

describe('tokenizer', () => {
  it('reads level, xref, tag and value', () => {
    expect(tokenizeLine('0 @I1@ INDI', 1)).toEqual({ kind: 'line', line: 1, level: 0, xref: '@I1@', tag: 'INDI' });
    expect(tokenizeLine('1 FAMC @F1@', 2)).toEqual({ kind: 'line', line: 2, level: 1, tag: 'FAMC', value: '@F1@' });
    expect(tokenizeLine('2 CONC  spaces kept ', 3)).toEqual({ kind: 'line', line: 3, level: 2, tag: 'CONC', value: ' spaces kept ' });
    expect(tokenizeLine('1 CHAN ', 4)).toEqual({ kind: 'line', line: 4, level: 1, tag: 'CHAN' });
    expect(tokenizeLine('0 @N1@ NOTE @@ leading', 5)).toMatchObject({ xref: '@N1@', tag: 'NOTE', value: '@@ leading' });
  });

  it('tolerates leading whitespace, extra spaces and tabs, a glued xref and a stray BOM', () => {
    expect(tokenizeLine('0  _PUBLISH', 1)).toMatchObject({ level: 0, tag: '_PUBLISH' });
    expect(tokenizeLine('   1   NAME John /Smith/', 2)).toMatchObject({ level: 1, tag: 'NAME', value: 'John /Smith/' });
    expect(tokenizeLine('0\t@I1@\tINDI', 3)).toMatchObject({ level: 0, xref: '@I1@', tag: 'INDI' });
    expect(tokenizeLine('0 @I1@INDI', 4)).toMatchObject({ xref: '@I1@', tag: 'INDI' });
    expect(tokenizeLine('\ufeff0 HEAD', 5)).toMatchObject({ level: 0, tag: 'HEAD' });
    expect(tokenizeLine('12 DEEP x', 6)).toMatchObject({ level: 12, tag: 'DEEP' });
  });

  it('upper-cases standard tags but keeps vendor tags as written', () => {
    expect(tokenizeLine('1 name John', 1)).toMatchObject({ tag: 'NAME', value: 'John', text: '1 name John' });
    expect(tokenizeLine('1 _Custom x', 2)).toMatchObject({ tag: '_Custom' });
  });

  it('returns nothing for blank lines and garbage for lines without a level or tag', () => {
    expect(tokenizeLine('   ', 1)).toBeUndefined();
    expect(tokenizeLine('', 1)).toBeUndefined();
    expect(tokenizeLine('continued text', 7)).toEqual({ kind: 'garbage', line: 7, text: 'continued text' });
    expect(tokenizeLine('1', 8)).toMatchObject({ kind: 'garbage' });
    expect(tokenizeLine('0 @I1@', 9)).toMatchObject({ kind: 'garbage' });
  });

  it('warns about undecodable characters with the line number', () => {
    const diagnostics = new GedcomDiagnostics();
    tokenizeLine('1 NAME A\ufffdB', 42, diagnostics);
    expect(diagnostics.warnings).toEqual([expect.objectContaining({ code: 'invalid-bytes', line: 42 })]);
  });
});

describe('tolerant assembly', () => {
  it('survives `0  _PUBLISH`, keeping the vendor record and its children', async () => {
    const text = '0 HEAD\n1 GEDC\n2 VERS 5.5.1\n0  _PUBLISH\n1 _WEBSITE https://example.com\n0 @I1@ INDI\n1 NAME A /B/\n0 TRLR\n';
    const reader = new GedcomReader(text);
    const records = await reader.toArray();
    expect(records.map((r) => r.tag)).toEqual(['HEAD', '_PUBLISH', 'INDI', 'TRLR']);
    expect(records[1]!.children[0]).toMatchObject({ tag: '_WEBSITE', value: 'https://example.com', line: 5 });
    expect(reader.summary().counts).toMatchObject({ _PUBLISH: 1, INDI: 1 });
    expect(reader.summary().warningCount).toBe(0);
  });

  it('attaches a level jump under the last structure, with a warning and its line', () => {
    const { records, diagnostics } = parseGedcomText('0 HEAD\n0 @I1@ INDI\n1 BIRT\n3 DATE 1900\n1 SEX M\n');
    const birt = records[1]!.children[0]!;
    expect(birt.children[0]).toMatchObject({ level: 2, tag: 'DATE', value: '1900', line: 4 });
    expect(records[1]!.children[1]).toMatchObject({ tag: 'SEX', level: 1 });
    expect(diagnostics.warnings).toEqual([expect.objectContaining({ code: 'level-jump', line: 4 })]);
  });

  it('keeps lines that are not GEDCOM as more text of the note they interrupt', () => {
    const text = '0 HEAD\n0 @N1@ NOTE First line\n1 CONT second line\na line an editor wrapped\n10 Downing Street\n0 TRLR\n';
    const { records, diagnostics } = parseGedcomText(text);
    expect(records[1]!.value).toBe('First line\nsecond line\na line an editor wrapped\n10 Downing Street');
    expect(diagnostics.warnings.map((w) => [w.code, w.line])).toEqual([
      ['garbage-line', 4],
      ['garbage-line', 5],
    ]);
  });

  it('reads lower-case tags with a warning', () => {
    const { records, diagnostics } = parseGedcomText('0 HEAD\n0 @I1@ indi\n1 name John /Smith/\n0 TRLR');
    expect(records[1]).toMatchObject({ tag: 'INDI', children: [{ tag: 'NAME', value: 'John /Smith/' }] });
    expect(diagnostics.warnings.map((w) => w.code)).toEqual(['lowercase-tag']);
  });

  it('reports lines before the first record and a missing header', () => {
    const { records, diagnostics } = parseGedcomText('junk\n1 SOUR x\n0 @I1@ INDI\n0 TRLR\n');
    expect(records.map((r) => r.tag)).toEqual(['INDI', 'TRLR']);
    expect(diagnostics.warnings.map((w) => [w.code, w.line])).toEqual([
      ['garbage-line', 1],
      ['garbage-line', 2],
      ['no-header', 3],
    ]);
  });

  it('caps the warnings it keeps but counts them all', () => {
    const lines = ['0 HEAD', '0 @N1@ NOTE x', ...Array.from({ length: 50 }, (_, i) => `stray ${i}`), '0 TRLR'];
    const { diagnostics } = parseGedcomText(lines.join('\n'), { maxWarnings: 10 });
    expect(diagnostics.count).toBe(50);
    expect(diagnostics.warnings).toHaveLength(11);
    expect(diagnostics.warnings.at(-1)!.code).toBe('too-many-warnings');
  });
});
