import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newId } from '../../../../lambdas/domain/family/ids';
import { GedcomReader, type GedcomDialect } from '../../../../lambdas/domain/gedcom';
import { exportGedcom } from '../../../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom } from '../../../../lambdas/domain/genealogy-import/import-gedcom';
import { MemoryFamilyStore } from '../memory-family-store';
import { lineDifferences } from './gedcom-lines';

/**
 * One small file per class of loss a GEDCOM round trip once had (see files/): imported, exported
 * in the file's own version, compared line by line (gedcom-lines.ts). Whatever cannot be kept must
 * be in the import report with its line; nothing else may differ.
 */
const FILES = fileURLToPath(new URL('./files/', import.meta.url));

export async function roundTrip(bytes: Uint8Array, fileName: string) {
  const deps = { store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId };
  const record = await importGedcom(deps, { ownerId: 'owner', source: bytes, fileName });
  const version: GedcomDialect = record.gedcomVersion?.startsWith('7') ? '7.0' : '5.5.1';
  let text = '';
  for await (const chunk of exportGedcom(deps, { ownerId: 'owner', version, date: new Date(Date.UTC(2024, 0, 1)) })) text += chunk;
  const original = await new GedcomReader([bytes]).toArray();
  const exported = await new GedcomReader([new TextEncoder().encode(text)]).toArray();
  const reported = new Set(record.warnings.map((w) => w.line));
  const differences = lineDifferences(original, exported).filter((d) => !reported.has(Number(/^line (\d+):/.exec(d)?.[1])));
  return { record, text, differences, deps };
}

if (process.env.VITEST) describe.each(readdirSync(FILES).filter((f) => f.endsWith('.ged')))('round trip of %s', (name) => {
  it('exports every line it imported, in order', async () => {
    const { differences } = await roundTrip(readFileSync(`${FILES}${name}`), name);
    expect(differences).toEqual([]);
  });
});
