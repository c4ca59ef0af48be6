import { DATE_PARSE_ERRORS, parseGedcomDate, placeOfUnreadable, sortKey, type DateParseError } from '@heirloom/shared/rules/fuzzy-date';
import { autoName } from '@heirloom/shared/rules/events';
import { readablePlace } from '@heirloom/shared/rules/place-text';
import type { GedcomDialect, GedcomNode, GedcomRecord } from '../gedcom';
import type {
  AnchorKind,
  CitationRecord,
  ContactRecord,
  EventRecord,
  FamilyItem,
  GedcomProvenance,
  NameRecord,
  NoteParentKind,
  NoteRecord,
  ParentRef,
  ParticipantRecord,
  PersonRecord,
} from '../family/records';
import { gedcomNameParts, NAME_PART_TAGS, nameSnapshot } from './gedcom-names';
import { FAM_EVENT_TAGS, INDI_EVENT_TAGS, leadingRole, nameTypeFor, partnerRole, saysNotHappened, sexOfStructure, typeForDescriptor } from './gedcom-tags';
import type { ImportIds } from './identity';
import { fiveTagsOf, schemaOf } from './five-extensions';
import { encodeKept, encodeRecord, type KeptStructure } from './node-codec';
import { noXref, type ScanIndex } from './scan';

/**
 * The second pass: one GEDCOM record -> the items of the family tree (see README.md for the
 * mapping table and how counts are defined). Pure and synchronous: the importer feeds it records
 * and writes what it returns. Everything not mapped is kept (node-codec) on the item it sat in.
 */

export interface MapContext {
  ownerId: string;
  importKey: string;
  importRun: string;
  /** The member who uploaded the file: the people it brings in are theirs to maintain (sharing/roles.ts). */
  importedBy?: string | null;
  dialect: GedcomDialect;
  now: number;
  ids: ImportIds;
  index: ScanIndex;
  warn(message: string, line?: number): void;
}

interface ParticipantSpec {
  xref: string;
  role: string;
  spouseTag?: 'HUSB' | 'WIFE';
}

interface EventSpec {
  id: string;
  type: string;
  /** A name the file gives (EVEN TYPE); otherwise the automatic name. */
  name?: string;
  level: 'INDI' | 'FAM';
  familyXref?: string;
  participants: ParticipantSpec[];
  implied?: boolean;
  /** Child tags of the node read elsewhere (TYPE of an EVEN, FAMC of an ADOP). */
  consumed?: ReadonlySet<string>;
  /** Notes and citations of a FAM record, written under its marriage. */
  familyAttachments?: GedcomNode[];
  /** Its place among its record's substructures. */
  position?: number;
  adoptedBy?: string;
}

/** Why a date cannot be read, in words for the import report (the parser's own texts are the spec's, for the log). */
const UNREADABLE_BECAUSE: Readonly<Record<DateParseError, string>> = {
  [DATE_PARSE_ERRORS.dayOrYear]: 'a day or year in it is not one a calendar has',
  [DATE_PARSE_ERRORS.monthOrDayOfWeek]: 'a word in it is not a month we know',
};

const CONTACT_TAGS: Readonly<Record<string, ContactRecord['contactType']>> = { EMAIL: 'Email', PHON: 'Phone Number', WWW: 'Website' };
const NOTE_TAGS = new Set(['NOTE', 'SNOTE']);
const VOID = '@VOID@';

const child = (node: GedcomNode, tag: string) => node.children.find((c) => c.tag === tag);
/** The substructures' tags in file order (see GedcomProvenance.tags); none for a structure without any. */
const tagsOf = (node: GedcomNode): string | undefined => (node.children.length ? node.children.map((c) => c.tag).join(' ') : undefined);
function compact(provenance: GedcomProvenance): GedcomProvenance {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(provenance)) if (value !== undefined) kept[name] = value;
  return kept as GedcomProvenance;
}

// SCHMA too: a 7.0 export says again what the file's extension tags stand for.
const HEADER_KEPT = new Set(['NOTE', 'LANG', 'PLAC', 'COPR', 'SCHMA']);

export class RecordMapper {
  /** The position in the file of the record being mapped. */
  private seq = 0;
  /** The extension tags a 7.0 file's SCHMA declares as 5.5.1's SOUR: under a shared note's pointer, its citations (five-extensions.ts). */
  private readonly sharedNoteCitations = new Set<string>();

  constructor(private readonly ctx: MapContext) {}

