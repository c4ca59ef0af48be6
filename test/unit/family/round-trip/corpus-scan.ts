import { newId } from '../../../../lambdas/domain/family/ids';
import type { GedcomDialect } from '../../../../lambdas/domain/gedcom';
import { exportGedcom } from '../../../../lambdas/domain/genealogy-import/export-gedcom';
import { importGedcom } from '../../../../lambdas/domain/genealogy-import/import-gedcom';
import { corpusFiles, readBytes } from '../../gedcom/corpus';
import { MemoryFamilyStore } from '../memory-family-store';
import { treeSnapshot, type TreeSnapshot } from '../tree-snapshot';
import { parseGedcomDate, toGedcomDate } from '@heirloom/shared/rules/fuzzy-date';
function canonical(t: TreeSnapshot, version: GedcomDialect): TreeSnapshot {
  const date = (text: string) => { if (!text) return text; const v = toGedcomDate(parseGedcomDate(text), '7.0'); return v.date + (v.phrase ? ` (${v.phrase})` : ''); };
  return {
    ...t,
    people: version === '5.5.1' ? t.people.map((p: any) => ({ ...p, sex: p.sex === 'Intersex' ? '' : p.sex })) : t.people,
    events: t.events.map((e) => { const o = JSON.parse(e); o.start = date(o.start); o.end = date(o.end); return JSON.stringify(o); }).sort(),
  };
}
const newDeps = () => ({ store: new MemoryFamilyStore(), now: () => Date.UTC(2024, 0, 1), newId });
let bad = 0;
for (const name of corpusFiles()) {
  const first = newDeps();
  const r = await importGedcom(first, { ownerId: 'owner', source: readBytes(name), fileName: 'a.ged' });
  const other: GedcomDialect = r.gedcomVersion?.startsWith('7') ? '5.5.1' : '7.0';
  let text = '';
  for await (const c of exportGedcom(first, { ownerId: 'owner', version: other, date: new Date(0) })) text += c;
  const second = newDeps();
  await importGedcom(second, { ownerId: 'owner', source: new TextEncoder().encode(text), fileName: 'b.ged' });
  const a = canonical(await treeSnapshot(first.store, 'owner'), other);
  const b = canonical(await treeSnapshot(second.store, 'owner'), other);
  const ja = JSON.stringify(a), jb = JSON.stringify(b);
  if (ja !== jb) {
    bad++;
    const ea = new Set(a.events), eb = new Set(b.events);
    const onlyA = a.events.filter((e) => !eb.has(e)), onlyB = b.events.filter((e) => !ea.has(e));
    const pa = a.people.map((p) => JSON.stringify(p)), pb = new Set(b.people.map((p) => JSON.stringify(p)));
    console.log(`${name} -> ${other}: events ${onlyA.length}/${onlyB.length} people ${pa.filter((p) => !pb.has(p)).length} sources ${JSON.stringify(a.sources) === JSON.stringify(b.sources)}`);
    if (process.env.V) { console.log(' A', onlyA.slice(0, 3).join('\n A ')); console.log(' B', onlyB.slice(0, 3).join('\n B ')); const bp = b.people.map((p) => JSON.stringify(p)); const pbad = pa.filter((p) => !pb.has(p)).slice(0, 1); console.log(' PA', pbad[0]?.slice(0, 600)); const x = JSON.parse(pbad[0] ?? '{}').xref; console.log(' PB', bp.find((p) => JSON.parse(p).xref === x)?.slice(0, 600)); }
  }
}
console.log('bad', bad);
