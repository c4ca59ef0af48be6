import { describe, expect, it } from 'vitest';
import {
  AnselDecoder,
  GedcomReader,
  Utf8Decoder,
  decodeAnsel,
  decodeCp1252,
  detectEncoding,
  type GedcomRecord,
} from '../../../lambdas/domain/gedcom';
import { byXref, readBytes, readFile, strip } from './corpus';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const concatBytes = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
/** A byte source that hands out one byte at a time: the harshest chunking there is. */
function* oneByteAtATime(data: Uint8Array): Generator<Uint8Array> {
  for (let i = 0; i < data.length; i += 1) yield data.subarray(i, i + 1);
}
const header = (char: string) => ascii(`0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR ${char}\n0 @I1@ INDI\n1 NAME `);
const nameOf = (records: GedcomRecord[]) => byXref(records, '@I1@').children.find((c) => c.tag === 'NAME')?.value;

describe('ANSEL', () => {
  it('puts a diacritic that precedes its letter after it, composed (E2 65 -> é)', () => {
    expect(decodeAnsel(bytes(0xe2, 0x65))).toBe('é');
    expect(decodeAnsel(concatBytes(ascii('Ren'), bytes(0xe2, 0x65)))).toBe('René');
    expect(decodeAnsel(concatBytes(ascii('M'), bytes(0xe8, 0x75), ascii('ller')))).toBe('Müller');
    expect(decodeAnsel(concatBytes(ascii('Fran'), bytes(0xf0, 0x63), ascii('ois')))).toBe('François');
    expect(decodeAnsel(concatBytes(ascii('Dvo'), bytes(0xe9, 0x72, 0xe2, 0x61), ascii('k')))).toBe('Dvořák');
  });

  it('composes two diacritics on one letter', () => {
    // dot below + circumflex on 'a' -> ậ (U+1EAD)
    expect(decodeAnsel(bytes(0xf2, 0xe3, 0x61))).toBe('\u1ead');
  });

  it('maps the spacing characters', () => {
    expect(decodeAnsel(bytes(0xa1, 0xa2, 0xb1, 0xb2, 0xb5, 0xc3, 0xcf, 0xb9))).toBe('ŁØłøæ©ß£');
  });

  it('keeps a diacritic split from its letter across chunks', () => {
    const d = new AnselDecoder();
    expect(d.decode(ascii('Ren'), true) + d.decode(bytes(0xe2), true) + d.decode(ascii('e'), true) + d.decode(bytes(), false)).toBe('René');
  });

  it('turns undefined bytes into U+FFFD and counts them; a mark with no letter is kept and counted', () => {
    const d = new AnselDecoder();
    expect(d.decode(bytes(0x41, 0x90, 0x42, 0xe2), false)).toBe('A\ufffdB\u0301');
    expect(d.invalidBytes).toBe(1);
    expect(d.danglingMarks).toBe(1);
  });

  it('decodes the torture files: copyright signs, special characters and accented letters', async () => {
    for (const name of ['torture/TGC55C.ged', 'torture/TGC551LF.ged']) {
      const { records, summary } = await readFile(name, { chunk: 777 });
      expect(summary.encoding).toMatchObject({ encoding: 'ansel', declared: 'ANSEL', source: 'header' });
      const head = records[0]!;
      expect(head.children.find((c) => c.tag === 'COPR')?.value).toBe('© 1997 by H. Eichmann, parts © 1999-2000 by J. A. Nairn.');
      const special = byXref(records, '@N25@').value!;
      for (const line of ['A1 slash l - uppercase (Ł)', 'B2 slash o - lowercase (ø)', 'BA eth (ð)', 'C5 inverted question mark (¿)', 'CF es zet (ß)', 'BE empty box - LDS extension (□)']) {
        expect(special).toContain(line);
      }
      const accents = byXref(records, '@N24@').value!;
      expect(accents).toContain('ÁB́ĆD́ÉF́ǴH́ÍJ́ḰĹḾ'); // E2 acute, upper case
      expect(accents).toContain('äb̈c̈d̈ëf̈g̈ḧïj̈k̈l̈m̈'); // E8 umlaut
      expect(accents).toContain('ČĎĚ'); // E9 caron
      expect(accents).toContain('ÅB̊'); // EA ring
      expect(accents).toContain('Ç'); // F0 cedilla
      expect(accents).toBe(accents.normalize('NFC'));
      expect(summary.warningCount).toBe(0);
    }
  });

  it('reads royal92 (PAF, ANSEL) people and families', async () => {
    const { summary } = await readFile('real/royal92.ged');
    expect(summary.encoding?.encoding).toBe('ansel');
    expect(summary.counts).toMatchObject({ INDI: 3010, FAM: 1422 });
    expect(summary.header?.source?.id).toBe('PAF 2.2');
  });
});