  /** Maps one record; `seq` is its position in the file (kept on the record's item for the export's order). */
  map(record: GedcomRecord, seq: number): FamilyItem[] {
    this.seq = seq;
    switch (record.tag) {
      case 'HEAD':
        return this.header(record, seq);
      case 'TRLR':
        return [];
      case 'INDI':
        return this.individual(record, this.xrefOf(record, seq));
      case 'FAM':
        return this.family(record, this.xrefOf(record, seq));
      case 'SOUR':
        return this.source(record, this.xrefOf(record, seq));
      default:
        return [this.kept(record, seq)];
    }
  }

  private xrefOf(record: GedcomRecord, seq: number): string {
    if (record.xref) return record.xref;
    this.ctx.warn(`A ${record.tag} record has no identifier; it was imported but nothing can point to it`, record.line);
    return noXref(seq);
  }

  /** Spread last in a literal: one that starts with a spread is slow in V8 (see dynamo-family-items.ts). */
  private provenance() {
    return { ownerId: this.ctx.ownerId, importKey: this.ctx.importKey, importRun: this.ctx.importRun };
  }

  // ---------------------------------------------------------------- INDI

  private individual(record: GedcomRecord, xref: string): FamilyItem[] {
    const { ids, index } = this.ctx;
    const personId = ids.person(xref);
    const anchor: ParentRef<AnchorKind> = { kind: 'person', id: personId };
    const items: FamilyItem[] = [];
    const kept: KeptStructure[] = [];
    const names: NameRecord[] = [];
    const contacts: ContactRecord[] = [];
    const notes: GedcomNode[] = [];
    const citations: GedcomNode[] = [];
    const tagCounts = new Map<string, number>();
    const childFamilies = index.childFamilies(xref);
    const coveredAdoptions = new Set<string>();
    let sex = '';
    let sexValue: string | undefined;
    let hasBirth = false;
    const links: NonNullable<GedcomProvenance['links']> = [];
    const seenFamc = new Set<string>();

    for (const [position, node] of record.children.entries()) {
      const tag = node.tag;
      if ((tag === 'FAMC' || tag === 'FAMS') && node.pointer) {
        links.push([tag, node.pointer, tag === 'FAMC' ? (child(node, 'PEDI')?.value ?? '') : '']);
      }
      if (tag === 'NAME') {
        names.push(this.name(node, personId, names.length, items));
      } else if (tag === 'SEX' && sexValue === undefined) {
        sexValue = node.value ?? '';
        const said = sexOfStructure(node);
        sex = said.sex;
        for (const c of node.children) if (c !== said.extension) kept.push({ path: 'SEX', node: c });
      } else if (INDI_EVENT_TAGS[tag] && !saysNotHappened(node)) {
        const k = tagCounts.get(tag) ?? 0;
        tagCounts.set(tag, k + 1);
        const spec: EventSpec = Object.assign(this.individualEventSpec(node, xref, k, childFamilies, coveredAdoptions), { position });
        if (tag === 'BIRT' && k === 0) hasBirth = true;
        items.push(...this.event(node, spec));
      } else if (tag === 'FAMC' && node.pointer && seenFamc.has(node.pointer)) {
        // A second link to the same family (PEDI BIRTH after PEDI ADOPTED) is written back as it came.
        kept.push({ path: '', node });
      } else if (tag === 'FAMC' && node.pointer) {
        seenFamc.add(node.pointer);
        const link = childFamilies.find((l) => l.fam === node.pointer);
        // A family with children only lists this child itself: the link is written from it.
        const listedWithoutParents = link && link.pedigree !== 'other' && index.parentsOf(link.fam).length === 0 && index.families.get(link.fam)!.children.includes(xref);
        if (!listedWithoutParents && (!link || link.pedigree === 'other' || index.parentsOf(link.fam).length === 0)) {
          if (!index.families.has(node.pointer) && node.pointer !== VOID) this.ctx.warn(`${xref} is a child of ${node.pointer}, which is not in the file`, node.line);
          kept.push({ path: '', node });
        } else {
          for (const c of node.children) if (c.tag !== 'PEDI') kept.push({ path: `FAMC ${node.pointer}`, node: c });
        }
      } else if (tag === 'FAMS' && node.pointer && index.families.has(node.pointer)) {
        for (const c of node.children) kept.push({ path: `FAMS ${node.pointer}`, node: c });
      } else if (NOTE_TAGS.has(tag)) {
        notes.push(node);
      } else if (tag === 'SOUR') {
        citations.push(node);
      } else if (CONTACT_TAGS[tag] && node.value && node.children.length === 0) {
        contacts.push({ id: ids.contact(xref, contacts.length), contactType: CONTACT_TAGS[tag]!, value: node.value.trim(), personVersion: 1 });
      } else {
        if (tag === 'FAMS' && node.pointer && node.pointer !== VOID) this.ctx.warn(`${xref} is a spouse in ${node.pointer}, which is not in the file`, node.line);
        kept.push({ path: '', node });
      }
    }

    // A child of a family with parents has a birth (or adoption) even when the file gives no BIRT.
    const birthParents = this.parentsOfLinks(childFamilies.filter((l) => l.pedigree === 'birth'));
    if (!hasBirth && birthParents.length > 0) {
      const participants: ParticipantSpec[] = [{ xref, role: 'child' }, ...birthParents.map((p) => ({ xref: p, role: 'parent' }))];
      const familyXref = childFamilies.find((l) => l.pedigree === 'birth' && index.parentsOf(l.fam).length > 0)?.fam;
      items.push(
        ...this.event(syntheticNode('BIRT', record.line), {
          id: ids.event(xref, 'BIRT', 0),
          type: 'birth',
          level: 'INDI',
          ...(familyXref ? { familyXref } : {}),
          participants,
          implied: true,
        }),
      );
    }
    for (const link of childFamilies.filter((l) => l.pedigree === 'adopted' && !coveredAdoptions.has(l.fam))) {
      const parents = index.parentsOf(link.fam);
      if (parents.length === 0) continue;
      const participants: ParticipantSpec[] = [{ xref, role: 'child' }, ...parents.map((p) => ({ xref: p, role: 'parent' }))];
      items.push(
        ...this.event(syntheticNode('ADOP', record.line), { id: ids.implied(xref, 'ADOP', link.fam), type: 'Adoption', level: 'INDI', familyXref: link.fam, participants, implied: true }),
      );
    }

    items.push(...this.notes(notes, { kind: 'person', id: personId }, anchor, kept));
    items.push(...this.citations(citations, { kind: 'person', id: personId }, anchor, kept));

    if (names.length === 0) names.push(blankName(ids.name(personId, 0)));
    const person: PersonRecord = {
      id: personId,
      sex,
      names,
      contacts,
      thumbnail: null,
      itemsDeleted: false,
      personVersion: 1,
      previousVersion: [],
      newerVersion: null,
      versionDate: this.ctx.now,
      author: null,
      createdBy: this.ctx.importedBy ?? undefined,
      createdAt: this.ctx.now,
      updatedAt: this.ctx.now,
      gedcom: compact({ xref, dialect: this.ctx.dialect, extras: encodeKept(kept), sexValue, tags: tagsOf(record), links: links.length ? links : undefined, seq: this.seq }),
      ...this.provenance(),
    };
    return [{ kind: 'person', record: person }, ...items];
  }

