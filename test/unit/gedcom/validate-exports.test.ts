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
 * through the independent validator. A 7.0 file comes back valid as a whole. A 5.5.x file's export
 * may not hold any finding of the kinds the exporter converts (below, each with a file it was seen
 * in); what it does not convert yet is listed in lambdas/domain/gedcom/validate/README.md.
 */
const CONVERTED = [
  /^line \d+: (DATE|AGE|TIME) "/, // dates and ages as 5.5.1 wrote them: royal92 ' 5 AUG 1901', bach '21 Jul 2008', gedcom7code/5/age-valid 'CHILD'
  /is not a GEDCOM line/, // ids 7.0 does not allow: gedcom7code/5/obsolete-1 '@submission@', xref-case
  /^line \d+: (RIN|AFN|RFN) is not allowed/, // identifiers 7.0 turned into EXID: washington, the torture files
  /^line \d+: (RELA is not allowed|ASSO must have a ROLE)/, // gedcom7code/5/rela_1
  /^line \d+: (TEXT is not allowed under .*\.SOUR |a second DATA under SOUR)/, // a citation's TEXT: gedcom7code/5/sour-1
  /^line \d+: \w+ is not a GEDCOM 7 record/, // SUBN (gedcom7code/5/obsolete-1), a 5.5.x record type 7.0 lacks (round-trip/files/structures '0 @R1@ TITL'): extension records
  /^line \d+: \w+ takes text, not a pointer/, // a pointer to a non-standard record (round-trip/files/seven-enumerations '1 TITL @R1@'): an extension
  // 5.5.x structures 7.0 has no place for, kept as extensions (genealogy-import/five-extensions.ts):
  /^line \d+: (ANCI|DESI) must point to a record/, // kennedy 'ANCI HIGH', 'DESI MEDIUM'
  // Values 7.0 types differently (genealogy-import/seven-respell.ts):
  /^line \d+: \w+ takes Y or nothing, not "/, // royal92 'DIV N' (NO DIV), basic 'CENS Home - England' (its TYPE)
  /^line \d+: ALIA must point to a record/, // bronte 'ALIA Brunty' (an extension, as ANCI's text)
  /^line \d+: EVEN ".*" is not one of/, // the torture files: a citation's EVEN naming no event type (EVEN with a PHRASE)
  /^line \d+: FILE ".*" is not a URI/, // gedcom7code/5/filename-1: a space in a path (%20)
  /^line \d+: (BAPL|CONL|ENDL|INIL|SLGC|SLGS) takes no payload/, // the torture files: 'CONL Y'
  /^line \d+: COMM is not allowed under SUBM/, // royal92
  /^line \d+: SOUR is not allowed under [\w.]*\.PLAC /, // the torture files
  /^line \d+: AGE is not allowed under FAM\./, // the torture files: an AGE directly under ENGA
  /^line \d+: STAT (must have a DATE|".*" is not one of)/, // the torture files: 'STAT Cleared', a STAT with no DATE
  /^line \d+: SLGC (must have a FAMC|is not allowed under FAM\.CHIL)/, // washington
  /^line \d+: (OBJE must have a FILE|(TITL|FORM|BLOB) is not allowed under OBJE )/, // the torture files: a 5.5 OBJE record with a BLOB, no FILE
  /^line \d+: (\w+ is not allowed under [\w.]+\.OBJE |OBJE must point to a record)/, // inline multimedia: kennedy, gedcom7code/5/obje-1
  /^line \d+: PLAC ".*" is not a comma-separated list/, // a place with a leading space: round-trip/files/structures
];

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

  it.each(corpusFiles().filter((name) => !isSeven(name)))('%s: nothing of the kinds the exporter converts', async (name) => {
    expect((await sevenExport(name)).filter((finding) => CONVERTED.some((kind) => kind.test(finding)))).toEqual([]);
  }, 60_000);

  it.each(roundTripFiles)('round-trip/files/%s: nothing of the kinds the exporter converts', async (name) => {
    const findings = await sevenExport(name, readFileSync(join(ROUND_TRIP, name)));
    expect(findings.filter((finding) => CONVERTED.some((kind) => kind.test(finding)))).toEqual([]);
  });
});
