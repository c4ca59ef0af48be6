import type { FamilyStore } from '../../../lambdas/domain/family/store';
import type { CitationRecord, NoteRecord, PersonRecord } from '../../../lambdas/domain/family/records';
import { isNote } from '../../../lambdas/domain/family/store';
import { parseGedcomText, type GedcomNode, type GedcomRecord } from '../../../lambdas/domain/gedcom';
import { parseGedcomDate, toGedcomDate } from '@heirloom/shared/rules/fuzzy-date';

/**
 * A tree's content without its ids, for comparing an import with the import of its export: people
 * by their GEDCOM xref (export keeps them), with names, sex, contacts, notes and citations; events
 * as a sorted list of type, name, dates (text), place, participants (xref:role), notes, citations;
 * sources by title. Built only through the FamilyStore port, so it works on either store.
 */
export interface TreeSnapshot {
  people: unknown[];
  events: string[];
  sources: string[];
}

export async function treeSnapshot(store: FamilyStore, ownerId: string): Promise<TreeSnapshot> {
  const people: PersonRecord[] = [];
  for await (const page of store.walkPeople(ownerId)) people.push(...page.filter((p) => !p.itemsDeleted));
  const xrefOf = new Map(people.map((p) => [p.id, p.gedcom?.xref ?? p.id]));
  const sources = new Map<string, string>();
  for await (const page of store.walkSources(ownerId)) for (const s of page) sources.set(s.id, JSON.stringify([s.title, s.author, s.publication]));

  const attachments = new Map<string, Array<NoteRecord | CitationRecord>>();
  for (const kind of ['person', 'event'] as const) {
    for await (const page of store.walkAttachments(ownerId, kind)) {
      for (const a of page) {
        const key = `${a.parent.kind}:${a.parent.id}`;
        attachments.set(key, [...(attachments.get(key) ?? []), a]);
      }
    }
  }
  const citationsOf = (kind: string, id: string) =>
    (attachments.get(`${kind}:${id}`) ?? [])
      .filter((a): a is CitationRecord => !isNote(a))
      .sort((a, b) => a.order - b.order)
      .map((c) => JSON.stringify([c.citation, c.page, c.certainty, c.sourceId ? (sources.get(c.sourceId) ?? 'missing source') : null]));
  const notesOf = (kind: string, id: string) =>
    (attachments.get(`${kind}:${id}`) ?? [])
      .filter((a): a is NoteRecord => isNote(a))
      .sort((a, b) => a.order - b.order)
      .map((n) => ({ text: n.text, citations: citationsOf('note', n.id) }));

  const personSnapshots = people
    .map((p) => ({
      xref: xrefOf.get(p.id),
      sex: p.sex,
      names: [...p.names]
        .sort((a, b) => a.order - b.order)
        .map((n) => ({ type: n.nameType, parts: [n.prefix, n.first, n.middle, n.last, n.suffix], notes: notesOf('name', n.id), citations: citationsOf('name', n.id) })),
      contacts: p.contacts.map((c) => `${c.contactType}:${c.value}`),
      notes: notesOf('person', p.id),
      citations: citationsOf('person', p.id),
    }))
    .sort((a, b) => String(a.xref).localeCompare(String(b.xref)));

  const events: string[] = [];
  for await (const page of store.walkEvents(ownerId)) {
    for (const { event, participants } of page) {
      const roles = participants
        .filter((p) => xrefOf.has(p.personId))
        .map((p) => `${xrefOf.get(p.personId)}:${p.role}`)
        .sort();
      if (roles.length === 0) continue;
      events.push(
        JSON.stringify({
          type: event.eventType,
          name: event.name,
          auto: event.autoName,
          start: event.startDate,
          end: event.endDate,
          place: event.location,
          roles,
          notes: notesOf('event', event.id),
          citations: citationsOf('event', event.id),
        }),
      );
    }
  }
  return { people: personSnapshots, events: events.sort(), sources: [...sources.values()].sort() };
}

