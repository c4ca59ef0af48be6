import { describe, expect, it } from 'vitest';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { newId } from '../../../lambdas/domain/family/ids';
import { GedcomReader, type GedcomDialect } from '../../../lambdas/domain/gedcom';
import { exportGedcom } from '../../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import { corpusFiles, readBytes } from '../gedcom/corpus';
import { MemoryFamilyStore } from './memory-family-store';
import { lineDifferences } from './round-trip/gedcom-lines';
import { acrossVersions, expectedCounts, treeSnapshot } from './tree-snapshot';

/**
 * The whole GEDCOM corpus through the importer and exporter, in memory (the same FamilyStore port
 * the DynamoDB adapter implements): every file imports, stores what the file holds (counted
 * independently from its records), its export in the file's own version has the file's lines
 * (round-trip/gedcom-lines.ts: only pointer names and the header may differ; what cannot be kept
 * is in the import report with its line), importing its export gives back the same tree, and so
 * does a trip through the other version (5.5.1 <-> 7.0) but for the documented conversions.
 */
const deps = () => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });

async function exportText(from: FamilyDeps, ownerId: string, version: GedcomDialect) {
  let text = '';
  for await (const chunk of exportGedcom(from, { ownerId, version, date: new Date(Date.UTC(2024, 0, 1)) })) text += chunk;
  return text;
}

describe.each(corpusFiles())('GEDCOM corpus file %s', (name) => {
  it('imports what the file holds and round-trips line for line through an export in its own version', async () => {
    const bytes = readBytes(name);
    const records = await new GedcomReader([bytes]).toArray();
    const first = deps();
    const imported = await importGedcom(first, { ownerId: 'owner', source: bytes, fileName: name });
    expect(imported.status).toBe('done');
    expect(imported.counts).toEqual(expectedCounts(records));

    const version: GedcomDialect = imported.gedcomVersion?.startsWith('7') ? '7.0' : '5.5.1';
    const text = await exportText(first, 'owner', version);
    const reported = new Set(imported.warnings.map((w) => w.line));
    const exportedRecords = await new GedcomReader([new TextEncoder().encode(text)]).toArray();
    expect(lineDifferences(records, exportedRecords).filter((d) => !reported.has(Number(/^line (\d+):/.exec(d)?.[1])))).toEqual([]);
    const second = deps();
    const again = await importGedcom(second, { ownerId: 'owner', source: new TextEncoder().encode(text), fileName: `again-${name}` });
    expect(again.status).toBe('done');
    const firstTree = await treeSnapshot(first.store, 'owner');
    expect(await treeSnapshot(second.store, 'owner')).toEqual(firstTree);

    // The other way: through the other version and back, only documented conversions may differ.
    const other: GedcomDialect = version === '7.0' ? '5.5.1' : '7.0';
    const third = deps();
    await importGedcom(third, { ownerId: 'owner', source: new TextEncoder().encode(await exportText(first, 'owner', other)), fileName: `other-${name}` });
    expect(acrossVersions(await treeSnapshot(third.store, 'owner'), other)).toEqual(acrossVersions(firstTree, other));
  }, 60_000);
});
