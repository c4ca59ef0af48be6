import { describe, expect, it } from 'vitest';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { newId } from '../../../lambdas/domain/family/ids';
import { namesakesWithinImport, type NamesakeCandidate } from '../../../lambdas/domain/family/import-namesakes';
import { importGedcom } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import { MemoryFamilyStore } from './memory-family-store';

const hugo = (id: string, birthYear: string | null, parentIds: string[] = []): NamesakeCandidate => ({ id, key: 'hugo|berg', name: 'Hugo Berg', birthYear, parentIds });

describe('namesakes within one imported file', () => {
  it('offers two people of one name born the same year, once, with the year', () => {
    expect(namesakesWithinImport([hugo('b', '11901'), hugo('a', '11901')])).toEqual([{ pairId: 'a_b', firstId: 'a', secondId: 'b', name: 'Hugo Berg', birth: '1901', reason: 'same_name' }]);
  });

  it('never pairs namesakes without a birth year: a file repeats names across generations', () => {
    expect(namesakesWithinImport([hugo('a', null), hugo('b', null)])).toEqual([]);
    expect(namesakesWithinImport([hugo('a', null), hugo('b', '11901')])).toEqual([]);
  });

  it('never pairs different birth years or different names', () => {
    expect(namesakesWithinImport([hugo('a', '11901'), hugo('b', '11950')])).toEqual([]);
    expect(namesakesWithinImport([hugo('a', '11901'), { ...hugo('b', '11901'), key: 'hugo|bergman' }])).toEqual([]);
  });

  it("believes the file's relations: a parent and child of one name are two people; siblings born the same year stay offered", () => {
    expect(namesakesWithinImport([hugo('father', '11901'), hugo('son', '11901', ['father'])])).toEqual([]);
    expect(namesakesWithinImport([hugo('first', '11901', ['p']), hugo('second', '11901', ['p'])]).map((p) => p.pairId)).toEqual(['first_second']);
  });

  it('pairs every two of a larger group', () => {
    expect(namesakesWithinImport([hugo('a', '11901'), hugo('b', '11901'), hugo('c', '11901')]).map((p) => p.pairId)).toEqual(['a_b', 'a_c', 'b_c']);
  });
});

describe('the namesakes an import gathers while it writes', () => {
  const gedcom = (body: string) => `0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n${body.trim()}\n0 TRLR\n`;

  async function importNamesakes(text: string) {
    const deps: FamilyDeps & { store: MemoryFamilyStore } = { store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId };
    const calls: Array<{ candidates: NamesakeCandidate[]; ownerId: string }> = [];
    const run = () =>
      importGedcom(deps, { ownerId: 'family-1', source: new TextEncoder().encode(gedcom(text)), fileName: 'lind.ged', onNamesakes: async (candidates, tree) => void calls.push({ candidates, ownerId: tree.ownerId }) });
    await run();
    const idOf = (xref: string) => [...deps.store.people.values()].find((p) => p.gedcom?.xref === xref)!.id;
    return { calls, idOf, run };
  }

  it('hands over only people who share a name and a birth year, with the parents of their births, as the table has them', async () => {
    const { calls, idOf } = await importNamesakes(`
0 @I1@ INDI
1 NAME Hugo /Lind/
1 BIRT
2 PLAC Lund
1 BIRT
2 DATE 3 MAR 1901
1 FAMC @F1@
0 @I2@ INDI
1 NAME Hugo /Lind/
1 BIRT
2 DATE 1901
0 @I3@ INDI
1 NAME Karl /Lind/
1 FAMS @F1@
0 @I4@ INDI
1 NAME Greta /Lind/
0 @I7@ INDI
1 NAME Hugo /Lind/
1 BIRT
2 DATE 1950
0 @I8@ INDI
1 NAME Hugo /Lind/
0 @I5@ INDI
1 NAME /Lind/
0 @I6@ INDI
1 NAME /Lind/
0 @F1@ FAM
1 HUSB @I3@
1 CHIL @I1@`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.ownerId).toBe('family-1');
    // Not Karl or Greta (no namesake), the Hugos born in 1950 or with no birth year, nor the two without a first name.
    expect(calls[0]!.candidates).toEqual([
      { id: idOf('@I1@'), key: 'hugo|lind', name: 'Hugo Lind', birthYear: '11901', parentIds: [idOf('@I3@')] },
      { id: idOf('@I2@'), key: 'hugo|lind', name: 'Hugo Lind', birthYear: '11901', parentIds: [] },
    ]);
    expect(namesakesWithinImport(calls[0]!.candidates).map((pair) => pair.birth)).toEqual(['1901']);
  });

  it('is not asked again when the same bytes are imported again: nothing was written', async () => {
    const { calls, run } = await importNamesakes('0 @I1@ INDI\n1 NAME Hugo /Lind/\n0 @I2@ INDI\n1 NAME Hugo /Lind/');
    await run();
    expect(calls).toHaveLength(1);
  });
});
