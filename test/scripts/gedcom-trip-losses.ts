/**
 * Measures what a GEDCOM file loses through the app (issue 32): each corpus file is imported into
 * the in-memory family store and exported in 7.0 and 5.5.1; printed per file are
 *  - own: lines of the file its export in its own version does not have (round-trip/gedcom-lines.ts),
 *    not counting lines the import report names;
 *  - via: the same after a trip through the other version and back (file -> other -> own);
 *  - words: via, with DATE values compared by their words (case and spaces aside: ' 5 AUG 1901' is
 *    '5 AUG 1901'), so a respelt date does not hide what else a record lost;
 *  - 551: lines of the 5.5.1 export that 5.5.1 cannot read (a 7.0-only tag, an enumeration in 7.0's
 *    spelling), for 7.0 files;
 *  - ref: for gedcom7code/7/X, lines of FamilySearch's own 5.5.1 file gedcom7code/5/X that the
 *    5.5.1 export of X does not have (records with a differing line).
 * Run: npx tsx test/scripts/gedcom-trip-losses.ts [--lines] [file filter]
 */
import { newId } from '../../lambdas/domain/family/ids';
import { GedcomReader, type GedcomDialect, type GedcomNode } from '../../lambdas/domain/gedcom';
import { exportGedcom } from '../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom } from '../../lambdas/domain/genealogy-import/import-gedcom';
import { MemoryFamilyStore } from '../unit/family/memory-family-store';
import { lineDifferences } from '../unit/family/round-trip/gedcom-lines';
import { corpusFiles, readBytes } from '../unit/gedcom/corpus';

const showLines = process.argv.includes('--lines');
const filter = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '';

/** Tags 7.0 brought that a 5.5.1 reader does not know. */
const SEVEN_ONLY = new Set(['PHRASE', 'MIME', 'SNOTE', 'EXID', 'NO', 'TRAN', 'CROP', 'SDATE', 'UID', 'SCHMA', 'TAG', 'INIL', 'INIT', 'TOP', 'LEFT', 'HEIGHT', 'WIDTH', 'CREA']);
/** 5.5.1's spelling of the enumerations whose 7.0 spelling differs (by tag; lower case in 5.5.1). */
const FIVE_LOWER = new Set(['PEDI', 'RESN', 'MEDI']);

const encode = (text: string) => new TextEncoder().encode(text);
const records = (bytes: Uint8Array) => new GedcomReader([bytes]).toArray();

async function imported(bytes: Uint8Array, fileName: string) {
  const deps = { store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId };
  const report = await importGedcom(deps, { ownerId: 'owner', source: bytes, fileName });
  const exported = async (version: GedcomDialect) => {
    let text = '';
    for await (const chunk of exportGedcom(deps, { ownerId: 'owner', version, date: new Date(Date.UTC(2024, 0, 1)) })) text += chunk;
    return text;
  };
  return { report, exported };
}

function datesByWords<T extends GedcomNode>(node: T): T {
  const value = node.tag === 'DATE' && node.value !== undefined ? node.value.trim().replace(/\s+/g, ' ').toUpperCase() : node.value;
  return { ...node, value, children: node.children.map(datesByWords) };
}

function unreadableIn551(node: GedcomNode, above: string[] = []): string[] {
  const here: string[] = [];
  const value = node.value?.trim() ?? '';
  if (!node.tag.startsWith('_') && !above.some((t) => t.startsWith('_'))) {
    if (SEVEN_ONLY.has(node.tag)) here.push(`${[...above, node.tag].join('.')} ${value}`);
    else if (FIVE_LOWER.has(node.tag) && /[A-Z]/.test(value) && value === value.toUpperCase()) here.push(`${[...above, node.tag].join('.')} ${value}`);
    else if (node.tag === 'TYPE' && above.at(-1) === 'NAME' && value === value.toUpperCase() && value) here.push(`NAME.TYPE ${value}`);
    else if (node.tag === 'FORM' && value.includes('/')) here.push(`${[...above, node.tag].join('.')} ${value}`);
  }
  return [...here, ...node.children.flatMap((c) => unreadableIn551(c, [...above, node.tag]))];
}

let total = { own: 0, via: 0, words: 0, five: 0, ref: 0 };
for (const name of corpusFiles().filter((f) => f.includes(filter))) {
  const bytes = readBytes(name);
  const original = await records(bytes);
  const first = await imported(bytes, name);
  if (first.report.status !== 'done') {
    console.log(`${name}: import ${first.report.status}`);
    continue;
  }
  const own: GedcomDialect = first.report.gedcomVersion?.startsWith('7') ? '7.0' : '5.5.1';
  const other: GedcomDialect = own === '7.0' ? '5.5.1' : '7.0';
  const reported = new Set(first.report.warnings.map((w) => w.line));
  const unreported = (d: string) => !reported.has(Number(/^line (\d+):/.exec(d)?.[1]));
  const ownLoss = lineDifferences(original, await records(encode(await first.exported(own)))).filter(unreported);
  const otherText = await first.exported(other);
  const second = await imported(encode(otherText), `via-${name}`);
  const back = await records(encode(await second.exported(own)));
  const viaLoss = lineDifferences(original, back).filter(unreported);
  const wordsLoss = lineDifferences(original.map(datesByWords), back.map(datesByWords)).filter(unreported);
  const fiveText = own === '7.0' ? otherText : '';
  const fiveLoss = fiveText ? (await records(encode(fiveText))).flatMap((r) => unreadableIn551(r)) : [];
  const reference = name.startsWith('gedcom7code/7/') ? name.replace('/7/', '/5/') : '';
  const refLoss = reference && fiveText ? lineDifferences(await records(readBytes(reference)), await records(encode(fiveText))) : [];
  total.ref += refLoss.length;
  total.words += wordsLoss.length;
  total = { ...total, own: total.own + ownLoss.length, via: total.via + viaLoss.length, five: total.five + fiveLoss.length };
  console.log(`${name.padEnd(48)} own ${String(ownLoss.length).padStart(4)}  via ${other} ${String(viaLoss.length).padStart(4)}  words ${String(wordsLoss.length).padStart(4)}  ${own === '7.0' ? `551 ${fiveLoss.length}` : ''}${reference ? `  ref ${refLoss.length}` : ''}`);
  if (showLines) for (const line of [...ownLoss.map((d) => `  own: ${d}`), ...wordsLoss.map((d) => `  words: ${d}`), ...fiveLoss.map((d) => `  551: ${d}`), ...refLoss.map((d) => `  ref: ${d}`)]) console.log(line);
}
console.log(`total: own ${total.own}, via the other version ${total.via} (${total.words} with dates compared by their words), 5.5.1 lines of 7.0 files 5.5.1 cannot read ${total.five}, records unlike FamilySearch's 5.5.1 ${total.ref}`);