  private parentsOfLinks(links: ReadonlyArray<{ fam: string }>): string[] {
    return [...new Set(links.flatMap((link) => this.ctx.index.parentsOf(link.fam)))];
  }

  private individualEventSpec(
    node: GedcomNode,
    xref: string,
    k: number,
    childFamilies: ReadonlyArray<{ fam: string; pedigree: string }>,
    coveredAdoptions: Set<string>,
  ): EventSpec {
    const mapping = INDI_EVENT_TAGS[node.tag]!;
    let type = mapping.type;
    let role = mapping.role;
    let name: string | undefined;
    const consumed = new Set<string>();
    if (node.tag === 'EVEN') {
      const descriptor = child(node, 'TYPE')?.value?.trim();
      const known = typeForDescriptor(descriptor);
      if (known) {
        type = known;
        role = leadingRole(known);
        consumed.add('TYPE');
      } else if (descriptor) {
        name = descriptor;
        consumed.add('TYPE');
      }
    }
    const participants: ParticipantSpec[] = [{ xref, role }];
    let familyXref: string | undefined;
    let adoptedBy: string | undefined;
    if (node.tag === 'BIRT' && k === 0) {
      const births = childFamilies.filter((l) => l.pedigree === 'birth' && this.ctx.index.parentsOf(l.fam).length > 0);
      for (const parent of this.parentsOfLinks(births)) participants.push({ xref: parent, role: 'parent' });
      familyXref = births[0]?.fam;
    } else if (node.tag === 'ADOP') {
      const famc = child(node, 'FAMC');
      if (famc?.pointer && this.ctx.index.families.has(famc.pointer)) {
        familyXref = famc.pointer;
        coveredAdoptions.add(famc.pointer);
        adoptedBy = child(famc, 'ADOP')?.value ?? '';
        const by = (adoptedBy || 'BOTH').trim().toUpperCase();
        const facts = this.ctx.index.families.get(famc.pointer)!;
        const parents = [by !== 'WIFE' ? facts.husband : undefined, by !== 'HUSB' ? facts.wife : undefined];
        for (const parent of parents) if (parent && this.ctx.index.individuals.has(parent)) participants.push({ xref: parent, role: 'parent' });
        consumed.add('FAMC');
      } else if (famc?.pointer && famc.pointer !== VOID) {
        this.ctx.warn(`${xref} was adopted into ${famc.pointer}, which is not in the file`, famc.line);
      }
    }
    return {
      id: this.ctx.ids.event(xref, node.tag, k),
      type,
      ...(name ? { name } : {}),
      level: 'INDI',
      ...(familyXref ? { familyXref } : {}),
      ...(adoptedBy !== undefined ? { adoptedBy } : {}),
      participants,
      consumed,
    };
  }

