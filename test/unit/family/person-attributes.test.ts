import { describe, expect, it } from 'vitest';
import type { FamilyDeps } from '../../../lambdas/domain/family/deps';
import { newId } from '../../../lambdas/domain/family/ids';
import { createPerson } from '../../../lambdas/domain/family/people';
import { personAttributes, saveAttributes } from '../../../lambdas/domain/family/person-attributes';
import { exportGedcom } from '../../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom } from '../../../lambdas/domain/genealogy-import/import-gedcom';
import { MemoryFamilyStore } from './memory-family-store';

const OWNER = 'owner';
const newDeps = (): FamilyDeps & { store: MemoryFamilyStore } => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });
const FILE = `0 HEAD
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Victoria /Hanover/
1 TITL Queen of England
1 OCCU Monarch
2 DATE FROM 1837 TO 1901
2 SOUR @S1@
3 PAGE p. 12
1 _UID 1234ABCD
1 RELI Church of England
0 @S1@ SOUR
1 TITL Royal lineage
0 TRLR
`;

async function imported() {
  const deps = newDeps();
  await importGedcom(deps, { ownerId: OWNER, source: new TextEncoder().encode(FILE), fileName: 'royal.ged' });
  const person = [...deps.store.people.values()].find((p) => p.gedcom?.xref === '@I1@')!;
  return { deps, personId: person.id };
}

async function exported(deps: FamilyDeps): Promise<string> {
  let text = '';
  for await (const chunk of exportGedcom(deps, { ownerId: OWNER, version: '5.5.1', date: new Date(Date.UTC(2024, 0, 1)) })) text += chunk;
  return text.replace(/\r\n/g, '\n');
}

const individual = (text: string) => /0 @I\d+@ INDI\n(?:[1-9].*\n)*/.exec(text)![0];

describe('person attributes (title, occupation, religion...)', () => {
  it('reads the GEDCOM attributes of an imported person with their date and place', async () => {
    const { deps, personId } = await imported();
    expect(await personAttributes(deps, OWNER, personId)).toEqual([
      { id: 'a0', tag: 'TITL', label: 'Title', value: 'Queen of England', type: '', date: '', place: '' },
      { id: 'a1', tag: 'OCCU', label: 'Occupation', value: 'Monarch', type: '', date: 'FROM 1837 TO 1901', place: '' },
      { id: 'a2', tag: 'RELI', label: 'Religion', value: 'Church of England', type: '', date: '', place: '' },
    ]);
  });

  it('edits one in place (its source stays), removes one, adds one, and the export writes exactly that', async () => {
    const { deps, personId } = await imported();
    const before = individual(await exported(deps));
    expect(before).toContain('1 OCCU Monarch\n2 DATE FROM 1837 TO 1901\n2 SOUR @S1@\n3 PAGE p. 12\n');
    const saved = await saveAttributes(deps, OWNER, OWNER, personId, {
      attributes: [
        { id: 'a0', tag: 'TITL', value: 'Queen of the United Kingdom', type: '', date: '', place: '' },
        { id: 'a1', tag: 'OCCU', value: 'Monarch', type: '', date: 'FROM 1837 TO 1901', place: 'London, England' },
        { id: 'a2', tag: 'RELI', value: 'Church of England', type: '', date: '', place: '', deleted: true },
        { tag: 'FACT', value: 'Diarist', type: 'Hobby', date: '', place: '' },
      ],
    });
    expect(saved.map((a) => [a.tag, a.value, a.type, a.place])).toEqual([
      ['TITL', 'Queen of the United Kingdom', '', ''],
      ['OCCU', 'Monarch', '', 'London, England'],
      ['FACT', 'Diarist', 'Hobby', ''],
    ]);
    const after = individual(await exported(deps));
    expect(after).toContain('1 TITL Queen of the United Kingdom\n');
    expect(after).toContain('1 OCCU Monarch\n2 DATE FROM 1837 TO 1901\n2 PLAC London, England\n2 SOUR @S1@\n3 PAGE p. 12\n');
    expect(after).toContain('1 _UID 1234ABCD\n');
    expect(after).not.toContain('RELI');
    expect(after).toContain('1 FACT Diarist\n2 TYPE Hobby\n');
    expect(await personAttributes(deps, OWNER, personId)).toEqual(saved);
  });

  it('saving the list unchanged writes nothing; a person made in the app can be given facts', async () => {
    const { deps, personId } = await imported();
    const current = await personAttributes(deps, OWNER, personId);
    const writes = deps.store.people.get(`${OWNER}\u0000${personId}`);
    await saveAttributes(deps, OWNER, OWNER, personId, { attributes: current.map((a) => ({ ...a, tag: a.tag as 'TITL' })) });
    expect(deps.store.people.get(`${OWNER}\u0000${personId}`)).toBe(writes);

    const made = await createPerson(deps, OWNER, 'author', { names: [{ name_type: 'Birth Name', prefix: '', first_name: 'Ann', middle_name: '', last_name: 'Smith', suffix: '' }] });
    await saveAttributes(deps, OWNER, OWNER, made.id, { attributes: [{ tag: 'OCCU', value: 'Weaver', type: '', date: '1881', place: 'Leeds' }] });
    expect((await personAttributes(deps, OWNER, made.id)).map((a) => [a.label, a.value, a.date, a.place])).toEqual([['Occupation', 'Weaver', '1881', 'Leeds']]);
    expect(await exported(deps)).toContain('1 OCCU Weaver\n2 DATE 1881\n2 PLAC Leeds\n');
  });
});

