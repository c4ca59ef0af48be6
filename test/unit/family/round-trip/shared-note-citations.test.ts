import { describe, expect, it } from 'vitest';
import { newId } from '../../../../lambdas/domain/family/ids';
import type { GedcomDialect } from '../../../../lambdas/domain/gedcom';
import { formatFinding, validateGedcom7 } from '../../../../lambdas/domain/gedcom/validate';
import { exportGedcom } from '../../../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom } from '../../../../lambdas/domain/genealogy-import/import-gedcom';
import { MemoryFamilyStore } from '../memory-family-store';

/**
 * Issue 32: a 5.5.1 citation of a shared note (`1 NOTE @N1@` + `2 SOUR @S1@`) has no place in 7.0,
 * whose SNOTE pointer holds nothing. The 7.0 export writes it as a declared extension that a 7.0
 * import reads back as the note's citation; the note keeps its place among its record's lines.
 */
const FIVE = [
  '0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8',
  '0 @I1@ INDI', '1 NAME Ann /Lee/',
  '1 NOTE @N1@', '2 SOUR @S1@', '3 PAGE p. 4',
  '1 BIRT', '2 DATE 1900', '2 NOTE @N1@', '3 SOUR @S1@',
  '0 @N1@ NOTE A shared note',
  '0 @S1@ SOUR', '1 TITL Parish register',
  '0 TRLR', '',
].join('\n');

const newDeps = () => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });

async function trip(text: string, version: GedcomDialect) {
  const deps = newDeps();
  const report = await importGedcom(deps, { ownerId: 'owner', source: new TextEncoder().encode(text), fileName: 'notes.ged' });
  let out = '';
  for await (const chunk of exportGedcom(deps, { ownerId: 'owner', version, date: new Date(Date.UTC(2024, 0, 1)) })) out += chunk;
  return { report, out };
}
const recordOf = (text: string, xref: string) => text.split('\n0 ').find((r) => r.startsWith(`${xref} `)) ?? '';

describe("a citation of a shared note's pointer", () => {
  it('is written in 7.0 as the declared extension, in a valid file, the note in its place', async () => {
    const { out } = await trip(FIVE, '7.0');
    expect(recordOf(out, '@I1@')).toBe('@I1@ INDI\n1 NAME Ann /Lee/\n1 SNOTE @N1@\n2 _SOUR @S1@\n3 PAGE p. 4\n1 BIRT\n2 DATE 1900\n2 SNOTE @N1@\n3 _SOUR @S1@');
    expect(out).toContain('2 TAG _SOUR https://gedcom.io/terms/v5.5.1/SOUR\n');
    expect(validateGedcom7(new TextEncoder().encode(out)).findings.map(formatFinding)).toEqual([]);
  });

  it('is read back from 7.0 as the citation, and a 5.5.1 export writes the file\'s lines again', async () => {
    const { report: first, out: seven } = await trip(FIVE, '7.0');
    const { report, out } = await trip(seven, '5.5.1');
    expect(report.counts.citations).toBe(first.counts.citations);
    expect(report.counts.citations).toBe(2);
    expect(recordOf(out, '@I1@')).toBe(recordOf(FIVE, '@I1@').trimEnd());
  });
});