  // ---------------------------------------------------------------- NAME

  private name(node: GedcomNode, personId: string, position: number, items: FamilyItem[]): NameRecord {
    const id = this.ctx.ids.name(personId, position);
    const parts = gedcomNameParts(node);
    const kept: KeptStructure[] = [];
    const notes: GedcomNode[] = [];
    const citations: GedcomNode[] = [];
    const typeNode = child(node, 'TYPE');
    const typeText = typeNode?.value?.trim();
    const phrase = typeNode ? child(typeNode, 'PHRASE')?.value : undefined;
    const mapped = nameTypeFor(typeText, phrase);
    const partTags: string[] = [];
    const partValues: string[] = [];
    for (const c of node.children) {
      if ((NAME_PART_TAGS as readonly string[]).includes(c.tag) && c.children.length === 0 && !partTags.includes(c.tag)) {
        partTags.push(c.tag);
        partValues.push(c.value ?? '');
      }
      else if (c.tag === 'TYPE' && c === typeNode) for (const t of c.children) kept.push({ path: 'TYPE', node: t });
      else if (NOTE_TAGS.has(c.tag)) notes.push(c);
      else if (c.tag === 'SOUR') citations.push(c);
      else kept.push({ path: '', node: c });
    }
    const anchor: ParentRef<AnchorKind> = { kind: 'person', id: personId };
    items.push(...this.notes(notes, { kind: 'name', id }, anchor, kept));
    items.push(...this.citations(citations, { kind: 'name', id }, anchor, kept));
    return {
      id,
      nameType: mapped ?? 'Birth Name',
      order: position,
      ...parts,
      gedcom: compact({
        nameValue: node.value ?? '',
        // The TYPE as written ('' when there was none), so an unchanged name keeps it.
        nameTypeText: typeText ?? '',
        partTags,
        partValues,
        tags: tagsOf(node),
        snapshot: nameSnapshot({ nameType: mapped ?? 'Birth Name', ...parts }),
        extras: encodeKept(kept),
      }),
    };
  }

  // ---------------------------------------------------------------- FAM