describe('encoding detection', () => {
  it('chooses by BOM, UTF-16 byte pattern, then CHAR', () => {
    expect(detectEncoding(concatBytes(bytes(0xef, 0xbb, 0xbf), header('ANSEL')), false)).toMatchObject({ encoding: 'utf-8', source: 'bom', bomLength: 3 });
    expect(detectEncoding(bytes(0xff, 0xfe, 0x30, 0x00), true)).toMatchObject({ encoding: 'utf-16le', source: 'bom' });
    expect(detectEncoding(bytes(0xfe, 0xff, 0x00, 0x30), true)).toMatchObject({ encoding: 'utf-16be', source: 'bom' });
    expect(detectEncoding(bytes(0x30, 0x00, 0x20, 0x00), true)).toMatchObject({ encoding: 'utf-16le', source: 'utf16-pattern' });
    expect(detectEncoding(bytes(0x00, 0x30, 0x00, 0x20), true)).toMatchObject({ encoding: 'utf-16be', source: 'utf16-pattern' });
    const cases: [string, string][] = [
      ['UTF-8', 'utf-8'],
      ['ANSEL', 'ansel'],
      ['ANSI', 'windows-1252'],
      ['IBM WINDOWS', 'windows-1252'],
      ['WINDOWS-1252', 'windows-1252'],
      ['CP1252', 'windows-1252'],
      ['ISO-8859-1', 'windows-1252'],
      ['LATIN1', 'windows-1252'],
      ['MACINTOSH', 'macintosh'],
      ['IBMPC', 'ibm437'],
      ['IBM DOS', 'ibm437'],
      ['CP437', 'ibm437'],
      ['CP850', 'ibm850'],
      ['ASCII', 'utf-8'],
      ['UNICODE', 'utf-8'], // no NUL bytes: the label is wrong
    ];
    for (const [label, encoding] of cases) {
      expect(detectEncoding(header(label), false), label).toMatchObject({ encoding, declared: label, source: 'header', headerComplete: true });
    }
  });

  it('decodes Windows-1252 including 80-9F (which Node 20 gets wrong outside streaming)', () => {
    expect(decodeCp1252(bytes(0x80, 0x8a, 0x9e, 0xe9, 0x41))).toBe('€Šžé' + 'A');
  });

  it('decodes the DOS code pages 437 and 850 where they differ', async () => {
    const read = async (char: string) => {
      const reader = new GedcomReader([concatBytes(header(char), bytes(0x82, 0x9b, 0x9d, 0xe1), ascii('\n0 TRLR\n'))]);
      const records = await reader.toArray();
      return { name: nameOf(records), warnings: reader.summary().warnings.map((w) => [w.line, w.message]) };
    };
    expect(await read('IBMPC')).toEqual({ name: 'é¢¥ß', warnings: [[4, 'CHAR IBMPC: read as DOS code page 437']] });
    expect(await read('CP850')).toEqual({ name: 'éøØß', warnings: [[4, 'CHAR CP850: read as DOS code page 850']] });
  });

  it("finds the header's CHAR in a whole file held at once, and in a header longer than the first bytes read", () => {
    const records = '0 @I1@ INDI\n1 NAME A /B/\n'.repeat(20_000);
    expect(detectEncoding(ascii(`0 HEAD\n1 CHAR ANSEL\n${records}0 TRLR\n`), false)).toMatchObject({ encoding: 'ansel', declared: 'ANSEL', noteLine: 2, headerComplete: true });
    // A 40 KB header note before the CHAR: read whole rather than missed.
    const note = '1 NOTE x\n' + '2 CONT long header note\n'.repeat(2_000);
    expect(detectEncoding(ascii(`0 HEAD\n${note}1 CHAR ANSEL\n${records}0 TRLR\n`), false)).toMatchObject({ encoding: 'ansel', noteLine: 2003, headerComplete: true });
    expect(detectEncoding(ascii(`0 HEAD\n${note}1 CHAR ANSEL\n`), false)).toMatchObject({ encoding: 'ansel', headerComplete: false });
  });

  it('reads GEDCOM 7 as UTF-8 whatever else the header says', () => {
    expect(detectEncoding(ascii('0 HEAD\n1 GEDC\n2 VERS 7.0\n1 CHAR ANSEL\n0 TRLR\n'), true)).toMatchObject({ encoding: 'utf-8', declaredVersion: '7.0' });
  });

  it('decodes each declared charset', async () => {
    const body = (char: string, ...name: number[]) => concatBytes(header(char), bytes(...name), ascii('\n0 TRLR\n'));
    const read = async (data: Uint8Array) => {
      const reader = new GedcomReader(oneByteAtATime(data));
      return { name: nameOf(await reader.toArray()), reader };
    };
    expect((await read(body('ANSEL', 0x52, 0x65, 0x6e, 0xe2, 0x65))).name).toBe('René');
    expect((await read(body('ANSI', 0x52, 0x65, 0x6e, 0xe9, 0x20, 0x80))).name).toBe('René €');
    expect((await read(body('LATIN1', 0x52, 0x65, 0x6e, 0xe9))).name).toBe('René');
    expect((await read(body('MACINTOSH', 0x52, 0x65, 0x6e, 0x8e))).name).toBe('René');
    expect((await read(body('UTF-8', 0x52, 0x65, 0x6e, 0xc3, 0xa9))).name).toBe('René');
    // A file that says ASCII but holds Windows-1252 bytes: read them as such, with a warning.
    const ascii1252 = await read(body('ASCII', 0x52, 0x65, 0x6e, 0xe9));
    expect(ascii1252.name).toBe('René');
    expect(ascii1252.reader.summary().warnings.map((w) => w.code)).toContain('invalid-bytes');
  });

  it('follows the bytes when a header that says ANSEL or ANSI is really UTF-8', async () => {
    const data = concatBytes(ascii('0 HEAD\n1 CHAR ANSEL\n1 NOTE Zo'), bytes(0xc3, 0xab), ascii('\n0 @I1@ INDI\n1 NAME Zo'), bytes(0xc3, 0xab), ascii('\n0 TRLR\n'));
    const reader = new GedcomReader([data]);
    expect(nameOf(await reader.toArray())).toBe('Zoë');
    expect(reader.summary().warnings[0]).toMatchObject({ code: 'encoding' });
  });

  it('never crashes on invalid UTF-8: U+FFFD and a warning with the line number', async () => {
    const data = concatBytes(header('UTF-8'), bytes(0x41, 0xff, 0xc3, 0x42), ascii('\n0 TRLR\n'));
    const reader = new GedcomReader(oneByteAtATime(data));
    expect(nameOf(await reader.toArray())).toBe('A\ufffd\ufffdB');
    const warnings = reader.summary().warnings;
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'invalid-bytes', line: 6 }));
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'invalid-bytes', message: expect.stringContaining('2 invalid UTF-8') }));
  });

  it('decodes UTF-8 split anywhere, including inside a 4-byte character', () => {
    const text = 'Ωmega 𒍅 café';
    const data = new TextEncoder().encode(text);
    const d = new Utf8Decoder();
    let out = '';
    for (const chunk of oneByteAtATime(data)) out += d.decode(chunk, true);
    out += d.decode(new Uint8Array(0), false);
    expect(out).toBe(text);
    expect(d.invalidSequences).toBe(0);
  });
});

