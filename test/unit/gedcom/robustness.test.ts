import { describe, expect, it } from 'vitest';
import { GedcomReader, parseGedcomText, writeRecord, type GedcomEncoding } from '../../../lambdas/domain/gedcom';
import { readBytes, strip } from './corpus';

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function prng(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x / 0x7fffffff;
  };
}

function mutate(source: Uint8Array, seed: number, edits: number): Uint8Array {
  const random = prng(seed);
  const out = Uint8Array.from(source);
  const junk = [0x00, 0x0a, 0x0d, 0x20, 0x40, 0x30, 0x31, 0x39, 0xe2, 0xff, 0xc3, 0xfe, 0xd8];
  for (let i = 0; i < edits; i += 1) {
    const at = Math.floor(random() * out.length);
    out[at] = random() < 0.6 ? junk[Math.floor(random() * junk.length)]! : Math.floor(random() * 256);
  }
  return out;
}

function* chunks(data: Uint8Array, seed: number): Generator<Uint8Array> {
  const random = prng(seed);
  for (let at = 0; at < data.length; ) {
    const size = 1 + Math.floor(random() * 3000);
    yield data.subarray(at, at + size);
    at += size;
  }
}

describe('robustness', () => {
  const sources = ['torture/TGC55C.ged', 'gedcom7-official/gedcom70/maximal70.ged', 'gedcom7code/5/char_utf16le-2.ged', 'real/kennedy.ged'];

  it.each(sources)('never throws on damaged copies of %s, whatever the decoder', async (name) => {
    const original = readBytes(name);
    const encodings: (GedcomEncoding | undefined)[] = [undefined, 'ansel', 'utf-8', 'utf-16le', 'windows-1252'];
    for (let seed = 1; seed <= 10; seed += 1) {
      const damaged = mutate(original, seed, 5 + seed * 20);
      const encoding = encodings[seed % encodings.length];
      const reader = new GedcomReader(chunks(damaged, seed), encoding ? { encoding } : {});
      const records = await reader.toArray();
      expect(records.length + reader.summary().warningCount).toBeGreaterThan(0);
      // Whatever was salvaged is written out cleanly and reads back the same.
      for (const version of ['5.5.1', '7.0'] as const) {
        const text = records.map((r) => writeRecord(r, { version })).join('');
        const again = parseGedcomText(text, { dialect: version });
        expect(again.records.map(strip), `seed ${seed} ${version}`).toEqual(records.map(strip));
      }
    }
  });

  it('reads an empty input and a file of nothing but junk', async () => {
    const empty = new GedcomReader([new Uint8Array(0)]);
    expect(await empty.toArray()).toEqual([]);
    const junk = new GedcomReader([Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256)]);
    await expect(junk.toArray()).resolves.toBeDefined();
    expect(junk.summary().warningCount).toBeGreaterThan(0);
  });

  it('caps absurd nesting instead of recursing without end', () => {
    const lines = ['0 HEAD', '0 @I1@ INDI', ...Array.from({ length: 5000 }, (_, i) => `${i + 1} _X ${i}`), '0 TRLR'];
    const { records, diagnostics } = parseGedcomText(lines.join('\n'));
    expect(records).toHaveLength(3);
    expect(diagnostics.count).toBeGreaterThan(0);
  });
});