  private family(record: GedcomRecord, xref: string): FamilyItem[] {
    const { ids, index } = this.ctx;
    const facts = index.families.get(xref) ?? { children: [] };
    const items: FamilyItem[] = [];
    const kept: KeptStructure[] = [];
    const attachments: GedcomNode[] = [];
    const exists = (pointer: string | undefined) => pointer !== undefined && index.individuals.has(pointer);
    const partners: ParticipantSpec[] = [];
    if (exists(facts.husband)) partners.push({ xref: facts.husband!, role: 'spouse', spouseTag: 'HUSB' });
    if (exists(facts.wife)) partners.push({ xref: facts.wife!, role: 'spouse', spouseTag: 'WIFE' });

    const events: Array<{ node: GedcomNode; spec: EventSpec }> = [];
    const tagCounts = new Map<string, number>();
    const children: string[] = [];
    for (const [position, node] of record.children.entries()) {
      const tag = node.tag;
      if (tag === 'CHIL' && node.pointer && index.individuals.has(node.pointer) && children.includes(ids.person(node.pointer))) {
        this.ctx.warn(`${xref} lists ${node.pointer} as a child more than once; the child is in the family once`, node.line);
      } else if ((tag === 'HUSB' || tag === 'WIFE' || tag === 'CHIL') && node.pointer) {
        if (tag === 'CHIL' && index.individuals.has(node.pointer)) children.push(ids.person(node.pointer));
        if (!index.individuals.has(node.pointer)) {
          if (node.pointer !== VOID) this.ctx.warn(`${xref} names ${node.pointer} (${tag}), who is not in the file`, node.line);
          kept.push({ path: '', node });
        } else {
          for (const c of node.children) kept.push({ path: `${tag} ${node.pointer}`, node: c });
        }
      } else if (FAM_EVENT_TAGS[tag] && !saysNotHappened(node)) {
        const k = tagCounts.get(tag) ?? 0;
        tagCounts.set(tag, k + 1);
        const mapping = FAM_EVENT_TAGS[tag]!;
        let type = mapping.type;
        let name: string | undefined;
        const consumed = new Set<string>();
        if (tag === 'EVEN') {
          const descriptor = child(node, 'TYPE')?.value?.trim();
          const known = typeForDescriptor(descriptor);
          if (known) type = known;
          else if (descriptor) name = descriptor;
          if (descriptor) consumed.add('TYPE');
        }
        const role = tag === 'EVEN' && !typeForDescriptor(child(node, 'TYPE')?.value) ? mapping.role : partnerRole(type);
        const participants = partners.map((p): ParticipantSpec => ({ xref: p.xref, spouseTag: p.spouseTag, role }));
        events.push({ node, spec: { id: ids.event(xref, tag, k), type, ...(name ? { name } : {}), level: 'FAM', familyXref: xref, participants, consumed, position } });
      } else if (NOTE_TAGS.has(tag) || tag === 'SOUR') {
        attachments.push(node);
      } else {
        kept.push({ path: '', node });
      }
    }
    if (!events.some((e) => e.spec.type === 'marriage') && partners.length === 2) {
      // A couple with no marriage in the file is still a couple (spec: FAM -> marriage "when the family is a couple").
      events.unshift({
        node: syntheticNode('MARR', record.line),
        spec: { id: ids.implied(xref, 'MARR'), type: 'marriage', level: 'FAM', familyXref: xref, participants: partners, implied: true },
      });
    }
    const marriage = events.find((e) => e.spec.type === 'marriage');
    if (marriage) marriage.spec.familyAttachments = attachments;
    else for (const node of attachments) kept.push({ path: '', node });
    for (const { node, spec } of events) items.push(...this.event(node, spec));

    // Children whose link became a birth or adoption event are known from it; the others (foster
    // children, children of a family with no parents) are listed here so export keeps them.
    const linkedByEvent = (c: string) => partners.length > 0 && index.childFamilies(c).find((l) => l.fam === xref)?.pedigree !== 'other';
    const childIds = facts.children.filter((c) => index.individuals.has(c) && !linkedByEvent(c)).map((c) => ids.person(c));
    items.unshift({
      kind: 'family',
      record: {
        id: ids.family(xref),
        xref,
        husbandId: exists(facts.husband) ? ids.person(facts.husband!) : null,
        wifeId: exists(facts.wife) ? ids.person(facts.wife!) : null,
        childIds,
        gedcom: compact({ xref, dialect: this.ctx.dialect, extras: encodeKept(kept), tags: tagsOf(record), children: children.length ? children : undefined, seq: this.seq }),
        ...this.provenance(),
      },
    });
    return items;
  }

  // ---------------------------------------------------------------- events

  /**
   * An event's sort date. A date the grammar cannot read ('ABT 1751/43', '1701/99') is kept as written,
   * placed by the first year in it, and reported at its line, as webtrees marks a date in error.
   */
  private sortDateOf(date: string, spec: EventSpec, line: number | undefined): string | null {
    const reading = parseGedcomDate(date);
    if (reading.kind !== 'unparsed') return sortKey(reading) ?? null;
    const place = placeOfUnreadable(date);
    // An individual's event is theirs, even a birth that also names their parents' family.
    const person = spec.level === 'INDI' ? spec.participants[0]?.xref : undefined;
    const name = person ? this.ctx.index.individuals.get(person)?.name : undefined;
    const whose = person ? (name ? `${name} (${person})` : person) : (spec.familyXref ?? spec.participants[0]?.xref);
    const placed = place ? `placed in ${place.year}` : 'not placed on the timeline';
    this.ctx.warn(`${whose ? `${whose}: the` : 'The'} ${spec.type} date "${date}" cannot be read as a date (${UNREADABLE_BECAUSE[reading.error]}); it is kept as written and ${placed}`, line);
    return place?.sortKey ?? null;
  }