describe('UTF-16 and UTF-8 twins (gedcom7code)', () => {
  // Same file in each encoding; only the NOTE text names the encoding it was written in.
  const twins = ['char_utf16le-1', 'char_utf16le-2', 'char_utf16be-1', 'char_utf16be-2', 'char_utf8-1', 'char_utf8-3'];
  const normalise = (records: GedcomRecord[]) =>
    records.map((r) => {
      const tree = strip(r) as { tag: string; children: { tag: string; value?: string }[] };
      if (tree.tag !== 'HEAD') return tree;
      return {
        ...tree,
        children: tree.children
          .filter((c) => c.tag !== 'CHAR')
          .map((c) => (c.tag === 'NOTE' ? { ...c, value: c.value?.replace(/^[^:]*:/, '') } : c)),
      };
    });

  it.each(twins)('5/%s.ged gives the same tree as the UTF-8 file mislabelled UNICODE', async (name) => {
    const reference = await readFile('gedcom7code/5/char_utf8-2.ged');
    const { records, summary } = await readFile(`gedcom7code/5/${name}.ged`, { chunk: 7 });
    expect(normalise(records)).toEqual(normalise(reference.records));
    expect(records[0]!.children.find((c) => c.tag === 'NOTE')?.value).toMatch(/: ¶ ☺ 𒍅$/);
    if (name.includes('16')) {
      expect(summary.encoding).toMatchObject({ encoding: name.includes('le') ? 'utf-16le' : 'utf-16be', hadBom: name.endsWith('-2') });
    }
  });

  it('the 7.0 twins agree with the 5.5.1 files on the text', async () => {
    for (const name of twins) {
      const five = await readFile(`gedcom7code/5/${name}.ged`);
      const seven = await readFile(`gedcom7code/7/${name}.ged`);
      const note = (records: GedcomRecord[]) => records[0]!.children.find((c) => c.tag === 'NOTE')?.value;
      expect(note(five.records)).toBe(note(seven.records));
    }
  });

  it('reads a UTF-16 file handed over one byte at a time', async () => {
    const reader = new GedcomReader(oneByteAtATime(readBytes('gedcom7code/5/char_utf16be-1.ged')));
    const records = await reader.toArray();
    expect(records[0]!.children.find((c) => c.tag === 'NOTE')?.value).toBe('UTF-16BE without BOM: ¶ ☺ 𒍅');
  });
});