describe('LDS ordinances and record numbers (webtrees and Gramps show them; they were kept but hidden)', () => {
  const LDS_FILE = `0 HEAD
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Augustine /Washington/
1 AFN 9Q3H-XN
1 ENDL
2 DATE 19 MAR 1935
2 TEMP SLAKE
2 STAT COMPLETED
1 SLGC
2 STAT SUBMITTED
2 FAMC @F1@
1 BAPL
2 DATE BET 2 JUL 1959 AND MAR
0 @F1@ FAM
1 CHIL @I1@
0 TRLR
`;

  it('lists the ordinances with their temple and status, and the Ancestral File number, and keeps them whole when the facts are saved', async () => {
    const deps = newDeps();
    await importGedcom(deps, { ownerId: OWNER, source: new TextEncoder().encode(LDS_FILE), fileName: 'lds.ged' });
    const personId = [...deps.store.people.values()].find((p) => p.gedcom?.xref === '@I1@')!.id;
    const facts = await personAttributes(deps, OWNER, personId);
    expect(facts).toEqual([
      { id: 'a0', tag: 'AFN', label: 'Ancestral File number', value: '9Q3H-XN', type: '', date: '', place: '' },
      { id: 'a1', tag: 'ENDL', label: 'LDS endowment', value: '', type: '', date: '19 MAR 1935', place: '', details: 'Temple SLAKE · Completed' },
      { id: 'a2', tag: 'SLGC', label: 'LDS sealing to parents', value: '', type: '', date: '', place: '', details: 'Submitted' },
      { id: 'a3', tag: 'BAPL', label: 'LDS baptism', value: '', type: '', date: 'BET 2 JUL 1959 AND MAR', place: '' },
    ]);
    const before = individual(await exported(deps));
    // The endowment's date is corrected; the rest are sent back as they were (the form sends every fact it shows).
    await saveAttributes(deps, OWNER, OWNER, personId, {
      attributes: facts.map((fact) => ({ id: fact.id, tag: fact.tag as 'ENDL', value: fact.value, type: fact.type, date: fact.tag === 'ENDL' ? '20 MAR 1935' : fact.date, place: fact.place })),
    });
    const after = individual(await exported(deps));
    expect(after).toBe(before.replace('2 DATE 19 MAR 1935', '2 DATE 20 MAR 1935'));
    expect(after).toContain('1 SLGC\n2 STAT SUBMITTED\n2 FAMC @F1@\n');
  });
});