  private event(node: GedcomNode, spec: EventSpec): FamilyItem[] {
    const { ids, index } = this.ctx;
    const kept: KeptStructure[] = [];
    const notes: GedcomNode[] = [];
    const citations: GedcomNode[] = [];
    let startDate = '';
    let location = '';
    let sawDate = false;
    let sawPlace = false;
    let dateText: string | undefined;
    let placeText: string | undefined;
    let placeCoordinates: { lat: number; lon: number } | null = null;
    let datePhrase: string | undefined;
    let dateLine: number | undefined;
    for (const c of node.children) {
      if (c.tag === 'DATE' && !sawDate) {
        sawDate = true;
        dateLine = c.line;
        const raw = c.value ?? '';
        startDate = raw.trim();
        if (startDate !== raw) dateText = raw;
        // GEDCOM 7 writes what its grammar cannot hold ('28 JAN 1456/57', 'abt. 1066 or 1094') as a
        // PHRASE beside a plainer DATE: the phrase is the date, when there is no other or it reads as one.
        const phrase = this.ctx.dialect === '7.0' ? child(c, 'PHRASE') : undefined;
        const phraseText = phrase && phrase.children.length === 0 ? phrase.value?.trim() : undefined;
        if (phraseText && (startDate === '' || parseGedcomDate(phraseText).kind === 'parsed')) {
          datePhrase = phraseText;
          dateText = raw;
          startDate = phraseText;
        } else if (phraseText && !/^(ABT|CAL|EST|BEF|AFT|BET|FROM|TO|INT)\b/i.test(startDate)) {
          // A plain date with words about it is what 5.5.1 calls an interpreted date.
          datePhrase = `INT ${startDate} (${phraseText})`;
          dateText = raw;
          startDate = datePhrase;
        }
        // The PHRASE stays kept where it was (a 7.0 export writes it back in its place).
        for (const d of c.children) kept.push({ path: 'DATE', node: d });
      } else if (c.tag === 'PLAC' && !sawPlace) {
        sawPlace = true;
        // Read without its empty jurisdiction slots; the text as written is kept for the export.
        location = readablePlace(c.value ?? '');
        if (location !== (c.value ?? '')) placeText = c.value;
        placeCoordinates = mapCoordinates(c);
        for (const p of c.children) kept.push({ path: 'PLAC', node: p });
      } else if (NOTE_TAGS.has(c.tag)) {
        notes.push(c);
      } else if (c.tag === 'SOUR') {
        citations.push(c);
      } else if (spec.consumed?.has(c.tag)) {
        // Read into the event already; an ADOP's FAMC keeps its other substructures.
        if (c.tag === 'FAMC') for (const f of c.children) if (f.tag !== 'ADOP') kept.push({ path: 'FAMC', node: f });
        for (const t of c.tag === 'TYPE' ? c.children : []) kept.push({ path: 'TYPE', node: t });
      } else {
        kept.push({ path: '', node: c });
      }
    }
    const seen = new Set<string>();
    const participants = spec.participants.filter((p) => {
      const key = `${p.xref}#${p.role}`;
      if (seen.has(key) || !index.individuals.has(p.xref)) return false;
      seen.add(key);
      return true;
    });
    const sortDate = startDate ? this.sortDateOf(startDate, spec, dateLine) : null;
    const automatic = spec.name === undefined;
    const name = automatic ? autoName(spec.type, participants.map((p) => ({ event_role: p.role, name: index.individuals.get(p.xref)?.name ?? '' }))) : spec.name!;
    const anchor: ParentRef<AnchorKind> = { kind: 'event', id: spec.id };
    const items: FamilyItem[] = [];
    items.push(...this.notes(notes, { kind: 'event', id: spec.id }, anchor, kept));
    items.push(...this.citations(citations, { kind: 'event', id: spec.id }, anchor, kept));
    if (spec.familyAttachments?.length) {
      const famNotes = spec.familyAttachments.filter((n) => NOTE_TAGS.has(n.tag));
      const famCitations = spec.familyAttachments.filter((n) => n.tag === 'SOUR');
      items.push(...this.notes(famNotes, { kind: 'event', id: spec.id }, anchor, kept, notes.length, 'FAM'));
      items.push(...this.citations(famCitations, { kind: 'event', id: spec.id }, anchor, kept, citations.length, 'FAM'));
    }
    const event: EventRecord = {
      id: spec.id,
      eventType: spec.type,
      name,
      autoName: automatic,
      startDate,
      endDate: '',
      sortDate,
      location,
      ...(placeCoordinates ? { placeCoordinates } : {}),
      createdAt: this.ctx.now,
      updatedAt: this.ctx.now,
      gedcom: compact({
        tag: node.tag,
        value: node.value,
        level: spec.level,
        familyXref: spec.familyXref,
        implied: spec.implied || undefined,
        dialect: startDate ? this.ctx.dialect : undefined,
        extras: encodeKept(kept),
        tags: tagsOf(node),
        position: spec.position,
        adoptedBy: spec.adoptedBy,
        dateText,
        placeText,
        datePhrase,
      }),
      ...this.provenance(),
    };
    const participantItems: FamilyItem[] = participants.map((p, position) => ({
      kind: 'participant',
      record: {
        eventId: spec.id,
        personId: ids.person(p.xref),
        role: p.role,
        eventType: spec.type,
        sortDate,
        position,
        gedcom: p.spouseTag ? { spouseTag: p.spouseTag } : null,
        ...this.provenance(),
      } satisfies ParticipantRecord,
    }));
    return [{ kind: 'event', record: event }, ...participantItems, ...items];
  }