/**
 * A snapshot as it should read after a trip through the other GEDCOM version, with only the
 * documented conversions applied: dates in their 7.0 reading (keywords upper case, one space,
 * calendars, B.C. as BCE, what 7.0 cannot hold as a phrase; a phrase's parentheses are brackets in
 * 5.5.1, where the Gregorian calendar goes unnamed), and an intersex SEX X written as U in 5.5.1, which has no X.
 */
export function acrossVersions(snapshot: TreeSnapshot, to: '5.5.1' | '7.0'): TreeSnapshot {
  const date = (text: string) => {
    if (!text) return text;
    const value = toGedcomDate(parseGedcomDate(text), '7.0');
    if (!value.phrase) return value.date;
    // A phrase that is itself a date (a dual year, a calendar escape) is compared by what it says.
    const inner = parseGedcomDate(value.phrase.replace(/\[/g, '(').replace(/\]/g, ')'));
    return `${value.date} (${inner.kind === 'parsed' ? toGedcomDate(inner, '7.0').date : value.phrase})`
      .replace(/\bGREGORIAN /g, '')
      .replace(/\[/g, '(')
      .replace(/\]/g, ')');
  };
  return {
    ...snapshot,
    people: to === '5.5.1' ? snapshot.people.map((p) => ((p as { sex: string }).sex === 'Intersex' ? { ...(p as object), sex: '' } : p)) : snapshot.people,
    events: snapshot.events
      .map((text) => {
        const event = JSON.parse(text) as { start: string; end: string };
        return JSON.stringify({ ...event, start: date(event.start), end: date(event.end) });
      })
      .sort(),
  };
}

/** `DIV N` ("no divorce") is no event. */
const saysNo = (event: GedcomNode) => event.value?.trim().toUpperCase() === 'N';
const INDI_EVENTS = new Set(['BIRT', 'DEAT', 'BURI', 'CREM', 'CHR', 'CHRA', 'BAPM', 'BLES', 'BARM', 'BASM', 'CONF', 'FCOM', 'ORDN', 'NATU', 'EMIG', 'IMMI', 'CENS', 'PROB', 'WILL', 'GRAD', 'RETI', 'RESI', 'ADOP', 'PROP', '_MILT', '_MILI', 'EVEN']);
const FAM_EVENTS = new Set(['MARR', 'DIV', 'DIVF', 'ANUL', 'ENGA', 'MARB', 'MARC', 'MARL', 'MARS', 'CENS', 'RESI', 'EVEN']);

/**
 * What an import of a file should store, counted straight from its records (README.md of
 * lambdas/domain/genealogy-import defines the rules):
 *  - people, families, sources: INDI, FAM, SOUR records;
 *  - events: every event structure under an INDI or a FAM (but one whose payload is N, `DIV N`), plus a marriage for each FAM with a
 *    husband and a wife and no MARR, plus a birth for each person with no BIRT who is a child
 *    (by birth) of a family with a parent, plus an adoption for each FAMC with PEDI adopted that no
 *    ADOP event points to;
 *  - notes: NOTE/SNOTE structures (inline, or pointing to a shared note in the file) directly under
 *    an INDI, a NAME, an event, or a FAM that has a marriage;
 *  - citations: SOUR structures (pointing to a SOUR record in the file, @VOID@, or inline) directly
 *    under those, and under the notes counted.
 */
