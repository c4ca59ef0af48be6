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

const newDeps = () => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });
const read = (name: string) => readFileSync(`${FILES}${name}`);

async function exportText(deps: ReturnType<typeof newDeps>, version: GedcomDialect) {
  let text = '';
  for await (const chunk of exportGedcom(deps, { ownerId: 'owner', version, date: new Date(Date.UTC(2024, 0, 1)) })) text += chunk;
  return text;
}

async function roundTrip(bytes: Uint8Array, fileName: string) {
  const deps = newDeps();
  const record = await importGedcom(deps, { ownerId: 'owner', source: bytes, fileName });
  const version: GedcomDialect = record.gedcomVersion?.startsWith('7') ? '7.0' : '5.5.1';
  const text = await exportText(deps, version);
  const original = await new GedcomReader([bytes]).toArray();
  const exported = await new GedcomReader([new TextEncoder().encode(text)]).toArray();
  const reported = new Set(record.warnings.map((w) => w.line));
  const differences = lineDifferences(original, exported).filter((d) => !reported.has(Number(/^line (\d+):/.exec(d)?.[1])));
  return { record, text, differences, deps };
}

describe.each(readdirSync(FILES).filter((f) => f.endsWith('.ged')))('round trip of %s', (name) => {
  it('exports every line it imported, in order', async () => {
    const { differences } = await roundTrip(read(name), name);
    expect(differences).toEqual([]);
  });
});

describe('what each small file is about', () => {
  it('a child of three families (birth, adoptive, a father\'s second marriage) is in each, with no invented couple', async () => {
    const { text } = await roundTrip(read('child-in-two-families.ged'), 'two.ged');
    const families = text.split('\n0 ').filter((r) => r.includes(' FAM\n'));
    expect(families.map((f) => f.split('\n').filter((l) => /^1 (HUSB|WIFE|CHIL)/.test(l)).join(','))).toEqual(
      expect.arrayContaining(['1 HUSB @I1@,1 WIFE @I2@,1 CHIL @I3@', '1 HUSB @I4@,1 WIFE @I5@,1 CHIL @I3@', '1 HUSB @I1@,1 WIFE @I6@,1 CHIL @I3@']),
    );
    expect(families).toHaveLength(3);
  });

  it('a duplicated CHIL is in the report with its line', async () => {
    const bytes = new TextEncoder().encode(read('orders.ged').toString().replace('1 CHIL @I6@', '1 CHIL @I6@\n1 CHIL @I4@'));
    const { record, differences } = await roundTrip(bytes, 'dup.ged');
    expect(record.warnings).toEqual([{ line: 48, message: '@F1@ lists @I4@ as a child more than once; the child is in the family once' }]);
    expect(differences).toEqual([]);
  });

  it('CHAR IBMPC is read as code page 437, and the report says so at the CHAR line', async () => {
    const deps = newDeps();
    const record = await importGedcom(deps, { ownerId: 'owner', source: read('ibm-pc.ged'), fileName: 'ibm.ged' });
    const [person] = [...deps.store.people.values()];
    expect(person!.names[0]!.last).toBe('Frémont');
    expect([...deps.store.events.values()][0]!.location).toBe('Köln');
    expect(record.warnings).toEqual([{ line: 5, message: 'CHAR IBMPC: read as DOS code page 437' }]);
  });

  it('dates 7.0 cannot express survive a trip through 7.0 and back', async () => {
    const first = newDeps();
    await importGedcom(first, { ownerId: 'owner', source: read('dual-dates.ged'), fileName: 'dual.ged' });
    const seven = await exportText(first, '7.0');
    expect(seven).toContain('2 DATE 1457\n3 PHRASE 28 JAN 1456/57'.replace('1457', '28 JAN 1457'));
    const second = newDeps();
    await importGedcom(second, { ownerId: 'owner', source: new TextEncoder().encode(seven), fileName: 'dual7.ged' });
    const dates = (deps: ReturnType<typeof newDeps>) => [...deps.store.events.values()].map((e) => [e.eventType, e.startDate, e.sortDate]).sort();
    // The one documented change: a 5.5.1 date phrase in parentheses is a 7.0 PHRASE without them.
    const unbracketed = dates(first).map(([type, date, sort]) => [type, date === '(a rainy day)' ? 'a rainy day' : date, sort]);
    expect(dates(second)).toEqual(unbracketed);
    expect(dates(second).map(([, date]) => date)).toEqual(expect.arrayContaining(['28 JAN 1456/57', '28 Jan 1456-1457', 'abt. 1066 or 1094', 'a rainy day', 'ABT 1500']));
  });
});