  // ---------------------------------------------------------------- notes and citations

  private notes(
    nodes: readonly GedcomNode[],
    parent: ParentRef<NoteParentKind>,
    anchor: ParentRef<AnchorKind>,
    keptOnParent: KeptStructure[],
    offset = 0,
    level?: 'FAM',
  ): FamilyItem[] {
    const items: FamilyItem[] = [];
    let position = offset;
    for (const node of nodes) {
      let text = node.value ?? '';
      let sharedNote: string | undefined;
      if (node.pointer) {
        const shared = this.ctx.index.sharedNotes.get(node.pointer);
        if (shared === undefined) {
          if (node.pointer !== VOID) this.ctx.warn(`A note points to ${node.pointer}, which is not in the file`, node.line);
          keptOnParent.push({ path: '', node });
          continue;
        }
        text = shared;
        sharedNote = node.pointer;
      }
      const id = this.ctx.ids.attachment('note', parent.id, position);
      const kept: KeptStructure[] = [];
      const citations: GedcomNode[] = [];
      for (const c of node.children) {
        if (c.tag === 'SOUR' || (sharedNote && this.sharedNoteCitations.has(c.tag))) citations.push(c);
        else kept.push({ path: '', node: c });
      }
      const note: NoteRecord = {
        id,
        parent,
        anchor,
        order: position,
        text,
        createdAt: this.ctx.now,
        gedcom: compact({ sharedNote, tag: node.tag, level, extras: encodeKept(kept), tags: tagsOf(node) }),
        ...this.provenance(),
      };
      items.push({ kind: 'note', record: note });
      items.push(...this.citations(citations, { kind: 'note', id } as ParentRef, anchor, kept));
      note.gedcom = compact(Object.assign(note.gedcom ?? {}, { extras: encodeKept(kept) }));
      position += 1;
    }
    return items;
  }

  private citations(
    nodes: readonly GedcomNode[],
    parent: ParentRef,
    anchor: ParentRef<AnchorKind>,
    keptOnParent: KeptStructure[],
    offset = 0,
    level?: 'FAM',
  ): FamilyItem[] {
    const items: FamilyItem[] = [];
    let position = offset;
    for (const node of nodes) {
      let sourceId: string | null = null;
      let text = '';
      if (node.pointer && node.pointer !== VOID) {
        if (!this.ctx.index.sources.has(node.pointer)) {
          this.ctx.warn(`A citation points to ${node.pointer}, which is not in the file`, node.line);
          keptOnParent.push({ path: '', node });
          continue;
        }
        sourceId = this.ctx.ids.source(node.pointer);
      } else if (!node.pointer) {
        text = node.value ?? '';
      }
      const kept: KeptStructure[] = [];
      let page = '';
      let certainty = '';
      for (const c of node.children) {
        if (c.tag === 'PAGE' && page === '' && c.children.length === 0) page = c.value ?? '';
        else if (c.tag === 'QUAY' && certainty === '' && c.children.length === 0) certainty = c.value ?? '';
        // A citation's own words, under a source it points to (or to none) as under no source: its first plain NOTE (export-gedcom.ts).
        else if (node.pointer && c.tag === 'NOTE' && !c.pointer && text === '' && c.children.length === 0) text = c.value ?? '';
        else kept.push({ path: '', node: c });
      }
      const citation: CitationRecord = {
        id: this.ctx.ids.attachment('citation', parent.id, position),
        parent,
        anchor,
        order: position,
        citation: text,
        page,
        certainty,
        sourceId,
        createdAt: this.ctx.now,
        gedcom: compact({ inlineSource: !node.pointer || undefined, xref: node.pointer === VOID ? VOID : undefined, level, extras: encodeKept(kept), tags: tagsOf(node) }),
        ...this.provenance(),
      };
      items.push({ kind: 'citation', record: citation });
      position += 1;
    }
    return items;
  }

