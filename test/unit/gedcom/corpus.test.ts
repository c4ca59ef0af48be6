import { describe, expect, it } from 'vitest';
import { GedcomReader, buildHeader, encodeUtf8, parseGedcomText, writeGedcom, writeRecord, type GedcomDialect } from '../../../lambdas/domain/gedcom';
import { corpusArchives, corpusFiles, gedzipEntry, naiveCounts, readFile, strip } from './corpus';

/**
 * The whole corpus (torture, GEDCOM 7 official, gedcom7code pairs, real trees): every file reads,
 * its record counts match a naive line count, and writing it as 5.5.1 or 7.0 and reading that
 * back gives the same trees.
 */
const files = corpusFiles();

describe('GEDCOM corpus', () => {
  it('finds the corpus', () => {
    expect(files.length).toBeGreaterThanOrEqual(80);
    expect(files).toContain('real/royal92.ged');
  });

  describe.each(files)('%s', (name) => {
    it('parses, with counts equal to a naive count of level-0 lines', async () => {
      // 1 KB chunks: every chunk-boundary path (split characters, split line ends) gets exercised.
      const { records, summary } = await readFile(name, { chunk: 1024 });
      expect(records.length).toBeGreaterThan(0);
      expect(records[0]!.tag).toBe('HEAD');
      expect(records.at(-1)!.tag).toBe('TRLR');
      const naive = naiveCounts(name);
      for (const tag of ['INDI', 'FAM', 'NOTE', 'SNOTE', 'SOUR', 'OBJE', 'REPO', 'SUBM']) {
        expect(summary.counts[tag] ?? 0, tag).toBe(naive[tag] ?? 0);
      }
    });

    it.each(['5.5.1', '7.0'] as GedcomDialect[])('round-trips through the %s writer', async (version) => {
      const { records } = await readFile(name);
      const text = records.map((r) => writeRecord(r, { version })).join('');
      for (const line of text.split('\n')) {
        if (version === '5.5.1') expect(line.length).toBeLessThanOrEqual(255);
        else expect(line).not.toMatch(/^\d+ CONC\b/);
      }
      const again = parseGedcomText(text, { dialect: version });
      expect(again.diagnostics.warnings).toEqual([]);
      expect(again.records.map(strip)).toEqual(records.map(strip));
    });
  });

  it.each(['5.5.1', '7.0'] as GedcomDialect[])('converts the ANSEL torture file to UTF-8 %s bytes and reads them back', async (version) => {
    // A generated header tells the reader which escape rules the body uses; no override needed.
    const { records } = await readFile('torture/TGC55C.ged');
    const head = buildHeader({ version, source: { id: 'HEIRLOOM' }, submitter: '@SUBMITTER@' });
    const out = [head, ...records.slice(1)];
    const bytes = encodeUtf8(writeGedcom(out, { version, lineEnding: '\r\n', chunkSize: 500 }), { bom: version === '7.0' });
    const reader = new GedcomReader(bytes);
    const again = await reader.toArray();
    expect(reader.encoding).toMatchObject({ encoding: 'utf-8' });
    expect(reader.dialect).toBe(version);
    expect(again.map(strip)).toEqual(out.map(strip));
  });

  it.each(corpusArchives())('reads gedcom.ged out of the GEDZIP %s', async (name) => {
    const reader = new GedcomReader([gedzipEntry(name)]);
    const records = await reader.toArray();
    expect(records[0]!.tag).toBe('HEAD');
    expect(records.at(-1)!.tag).toBe('TRLR');
    expect(reader.summary()).toMatchObject({ dialect: '7.0', warningCount: 0 });
  });
});
