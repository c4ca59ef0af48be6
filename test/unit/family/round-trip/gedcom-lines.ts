import type { GedcomNode, GedcomRecord } from '../../../../lambdas/domain/gedcom';

/**
 * The strict round-trip comparison: a file and the export of its import, as GEDCOM lines
 * (`level tag value`, CONC/CONT folded), record by record and line by line in order. Normalised
 * are only the pointer names (an exported record may be given another xref: the mapping is
 * learnt from the records' own xrefs), the header (it names the exporting program) and the
 * submitter record a 5.5.1 header requires when the file had none.
 * Everything else, the records' order, child, spouse and event order included, must be the same.
 */
export function lineDifferences(original: readonly GedcomRecord[], exported: readonly GedcomRecord[]): string[] {
  const body = (records: readonly GedcomRecord[]) => records.filter((r) => r.tag !== 'HEAD' && r.tag !== 'TRLR');
  const before = body(original);
  // A record the file gave no xref is given a placeholder one by the import: a pointer name only.
  const after = body(exported).map((r) => (r.xref && /^@_NOXREF\d+@$/.test(r.xref) ? { ...r, xref: undefined } : r));
  const differences: string[] = [];
  const byXref = new Map(after.filter((r) => r.xref).map((r) => [r.xref!, r]));
  const unmatched = after.filter((r) => !r.xref);
  const positionInExport = new Map(after.map((r, i) => [r, i]));
  let previous: { record: GedcomRecord; position: number } | undefined;
  for (const record of before) {
    const twin = record.xref ? byXref.get(record.xref) : unmatched.find((r) => r.tag === record.tag);
    if (!twin) {
      differences.push(`line ${record.line}: 0 ${record.xref ?? ''} ${record.tag} is missing from the export`);
      continue;
    }
    if (record.xref) byXref.delete(record.xref);
    else unmatched.splice(unmatched.indexOf(twin), 1);
    const position = positionInExport.get(twin)!;
    if (previous && position < previous.position) {
      differences.push(`line ${record.line}: 0 ${record.xref ?? ''} ${record.tag} is written before 0 ${previous.record.xref ?? ''} ${previous.record.tag} (line ${previous.record.line}), which the file has first`);
    }
    previous = { record, position };
    const a = linesOf(record);
    const b = linesOf(twin);
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      if (a[i]?.text === b[i]?.text) continue;
      differences.push(`line ${a[i]?.line ?? record.line}: ${clip(a[i]?.text)}  ->  ${clip(b[i]?.text)}`);
      break;
    }
  }
  // A 5.5.1 header must name a submitter: a file without one gets one (a documented conversion).
  const hadSubmitter = before.some((r) => r.tag === 'SUBM');
  for (const record of [...byXref.values(), ...unmatched]) {
    if (record.tag === 'SUBM' && !hadSubmitter) continue;
    differences.push(`export adds 0 ${record.xref ?? ''} ${record.tag}`);
  }
  return differences;
}

function linesOf(node: GedcomNode, level = 0): Array<{ line: number; text: string }> {
  const value = node.value === undefined ? '' : ` ${JSON.stringify(node.value)}`;
  return [{ line: node.line, text: `${level} ${node.tag}${value}` }, ...node.children.flatMap((c) => linesOf(c, level + 1))];
}

const clip = (text: string | undefined) => (text === undefined ? '(nothing)' : text.length > 120 ? `${text.slice(0, 117)}...` : text);