  // ---------------------------------------------------------------- SOUR and records kept whole

  private source(record: GedcomRecord, xref: string): FamilyItem[] {
    const kept: KeptStructure[] = [];
    const fields: Record<'TITL' | 'AUTH' | 'PUBL', string | undefined> = { TITL: undefined, AUTH: undefined, PUBL: undefined };
    for (const c of record.children) {
      const tag = c.tag as keyof typeof fields;
      // A pointer ('1 TITL @R1@', to a record of another program) is no title: it stays a pointer.
      if (tag in fields && fields[tag] === undefined && c.children.length === 0 && !c.pointer) fields[tag] = c.value ?? '';
      else kept.push({ path: '', node: c });
    }
    return [
      {
        kind: 'source',
        record: {
          id: this.ctx.ids.source(xref),
          title: fields.TITL ?? '',
          author: fields.AUTH ?? '',
          publication: fields.PUBL ?? '',
          createdAt: this.ctx.now,
          gedcom: compact({ xref, dialect: this.ctx.dialect, value: record.value, extras: encodeKept(kept), tags: tagsOf(record), seq: this.seq }),
          ...this.provenance(),
        },
      },
    ];
  }

  /**
   * What the header says about the whole file (its note, language, place format, copyright) is
   * kept as a record of its own, tag HEAD, for the export's header; the rest of the header names
   * the program that wrote the file and is written afresh.
   */
  private header(record: GedcomRecord, seq: number): FamilyItem[] {
    for (const [tag, five] of fiveTagsOf(schemaOf(record))) if (five === 'SOUR') this.sharedNoteCitations.add(tag);
    const children = record.children.filter((c) => HEADER_KEPT.has(c.tag));
    return children.length ? [this.kept(Object.assign({}, record, { children }), seq)] : [];
  }

  private kept(record: GedcomRecord, seq: number): FamilyItem {
    return {
      kind: 'raw',
      record: { id: this.ctx.ids.raw(seq), seq, tag: record.tag, xref: record.xref ?? null, node: encodeRecord(record), gedcom: { dialect: this.ctx.dialect }, ...this.provenance() },
    };
  }
}

function syntheticNode(tag: string, line: number): GedcomNode {
  return { level: 1, tag, line, children: [] };
}

function blankName(id: string): NameRecord {
  return { id, nameType: 'Birth Name', order: 0, prefix: '', first: '', middle: '', last: '', suffix: '' };
}

/**
 * A place's coordinates from its MAP (LATI 'N51.5', LONG 'W0.1275'; some files write signed
 * numbers), or null when it has none or they cannot be read.
 */
export function mapCoordinates(place: GedcomNode): { lat: number; lon: number } | null {
  const map = place.children.find((c) => c.tag === 'MAP');
  if (!map) return null;
  const read = (tag: 'LATI' | 'LONG', positive: string, negative: string, limit: number) => {
    const text = (map.children.find((c) => c.tag === tag)?.value ?? '').trim().toUpperCase().replace(',', '.');
    const found = /^([NSEW])?\s*([+-]?\d+(?:\.\d+)?)$/.exec(text);
    if (!found) return null;
    const value = Number(found[2]) * (found[1] === negative ? -1 : 1);
    return found[1] && found[1] !== positive && found[1] !== negative ? null : Math.abs(value) <= limit ? value : null;
  };
  const lat = read('LATI', 'N', 'S', 90);
  const lon = read('LONG', 'E', 'W', 180);
  return lat === null || lon === null ? null : { lat, lon };
}
