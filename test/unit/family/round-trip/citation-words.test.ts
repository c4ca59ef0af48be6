import { describe, expect, it } from 'vitest';
import { saveCitations } from '../../../../lambdas/domain/family/attachments';
import { newId } from '../../../../lambdas/domain/family/ids';
import type { GedcomDialect } from '../../../../lambdas/domain/gedcom';
import { formatFinding, validateGedcom7 } from '../../../../lambdas/domain/gedcom/validate';
import { exportGedcom } from '../../../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom } from '../../../../lambdas/domain/genealogy-import/import-gedcom';
import { MemoryFamilyStore } from '../memory-family-store';

/**
 * A citation's own words ('Taufbuch Zürich 1901, entry 77'), typed in the app beside the source it
 * cites, were left out of both exports: only a citation of no source wrote them. They go out as the
 * citation's NOTE (valid under a source pointer in 5.5.1 and 7.0), which an import reads back as them.
 */
const FILE = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8', '0 @I1@ INDI', '1 NAME Anna /Keller/', '0 @S1@ SOUR', '1 TITL Zürich parish registers', '0 TRLR', ''].join('\n');
const WORDS = 'Taufbuch Zürich 1901, entry 77';

const newDeps = () => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });
type Deps = ReturnType<typeof newDeps>;

async function exported(deps: Deps, version: GedcomDialect): Promise<string> {
  let out = '';
  for await (const chunk of exportGedcom(deps, { ownerId: 'owner', version, date: new Date(Date.UTC(2024, 0, 1)) })) out += chunk;
  return out;
}

async function imported(text: string): Promise<Deps> {
  const deps = newDeps();
  await importGedcom(deps, { ownerId: 'owner', source: new TextEncoder().encode(text), fileName: 'anna.ged' });
  return deps;
}

async function onlyPersonAndSource(deps: Deps) {
  const person = (await deps.store.listPeople('owner', { limit: 10 })).items[0]!;
  const source = (await deps.store.sourcesByTitle('owner', { limit: 10 })).items[0]!;
  return { person, source };
}

const citationLines = (text: string) => /\n1 SOUR @[^@]+@\n(?:[2-9] .*\n)*/.exec(text)?.[0].trim();

describe('a citation of a source, with words of its own', () => {
  it.each(['5.5.1', '7.0'] as const)('keeps its words in a %s export, read back as the same citation', async (version) => {
    const deps = await imported(FILE);
    const { person, source } = await onlyPersonAndSource(deps);
    await saveCitations(deps, 'owner', { kind: 'person', id: person.id }, { citations: [{ citation: WORDS, page: 'f. 12r', certainty: '', source_id: source.id }] });

    const out = await exported(deps, version);
    expect(citationLines(out)).toMatch(new RegExp(`^1 SOUR @\\w+@\\n2 PAGE f\\. 12r\\n2 NOTE ${WORDS}$`));
    if (version === '7.0') expect(validateGedcom7(new TextEncoder().encode(out)).findings.map(formatFinding)).toEqual([]);

    const again = await imported(out);
    const reread = await onlyPersonAndSource(again);
    expect(await again.store.citationsOf('owner', { kind: 'person', id: reread.person.id })).toEqual([expect.objectContaining({ citation: WORDS, page: 'f. 12r', sourceId: reread.source.id })]);
    expect(citationLines(await exported(again, version))).toBe(citationLines(out));
  });
});