export function expectedCounts(records: readonly GedcomRecord[]) {
  const byXref = new Map(records.filter((r) => r.xref).map((r) => [r.xref!, r]));
  const is = (pointer: string | undefined, tag: string) => pointer !== undefined && byXref.get(pointer)?.tag === tag;
  const isNoteRecord = (p: string | undefined) => is(p, 'NOTE') || is(p, 'SNOTE');
  const counts = { people: 0, families: 0, events: 0, notes: 0, citations: 0, sources: 0, media: 0, repositories: 0, noteRecords: 0, submitters: 0, otherRecords: 0 };
  const RECORD_KINDS: Record<string, 'media' | 'repositories' | 'noteRecords' | 'submitters'> = { OBJE: 'media', REPO: 'repositories', NOTE: 'noteRecords', SNOTE: 'noteRecords', SUBM: 'submitters' };
  const countAttachments = (parent: GedcomNode) => {
    for (const c of parent.children) {
      if ((c.tag === 'NOTE' || c.tag === 'SNOTE') && (c.pointer ? isNoteRecord(c.pointer) : true)) {
        counts.notes += 1;
        for (const s of c.children) if (s.tag === 'SOUR' && citationCounts(s)) counts.citations += 1;
      }
      if (c.tag === 'SOUR' && citationCounts(c)) counts.citations += 1;
    }
  };
  const citationCounts = (sour: GedcomNode) => !sour.pointer || sour.pointer === '@VOID@' || is(sour.pointer, 'SOUR');
  const parentsOf = (famXref: string) => {
    const fam = byXref.get(famXref);
    if (fam?.tag !== 'FAM') return 0;
    return fam.children.filter((c) => (c.tag === 'HUSB' || c.tag === 'WIFE') && is(c.pointer, 'INDI')).length;
  };
  const husbandWife = (fam: GedcomNode) => {
    const husb = fam.children.find((c) => c.tag === 'HUSB')?.pointer;
    const wife = fam.children.find((c) => c.tag === 'WIFE')?.pointer;
    return is(husb, 'INDI') && is(wife, 'INDI');
  };
  const chil = new Map<string, string[]>();
  for (const r of records) if (r.tag === 'FAM' && r.xref) for (const c of r.children) if (c.tag === 'CHIL' && c.pointer) chil.set(c.pointer, [...(chil.get(c.pointer) ?? []), r.xref]);

  for (const r of records) {
    // Records kept whole, by kind (every record that is not HEAD, TRLR, INDI, FAM or SOUR).
    if (!['HEAD', 'TRLR', 'INDI', 'FAM', 'SOUR'].includes(r.tag)) counts[RECORD_KINDS[r.tag] ?? 'otherRecords'] += 1;
    if (r.tag === 'SOUR') counts.sources += 1;
    if (r.tag === 'INDI') {
      counts.people += 1;
      countAttachments(r);
      const famc = r.children.filter((c) => c.tag === 'FAMC' && c.pointer);
      const pedigree = (c: GedcomNode) => (c.children.find((p) => p.tag === 'PEDI')?.value ?? '').trim().toLowerCase();
      const birthFamilies = [
        ...famc.filter((c) => ['', 'birth'].includes(pedigree(c))).map((c) => c.pointer!),
        ...(chil.get(r.xref ?? '') ?? []).filter((fam) => !famc.some((c) => c.pointer === fam)),
      ];
      let hasBirth = false;
      const adoptedInto = new Set<string>();
      for (const e of r.children) {
        if (e.tag === 'NAME') countAttachments(e);
        if (!INDI_EVENTS.has(e.tag) || saysNo(e)) continue;
        counts.events += 1;
        countAttachments(e);
        if (e.tag === 'BIRT') hasBirth = true;
        const into = e.tag === 'ADOP' ? e.children.find((c) => c.tag === 'FAMC')?.pointer : undefined;
        if (into && is(into, 'FAM')) adoptedInto.add(into);
      }
      if (!hasBirth && birthFamilies.some((fam) => parentsOf(fam) > 0)) counts.events += 1;
      for (const c of famc) if (pedigree(c) === 'adopted' && parentsOf(c.pointer!) > 0 && !adoptedInto.has(c.pointer!)) counts.events += 1;
    }
    if (r.tag === 'FAM') {
      counts.families += 1;
      let marriages = 0;
      for (const e of r.children) {
        if (!FAM_EVENTS.has(e.tag) || saysNo(e)) continue;
        counts.events += 1;
        countAttachments(e);
        const descriptor = e.children.find((c) => c.tag === 'TYPE')?.value?.trim().toLowerCase();
        if (e.tag === 'MARR' || (e.tag === 'EVEN' && descriptor === 'marriage')) marriages += 1;
      }
      if (marriages === 0 && husbandWife(r)) counts.events += 1;
      if (marriages > 0 || husbandWife(r)) countAttachments(r);
    }
  }
  return counts;
}

export const recordsOf = (text: string) => parseGedcomText(text).records;
