import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  GedcomReader,
  parseGedcomText,
  syntheticCounts,
  syntheticGedcom,
  syntheticGedcomBytes,
  syntheticRecords,
  writeRecord,
  type GedcomRecord,
} from '../../../lambdas/domain/gedcom';
import { strip } from './corpus';

describe('synthetic GEDCOM', () => {
  it.each(['5.5.1', '7.0'] as const)('is well formed %s that reads back to the records it was made from', (version) => {
    const records = [...syntheticRecords({ people: 300, version })];
    const text = [...syntheticGedcom({ people: 300, version })].join('');
    const parsed = parseGedcomText(text);
    expect(parsed.diagnostics.count).toBe(0);
    expect(parsed.records.map(strip)).toEqual(records.map(strip));
    const counts: Record<string, number> = {};
    for (const r of parsed.records) counts[r.tag] = (counts[r.tag] ?? 0) + 1;
    expect(counts).toEqual(syntheticCounts({ people: 300, version }));
  });

  it('links every pointer to a record, and families across generations', () => {
    const records = [...syntheticRecords({ people: 1000 })];
    const xrefs = new Set(records.map((r) => r.xref).filter(Boolean));
    const pointers: string[] = [];
    const walk = (n: GedcomRecord) => {
      if (n.pointer) pointers.push(n.pointer);
      n.children.forEach(walk);
    };
    records.forEach(walk);
    expect(pointers.length).toBeGreaterThan(2000);
    expect(pointers.filter((p) => !xrefs.has(p))).toEqual([]);
    // Person 100 is a child in one family and a spouse in another: three generations at least.
    const p100 = records.find((r) => r.xref === '@I100@')!;
    expect(p100.children.map((c) => c.tag)).toEqual(expect.arrayContaining(['FAMC', 'FAMS']));
  });

  it('is deterministic', () => {
    const a = [...syntheticGedcom({ people: 200 })].join('');
    const b = [...syntheticGedcom({ people: 200 })].join('');
    expect(a).toBe(b);
    expect(writeRecord([...syntheticRecords({ people: 1 })][0]!, { version: '5.5.1' })).toContain('1 CHAR UTF-8');
  });

  it('streams a 100,000-person file through the reader in bounded memory', async () => {
    const people = 100_000;
    let bytes = 0;
    function* source() {
      for (const chunk of syntheticGedcomBytes({ people })) {
        bytes += chunk.length;
        yield chunk;
      }
    }
    // Heap after a full collection is what is really retained; garbage waiting for the collector
    // says nothing about leaks. vitest does not start workers with --expose-gc, so turn it on here.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const retained = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const before = retained();
    let peak = before;
    const reader = new GedcomReader(source());
    let records = 0;
    let people0 = 0;
    for await (const record of reader) {
      records += 1;
      if (record.tag === 'INDI') people0 += 1;
      if (records % 20_000 === 0) peak = Math.max(peak, retained());
    }
    const mb = (x: number) => `${(x / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `100k people: ${mb(bytes)} of GEDCOM, ${reader.lines} lines, ${records} records; ` +
        `retained heap before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)})`,
    );
    expect(people0).toBe(people);
    expect(reader.summary().counts).toEqual(syntheticCounts({ people }));
    expect(reader.summary().warningCount).toBe(0);
    // Holding the records would cost several times the file size (28 MB of text); a streaming
    // reader holds one record and one chunk.
    expect(bytes).toBeGreaterThan(20 * 1024 * 1024);
    expect(peak - before).toBeLessThan(8 * 1024 * 1024);
  }, 60_000);
});
