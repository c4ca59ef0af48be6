import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../lambdas/domain/family/ids';
import { formatFinding, validateGedcom7 } from '../../../lambdas/domain/gedcom/validate';
import { exportGedcom } from '../../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import { MemoryFamilyStore } from '../family/memory-family-store';
import { corpusFiles, readBytes } from './corpus';

/**
 * The app's 7.0 export of every corpus file (kennedy, royal92, the torture files, gedcom7code...)
 * and of the round-trip tests' small files, through the independent validator: each comes back
 * valid as a whole, 5.5.x files too (what the exporter converts for them, and how, is listed in
 * lambdas/domain/gedcom/validate/README.md: dates and ages as 5.5.1 wrote them, ids, RIN/AFN/RFN,
 * 5.5.1 structures 7.0 has no place for, a structure repeated where 7.0 allows one...).
 */
const deps = () => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });

async function sevenExport(name: string, bytes: Uint8Array = readBytes(name)) {
  const from = deps();
  await importGedcom(from, { ownerId: 'owner', source: bytes, fileName: name });
  let text = '';
  for await (const chunk of exportGedcom(from, { ownerId: 'owner', version: '7.0', date: new Date(Date.UTC(2024, 0, 1)) })) text += chunk;
  return validateGedcom7(new TextEncoder().encode(text)).findings.map(formatFinding);
}

const isSeven = (name: string) => name.startsWith('gedcom7-official/') || name.startsWith('gedcom7code/7/');
/** The small files of the round-trip tests (test/unit/family/round-trip/files), which seven-export.test.ts exports as 7.0. */
const ROUND_TRIP = fileURLToPath(new URL('../family/round-trip/files/', import.meta.url));
const roundTripFiles = readdirSync(ROUND_TRIP).filter((name) => name.endsWith('.ged'));

describe('the 7.0 export of the corpus, validated', () => {
  it.each(corpusFiles().filter(isSeven))('%s: valid', async (name) => {
    expect(await sevenExport(name)).toEqual([]);
  });

  it.each(corpusFiles().filter((name) => !isSeven(name)))('%s (5.5.x): valid', async (name) => {
    expect(await sevenExport(name)).toEqual([]);
  }, 60_000);

  it.each(roundTripFiles)('round-trip/files/%s: valid', async (name) => {
    const findings = await sevenExport(name, readFileSync(join(ROUND_TRIP, name)));
    expect(findings).toEqual([]);
  });
});
