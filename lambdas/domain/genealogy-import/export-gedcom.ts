import { createHash } from 'node:crypto';
import { KNOWN_CALENDARS, MONTH_CODES, parseFuzzyDate, parseGedcomDate, toGedcomDate } from '@heirloom/shared/rules/fuzzy-date';
import { eventTypeDefinition } from '@heirloom/shared/rules/events';
import { readablePlace } from '@heirloom/shared/rules/place-text';
import { buildHeader, buildTrailer, writeGedcom, type GedcomDialect, type GedcomNode, type GedcomRecord } from '../gedcom';
import type { FamilyDeps } from '../family/deps';
import { hasNameParts, orderedNames } from '../family/person-names';
import { APP_IMPORT_KEY, type CitationRecord, type EventRecord, type EventWithParticipants, type FamilyRecord, type NameRecord, type NoteRecord, type PersonRecord, type SourceRecord } from '../family/records';
import { isNote } from '../family/store';
import { nameLine, nameSnapshot, surnamePrefix } from './gedcom-names';
import { enumeration7, languageFor, FAM_EVENT_TAGS, INDI_EVENT_TAGS, isCoupleType, leadingRole, nameTypeFor, nameTypeText, SEX_BEYOND_551, sexFromGedcom, sexToGedcom, tagForType } from './gedcom-tags';
import { fiveExtensionsFor7, fiveSchema, fiveTagsOf, isBlobObject, schemaOf, SHARED_NOTE_CITATION } from './five-extensions';
import { multimediaFor7 } from './media-form';
import { eventPayloadFor7, EXID_TYPES, inlineMediaFor7, joinDataFor7, respellKeptFor7 } from './seven-respell';
import { fiveFrom7 } from './seven-to-five';
import { inlineCitationFor551, respellFor551 } from './five-respell';
import { decodeKept, decodeRecord, encodeRecord, type KeptStructure } from './node-codec';
import type { PixelCrop } from './crop';
import { fileFor7, fileFrom7 } from './file-reference';

/**
 * The family tree -> a GEDCOM 5.5.1 or 7.0 file, streamed as text chunks. Families are rebuilt
 * from events (a couple's marriage, a child's birth or adoption parents); what an import kept
 * (unmapped structures, whole records, xrefs) is written back where it was. The tree is read in
 * paged walks (no Scan); held in memory are only compact maps (xrefs, who is whose child) and each
 * person's events as serialized structures until their INDI is written. See README.md.
 */

export interface ExportOptions {
  ownerId: string;
  version: GedcomDialect;
  /** Transmission date for the header. */
  date: Date;
  /** Name for the SUBM record when the tree has none from an import. */
  submitterName?: string;
  /** Told how many INDI records the file will hold, once the tree's people have been read (before any is written). */
  onPeopleCounted?: (people: number) => void | Promise<void>;
  /** A GEDZIP's photos and documents: OBJE records written after the tree's, and the people and events that point to them. */
  media?: ExportMedia;
}

/**
 * The media's own xrefs are local to it: each is given a free xref of the file (its records' and
 * every kept record's xrefs are claimed first), so a tree that kept OBJE records of its own never clashes.
 */
export interface ExportMedia {
  /** The OBJE records a person or an event is linked to (written as `OBJE @M1@` under it, with its CROP). */
  objectsOf(kind: 'person' | 'event', id: string): readonly MediaLink[];
  records(): Iterable<GedcomRecord>;
  /**
   * Told the OBJE records the tree kept from its imports (their FILEs as names) before anything is
   * written, so a GEDZIP can point their FILEs at the files it holds (see fileOf).
   */
  keptObjects?(objects: readonly KeptObject[]): Promise<void>;
  /**
   * What a kept OBJE record's FILE (a name) becomes: the path of the file it is in the zip as, the
   * name itself (a URL, which a GEDZIP may name), or null: a local file the zip does not hold. A
   * GEDZIP must hold every local file its FILEs name, so such a FILE is left out, and an OBJE
   * record left with none is left out with every pointer to it.
   */
  fileOf?(name: string): string | null;
}

/** An OBJE record an import kept, with the names its FILEs give (a 7.0 FILE decoded from its URI form). */
export interface KeptObject {
  importKey: string;
  xref: string;
  files: string[];
}

/**
 * A link to one of the media's OBJE records; `crop`: the region showing the person (a face).
 * `kept`: the record is one the tree kept from an import (the same photo, which the media then
 * writes no record of its own for): the link points to that record.
 */
export interface MediaLink {
  xref: string;
  crop?: PixelCrop;
  kept?: { importKey: string; xref: string };
}

const FAMILY_REF = '@@FAMILY:';
/** The import key the GEDZIP media's xrefs are given under (no file has it). */
const MEDIA_XREFS = '\u0000gedzip-media';
const VOID = '@VOID@';
const hashText = (text: string) => createHash('sha1').update(text).digest('base64');

const node = (tag: string, value?: string, children: GedcomNode[] = []): GedcomNode => {
  const n: GedcomNode = { level: 1, tag, line: 0, children };
  if (value !== undefined && value !== '') n.value = value;
  return n;
};
const pointer = (tag: string, target: string, children: GedcomNode[] = []): GedcomNode => ({ level: 1, tag, line: 0, children, value: target, pointer: target });
/** GEDCOM 7's CROP in the order its grammar lists them. */
const cropNode = (crop: PixelCrop): GedcomNode =>
  node('CROP', undefined, [node('TOP', String(crop.top)), node('LEFT', String(crop.left)), node('HEIGHT', String(crop.height)), node('WIDTH', String(crop.width))]);
const record = (xref: string, tag: string, children: GedcomNode[], value?: string): GedcomRecord => ({ ...node(tag, value, children), level: 0, xref });

/** Hands out xrefs: a record keeps the one it had in its file unless another record took it first. */
class Xrefs {
  /** 7.0 ids are capital letters, digits and _ (`@submission@` gets a new one there). */
  constructor(private readonly version: GedcomDialect) {}
  private readonly used = new Set<string>();
  private readonly assigned = new Map<string, string>();
  /** Exported xref -> the xref its record had in its file. */
  private readonly originals = new Map<string, string>();
  private next = 1;

  claim(importKey: string, xref: string | null | undefined): void {
    if (!xref || !/^@[^@#\s][^@]*@$/.test(xref) || xref === VOID) return;
    if (this.version === '7.0' && !/^@[A-Z0-9_]+@$/.test(xref)) return;
    const key = `${importKey}\u0001${xref}`;
    if (this.assigned.has(key) || this.used.has(xref)) return;
    this.used.add(xref);
    this.assigned.set(key, xref);
    this.originals.set(xref, xref);
  }

  original(exported: string): string | undefined {
    return this.originals.get(exported);
  }

  of(importKey: string, xref: string | null | undefined): string | undefined {
    return xref ? this.assigned.get(`${importKey}\u0001${xref}`) : undefined;
  }

  /** The record's own xref if it kept it, else a new one; call after every claim. */
  give(importKey: string, xref: string | null | undefined, prefix: string): string {
    const kept = this.of(importKey, xref);
    if (kept) return kept;
    let fresh: string;
    do fresh = `@${prefix}${this.next++}@`;
    while (this.used.has(fresh));
    this.used.add(fresh);
    if (xref) {
      this.assigned.set(`${importKey}\u0001${xref}`, fresh);
      this.originals.set(fresh, xref);
    }
    return fresh;
  }
}

interface FamilyAggregate {
  key: string;
  partners: string[];
  husband?: string;
  wife?: string;
  /** `adopted` null: a link no event holds (a family without parents), written with the PEDI the file gave. */
  children: Array<{ personId: string; adopted: boolean | null }>;
  /** Serialized event structures written under the FAM, with their place in the FAM record. */
  events: Array<{ encoded: string; position: number | undefined }>;
  /** Notes and citations the file had on the FAM itself (kept on its marriage). */
  attachments: string[];
  /** The FAM record the family's events came from. */
  origin?: { importKey: string; xref: string };
  record?: FamilyRecord;
  xref?: string;
}

/** Reads a walk of attachments alongside a walk of people or events, both in id order. */
class AttachmentCursor {
  private buffer: Array<NoteRecord | CitationRecord> = [];
  private position = 0;
  private done = false;
  private readonly iterator: AsyncIterator<Array<NoteRecord | CitationRecord>>;

  constructor(pages: AsyncIterable<Array<NoteRecord | CitationRecord>>) {
    this.iterator = pages[Symbol.asyncIterator]();
  }

  private async peek(): Promise<NoteRecord | CitationRecord | undefined> {
    while (this.position >= this.buffer.length && !this.done) {
      const next = await this.iterator.next();
      if (next.done) this.done = true;
      else {
        this.buffer = next.value;
        this.position = 0;
      }
    }
    return this.buffer[this.position];
  }

  /** The attachments of one anchor; those of anchors skipped over (deleted people) are dropped. */
  async take(anchorId: string): Promise<Array<NoteRecord | CitationRecord>> {
    const out: Array<NoteRecord | CitationRecord> = [];
    for (let item = await this.peek(); item && item.anchor.id <= anchorId; item = await this.peek()) {
      if (item.anchor.id === anchorId) out.push(item);
      this.position += 1;
    }
    return out;
  }
}

/** The notes and citations of one anchor, by parent. */
class Attachments {
  private readonly notes = new Map<string, NoteRecord[]>();
  private readonly citations = new Map<string, CitationRecord[]>();

  constructor(items: ReadonlyArray<NoteRecord | CitationRecord>) {
    for (const item of items) {
      const key = `${item.parent.kind}:${item.parent.id}`;
      const map: Map<string, Array<NoteRecord | CitationRecord>> = isNote(item) ? this.notes : this.citations;
      const list = map.get(key);
      if (list) list.push(item);
      else map.set(key, [item]);
    }
  }

  notesOf(kind: string, id: string): NoteRecord[] {
    return [...(this.notes.get(`${kind}:${id}`) ?? [])].sort((a, b) => a.order - b.order);
  }

  citationsOf(kind: string, id: string): CitationRecord[] {
    return [...(this.citations.get(`${kind}:${id}`) ?? [])].sort((a, b) => a.order - b.order);
  }
}

export async function* exportGedcom(deps: FamilyDeps, options: ExportOptions): AsyncGenerator<string> {
  yield* writeGedcom(exportRecords(deps, options), { version: options.version, lineEnding: '\n' });
}

export async function* exportRecords(deps: FamilyDeps, options: ExportOptions): AsyncGenerator<GedcomRecord> {
  const { store } = deps;
  const { ownerId, version } = options;
  const xrefs = new Xrefs(version);

  // Phase 1: every record's identity, so xrefs can be kept or given before anything is written.
  const people = new Map<string, { sex: string; importKey: string; xref?: string }>();
  // Each imported file's GEDCOM version, from any of its records (a file's HEAD is not always kept,
  // and a file may hold only families or sources).
  const dialects = new Map<string, string>();
  const noteDialect = (importKey: string, dialect: string | undefined) => void (dialect && dialects.set(importKey, dialect));
  // People made in the app with nothing to say (a group of faces not yet named is such a person):
  // left out unless an event, a family or a note of theirs turns up below.
  const blank = new Set<string>();
  for await (const page of store.walkPeople(ownerId)) {
    for (const person of page) {
      noteDialect(person.importKey, person.gedcom?.dialect);
      if (person.itemsDeleted) continue;
      people.set(person.id, { sex: person.sex, importKey: person.importKey, ...(person.gedcom?.xref ? { xref: person.gedcom.xref } : {}) });
      xrefs.claim(person.importKey, person.gedcom?.xref);
      if (isBlankPerson(person)) blank.add(person.id);
    }
  }
  const familyRecords: FamilyRecord[] = [];
  for await (const page of store.walkFamilies(ownerId)) {
    for (const family of page) {
      noteDialect(family.importKey, family.gedcom?.dialect);
      familyRecords.push(family);
      xrefs.claim(family.importKey, family.xref);
    }
  }
  const sourceXrefs = new Map<string, string>();
  const sourceKeys: Array<{ id: string; importKey: string; xref?: string }> = [];
  for await (const page of store.walkSources(ownerId)) {
    for (const source of page) {
      noteDialect(source.importKey, source.gedcom?.dialect);
      xrefs.claim(source.importKey, source.gedcom?.xref);
      sourceKeys.push({ id: source.id, importKey: source.importKey, ...(source.gedcom?.xref ? { xref: source.gedcom.xref } : {}) });
    }
  }
  const sharedNotes = new Map<string, string>();
  let submitter: string | undefined;
  const rawXrefs: Array<{ importKey: string; xref: string | null; tag: string; blob?: boolean }> = [];
  // The OBJE records kept from imports, for the GEDZIP's media (ExportMedia.keptObjects).
  const keptObjects: KeptObject[] = [];
  // The header's note, language, place format and copyright, from the first file imported that had them.
  const headers: Array<{ importKey: string; node: GedcomNode; dialect: string | undefined }> = [];
  for await (const page of store.walkRawRecords(ownerId)) {
    for (const raw of page) {
      noteDialect(raw.importKey, raw.gedcom?.dialect);
      if (raw.tag === 'HEAD') {
        headers.push({ importKey: raw.importKey, node: decodeRecord(raw.node), dialect: raw.gedcom?.dialect });
        continue;
      }
      xrefs.claim(raw.importKey, raw.xref);
      rawXrefs.push({ importKey: raw.importKey, xref: raw.xref, tag: raw.tag, ...(raw.tag === 'OBJE' && isBlobObject(decodeRecord(raw.node)) ? { blob: true } : {}) });
      if (raw.tag === 'OBJE' && raw.xref && options.media?.keptObjects) keptObjects.push({ importKey: raw.importKey, xref: raw.xref, files: fileNamesOf(decodeRecord(raw.node), raw.gedcom?.dialect) });
      if (raw.tag === 'NOTE' || raw.tag === 'SNOTE') sharedNotes.set(`${raw.importKey}\u0001${raw.xref}`, hashText(decodeRecord(raw.node).value ?? ''));
    }
  }
  const personXref = new Map<string, string>();
  for (const [id, info] of people) personXref.set(id, xrefs.give(info.importKey, info.xref, 'I'));
  for (const source of sourceKeys) sourceXrefs.set(source.id, xrefs.give(source.importKey, source.xref, 'S'));
  // 5.5 multimedia records holding a BLOB: extension records in 7.0, and so are the pointers to them.
  const blobObjects = new Set<string>();
  for (const raw of rawXrefs) {
    const given = raw.xref ? xrefs.give(raw.importKey, raw.xref, 'R') : undefined;
    if (given && raw.blob) blobObjects.add(given);
    if (raw.tag === 'SUBM' && !submitter) submitter = given;
  }
  rawXrefs.length = 0;
  sourceKeys.length = 0;
  // A GEDZIP's kept OBJE records: pointed at the files the zip holds; one with none of its files
  // there is left out (dropped), and so is every pointer to it (see ExportMedia.fileOf).
  const dropped = new Set<string>();
  if (keptObjects.length) {
    await options.media!.keptObjects!(keptObjects);
    const media = options.media!;
    for (const object of keptObjects) {
      if (media.fileOf && object.files.length && object.files.every((file) => media.fileOf!(file) === null)) dropped.add(xrefs.give(object.importKey, object.xref, 'R'));
    }
    keptObjects.length = 0;
  }
  const ownSubmitter = submitter ? undefined : xrefs.give('-', undefined, 'U');
  submitter ??= ownSubmitter;

  const fromFive = new Set([...dialects].filter(([, dialect]) => dialect !== '7.0').map(([importKey]) => importKey));
  const sevenHeader = (importKey: string) => headers.find((h) => h.importKey === importKey)?.node;
  const fiveTags = new Map([...dialects].filter(([, dialect]) => dialect === '7.0').map(([importKey]) => [importKey, fiveTagsOf(schemaOf(sevenHeader(importKey)))]));
  const context: WriteContext = { version, xrefs, sourceXrefs, sharedNotes, fromFive, fiveTags, declared: new Set(), inlineMedia: [] };
  function withMedia<T extends { node?: GedcomNode | null | undefined }>(built: T, kind: 'person' | 'event', id: string): T {
    const objects = options.media?.objectsOf(kind, id) ?? [];
    if (!built.node) return built;
    for (const link of objects) {
      const target = link.kept ? xrefs.give(link.kept.importKey, link.kept.xref, 'R') : xrefs.give(MEDIA_XREFS, link.xref, 'M');
      const crop = link.crop && version === '7.0' ? [cropNode(link.crop)] : [];
      // A kept OBJE the structure points to already (the file's own link to the photo) is linked once; a face's CROP joins it.
      const known = built.node.children.find((c) => c.tag === 'OBJE' && c.pointer === target);
      if (!known) built.node.children.push(pointer('OBJE', target, crop));
      else if (!known.children.some((c) => c.tag === 'CROP')) known.children.push(...crop);
    }
    return built;
  }

  // Phase 2: events -> families and each person's event structures.
  const families = new FamilyIndex();
  const personEvents = new Map<string, Array<{ encoded: string; position: number | undefined }>>();
  const addPersonEvent = (personId: string, encoded: string, position: number | undefined) => {
    const list = personEvents.get(personId);
    if (list) list.push({ encoded, position });
    else personEvents.set(personId, [{ encoded, position }]);
  };
  // Who is whose child by a birth or an adoption, so a FAM record's children still linked are listed.
  const childOfParent = new Set<string>();
  const recordByOrigin = new Map(familyRecords.map((r) => [`${r.importKey}\u0001${r.xref}`, r]));

  const eventAttachments = new AttachmentCursor(store.walkAttachments(ownerId, 'event'));
  for await (const page of store.walkEvents(ownerId)) {
    for (const entry of page) {
      const attachments = new Attachments(await eventAttachments.take(entry.event.id));
      placeEvent(entry, attachments);
    }
  }

  function placeEvent({ event, participants: all }: EventWithParticipants, attachments: Attachments): void {
    const participants = all.filter((p) => people.has(p.personId));
    for (const p of participants) blank.delete(p.personId);
    const type = event.eventType;
    const fromFamily = event.gedcom?.level === 'FAM' && event.gedcom.familyXref ? { importKey: event.importKey, xref: event.gedcom.familyXref } : undefined;
    if (all.length === 0 && fromFamily) {
      // A FAM with no husband or wife (children only) still has its events.
      const built = withMedia(eventStructure(event, attachments, true, context), 'event', event.id);
      const family = families.of([], fromFamily);
      if (built.node) family.events.push({ encoded: encodeRecord(built.node), position: event.gedcom?.position });
      for (const n of built.familyAttachments) family.attachments.push(encodeRecord(n));
      return;
    }
    if (participants.length === 0) return;
    // An INDI's EVEN TYPE Marriage stays the person's event; what the file wrote under a FAM stays there.
    const familyLevel = event.gedcom?.level ? event.gedcom.level === 'FAM' : isCoupleType(type);
    const built = withMedia(eventStructure(event, attachments, familyLevel, context), 'event', event.id);
    const fromFile = event.gedcom?.familyXref ? { importKey: event.importKey, xref: event.gedcom.familyXref } : undefined;

    if (familyLevel) {
      const ordered = [...participants].sort((a, b) => tagRank(a.gedcom?.spouseTag) - tagRank(b.gedcom?.spouseTag));
      const partners = [...new Set(ordered.map((p) => p.personId))].slice(0, 2);
      const family = families.of(partners, fromFile);
      for (const p of ordered) {
        if (p.gedcom?.spouseTag === 'HUSB' && !family.husband && partners.includes(p.personId)) family.husband = p.personId;
        if (p.gedcom?.spouseTag === 'WIFE' && !family.wife && partners.includes(p.personId)) family.wife = p.personId;
      }
      if (built.node) family.events.push({ encoded: encodeRecord(built.node), position: event.gedcom?.position });
      for (const n of built.familyAttachments) family.attachments.push(encodeRecord(n));
      return;
    }
    if (type === 'birth' || type === 'Adoption') {
      const allParents = [...new Set(participants.filter((p) => p.role === 'parent').map((p) => p.personId))];
      const children = [...new Set(participants.filter((p) => p.role === 'child').map((p) => p.personId))];
      for (const child of children) for (const parent of allParents) childOfParent.add(`${child}|${parent}`);
      // The family the file named: its own partners only (a child of two families reaches the other through its record).
      const named = fromFile ? recordByOrigin.get(`${fromFile.importKey}\u0001${fromFile.xref}`) : undefined;
      const partnersOfNamed = named ? [named.husbandId, named.wifeId].filter((id): id is string => id !== null && allParents.includes(id)) : [];
      const parents = (partnersOfNamed.length ? partnersOfNamed : allParents).slice(0, 2);
      const targets = children.length ? children : [participants[0]!.personId];
      const adopted = type === 'Adoption';
      const family = parents.length ? families.of(parents, fromFile) : undefined;
      for (const child of children) if (family && !parents.includes(child)) families.addChild(family, child, adopted);
      if (built.node) {
        if (adopted && family) {
          const by = adoptedByAsWritten(event, named, parents) ?? (parents.length === 2 ? 'BOTH' : people.get(parents[0]!)?.sex === 'Female' ? 'WIFE' : 'HUSB');
          const adop = by ? convertForVersion(node('ADOP', by), version, 'FAMC') : undefined;
          built.node.children.unshift(pointer('FAMC', `${FAMILY_REF}${family.key}@@`, [...(adop ? [adop] : []), ...built.famcExtras]));
          inFileOrder(built.node, event.gedcom?.tags);
        }
        const encoded = encodeRecord(built.node);
        for (const target of targets) addPersonEvent(target, encoded, event.gedcom?.position);
      }
      return;
    }
    if (!built.node) return;
    const lead = leadingRole(type);
    const leads = participants.filter((p) => p.role === lead).map((p) => p.personId);
    const encoded = encodeRecord(built.node);
    for (const target of new Set(leads.length ? leads : [participants[0]!.personId])) addPersonEvent(target, encoded, event.gedcom?.position);
  }

  families.mergeFamilies();
  for (const record of familyRecords) families.attachRecord(record, people, childOfParent);
  childOfParent.clear();
  recordByOrigin.clear();
  familyRecords.length = 0;
  for (const family of families.all()) {
    family.xref = xrefs.give(family.record?.importKey ?? '-', family.record?.xref, 'F');
    assignSpouses(family, people);
  }
  const familyXref = (key: string) => families.get(key)?.xref;
  for (const id of blank) if (families.childLinksOf(id).length || families.spouseLinksOf(id).length) blank.delete(id);
  await options.onPeopleCounted?.(people.size - blank.size);

  // Phase 3: write.
  const order = new RecordOrder(await importOrder(deps, ownerId));
  // Between versions, 5.5.1 structures 7.0 has no place for are extensions in 7.0 and their own
  // tags in 5.5.1 (five-extensions.ts, seven-to-five.ts): renamed once the record's substructures are in their
  // file's order, which knows them by the names that file gave them.
  const place = (built: GedcomRecord, importKey: string, seq: number | undefined) => {
    const seven = fiveTags.get(importKey);
    const named = version === '5.5.1' ? (seven ? respellFor551(fiveFrom7(built, seven)) : built) : fromFive.has(importKey) ? fiveExtensionsFor7(built, context.declared, blobObjects) : built;
    order.add(dropped.size ? withoutPointersTo(named, dropped) : named, importKey, seq);
  };

  // The tree is walked by kind and id; the records go out in their files' order (RecordOrder).
  const personAttachments = new AttachmentCursor(store.walkAttachments(ownerId, 'person'));
  for await (const page of store.walkPeople(ownerId)) {
    for (const person of page) {
      // Someone added while the export runs is not in the families built above: left for the next export.
      if (person.itemsDeleted || !personXref.has(person.id)) continue;
      const taken = await personAttachments.take(person.id);
      // Nothing to say of them (no name, event, family or note): left out, and nothing points to them.
      if (blank.has(person.id) && !taken.length) continue;
      const attachments = new Attachments(taken);
      const built = individualRecord(person, attachments, {
        ...context,
        xref: personXref.get(person.id)!,
        events: inPositionOrder(personEvents.get(person.id) ?? []).map((encoded) => resolveFamilies(decodeRecord(encoded), familyXref)),
        famc: families.childLinksOf(person.id).flatMap((link) => {
          const family = families.get(link.family);
          return family?.xref ? [{ xref: family.xref, adopted: link.adopted, origin: family.record?.xref }] : [];
        }),
        fams: families.spouseLinksOf(person.id).flatMap((key) => {
          const family = families.get(key);
          return family?.xref ? [{ xref: family.xref, origin: family.record?.xref }] : [];
        }),
      });
      place(withMedia({ node: built }, 'person', person.id).node, person.importKey, person.gedcom?.seq);
      personEvents.delete(person.id);
    }
  }

  for (const family of families.all()) place(familyRecord(family, personXref, people, context), family.record?.importKey ?? APP_IMPORT_KEY, family.record?.gedcom?.seq);
  for await (const page of store.walkSources(ownerId)) for (const source of page) place(sourceRecord(source, context), source.importKey, source.gedcom?.seq);
  for await (const page of store.walkRawRecords(ownerId)) {
    for (const raw of page) {
      if (raw.tag === 'HEAD') continue;
      const kept = decodeRecord(raw.node);
      const converted = keptFor(convertForVersion(remapPointers(kept, raw.importKey, xrefs), version), raw.importKey, context);
      converted.level = 0;
      if (raw.xref) converted.xref = xrefs.give(raw.importKey, raw.xref, 'R');
      if (converted.tag === 'OBJE' && converted.xref && dropped.has(converted.xref)) continue;
      const media = options.media;
      if (converted.tag === 'OBJE' && media?.fileOf) filesInZip(converted, (name) => media.fileOf!(name), version);
      if (converted.tag === 'NOTE' || converted.tag === 'SNOTE') converted.tag = version === '7.0' ? 'SNOTE' : 'NOTE';
      place(converted, raw.importKey, raw.seq);
    }
  }
  for (const media of context.inlineMedia) order.add(media, APP_IMPORT_KEY, undefined);
  // The header follows the records it describes: SCHMA lists the extensions their writing declared.
  const fileHeader = headers.sort((a, b) => order.rankOf(a.importKey) - order.rankOf(b.importKey))[0];
  // What a header says of its whole file (its language, how its places are written, its copyright and
  // note) is said of the export only when every imported file says the same: one file's Anglo-Saxon
  // or 'City, Zip_Code, County' is not another's.
  const agreed = (read: (header: GedcomNode) => string | undefined) => {
    const values = new Set(headers.map((header) => read(header.node)));
    return values.size === 1 ? [...values][0] : undefined;
  };
  const headerText = (tag: string) => agreed((header) => header.children.find((c) => c.tag === tag)?.value);
  const language = headerText('LANG');
  const placeForm = agreed((header) => header.children.find((c) => c.tag === 'PLAC')?.children.find((c) => c.tag === 'FORM')?.value);
  yield buildHeader({
    ...(headerText('COPR') ? { copyright: headerText('COPR') } : {}),
    ...(language ? { language: fileHeader!.dialect === version ? language : languageFor(language, version) } : {}),
    ...(placeForm ? { placeForm } : {}),
    ...(headerText('NOTE') ? { note: headerText('NOTE') } : {}),
    ...(version === '7.0' ? { extensions: extensionsOf(fileHeader && dialects.get(fileHeader.importKey) === '7.0' ? fileHeader.node : undefined, context.declared) } : {}),
    version,
    source: { id: 'HEIRLOOM', name: 'Heirloom', version: '1.0' },
    date: options.date,
    ...(submitter ? { submitter } : {}),
    ...(version === '5.5.1' ? { file: 'family.ged' } : {}),
  });
  if (ownSubmitter) yield record(ownSubmitter, 'SUBM', [node('NAME', options.submitterName || 'Heirloom user')]);
  yield* order.records();
  if (options.media) for (const media of options.media.records()) yield { ...media, xref: xrefs.give(MEDIA_XREFS, media.xref, 'M') };
  yield buildTrailer();
}

/**
 * Imported files in the order they were first imported, so the records of an earlier file come
 * first. The import list is a short paged Query (one item per run).
 */
async function importOrder(deps: FamilyDeps, ownerId: string): Promise<Map<string, number>> {
  const firstStarted = new Map<string, number>();
  let cursor: string | undefined;
  do {
    const page = await deps.store.listImports(ownerId, { limit: 100, ...(cursor ? { cursor } : {}) });
    for (const run of page.items) firstStarted.set(run.importKey, Math.min(run.startedAt, firstStarted.get(run.importKey) ?? Infinity));
    cursor = page.cursor ?? undefined;
  } while (cursor);
  const ranked = [...firstStarted].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
  return new Map(ranked.map(([importKey], rank) => [importKey, rank]));
}

/**
 * Puts the level-0 records back in their files' order: by file (first imported first), then by
 * the record's place in its file (`seq`, stored by the import). Records made in the app, or
 * imported before record places were stored, follow in the order they are added (people,
 * families, sources, kept records). They are held serialized until the walk ends, about the size
 * of the file being written (the route builds the whole file anyway).
 */
class RecordOrder {
  private readonly entries: Array<{ file: number; seq: number; added: number; encoded: string }> = [];
  private readonly unknownFiles = new Map<string, number>();

  constructor(private readonly fileRank: ReadonlyMap<string, number>) {}

  add(built: GedcomRecord, importKey: string, seq: number | undefined): void {
    const placed = seq !== undefined && importKey !== APP_IMPORT_KEY;
    const file = placed ? this.rankOf(importKey) : Infinity;
    this.entries.push({ file, seq: placed ? seq : 0, added: this.entries.length, encoded: encodeRecord(built) });
  }

  *records(): Generator<GedcomRecord> {
    this.entries.sort((a, b) => a.file - b.file || a.seq - b.seq || a.added - b.added);
    for (const entry of this.entries) {
      const built = decodeRecord(entry.encoded) as GedcomRecord;
      yield built;
    }
    this.entries.length = 0;
  }

  rankOf(importKey: string): number {
    const known = this.fileRank.get(importKey);
    if (known !== undefined) return known;
    // A file whose import record is gone: after the listed files, in the order first met.
    let rank = this.unknownFiles.get(importKey);
    if (rank === undefined) {
      rank = this.fileRank.size + this.unknownFiles.size;
      this.unknownFiles.set(importKey, rank);
    }
    return rank;
  }
}

/**
 * Families rebuilt from events. A family is a couple (or a lone parent); events imported from a
 * FAM record name it, so two FAM records of the same couple (a remarriage) stay two families,
 * while events made in the app join the couple's first family.
 */
class FamilyIndex {
  private readonly byKey = new Map<string, FamilyAggregate>();
  private readonly byPartners = new Map<string, string[]>();
  private readonly merged = new Map<string, string>();
  private readonly childLinks = new Map<string, Array<{ family: string; adopted: boolean | null }>>();
  private spouses: Map<string, string[]> | undefined;

  of(partners: readonly string[], fromFile?: { importKey: string; xref: string }): FamilyAggregate {
    const partnerKey = [...partners].sort().join('|');
    const keys = this.byPartners.get(partnerKey) ?? [];
    let key: string;
    if (fromFile) key = `${partnerKey}#${fromFile.importKey}\u0001${fromFile.xref}`;
    else key = keys[0] ?? `${partnerKey}#`;
    let family = this.byKey.get(key);
    if (!family) {
      family = { key, partners: [...partners].sort(), children: [], events: [], attachments: [], ...(fromFile ? { origin: fromFile } : {}) };
      this.byKey.set(key, family);
      this.byPartners.set(partnerKey, [...keys, key]);
    }
    return family;
  }

  addChild(family: FamilyAggregate, childId: string, adopted: boolean | null): void {
    if (!family.children.some((c) => c.personId === childId)) family.children.push({ personId: childId, adopted });
    const links = this.childLinks.get(childId) ?? [];
    if (!links.some((l) => l.family === family.key)) links.push({ family: family.key, adopted });
    this.childLinks.set(childId, links);
  }

  /**
   * Events made in the app for a couple join the family the file had for them; an adoption by one
   * partner of a FAM (ADOP HUSB) joins that FAM rather than making a family of its own.
   */
  mergeFamilies(): void {
    for (const keys of this.byPartners.values()) {
      const app = keys.find((key) => key.endsWith('#'));
      const fromFile = keys.find((key) => !key.endsWith('#'));
      if (app && fromFile) this.merge(app, fromFile);
    }
    const byOrigin = new Map<string, FamilyAggregate[]>();
    for (const family of this.byKey.values()) {
      if (!family.origin) continue;
      const origin = `${family.origin.importKey}\u0001${family.origin.xref}`;
      byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), family]);
    }
    for (const group of byOrigin.values()) {
      if (group.length < 2) continue;
      const target = group.reduce((a, b) => (b.partners.length > a.partners.length ? b : a));
      for (const family of group) if (family !== target && family.partners.every((p) => target.partners.includes(p))) this.merge(family.key, target.key);
    }
  }

  private merge(fromKey: string, intoKey: string): void {
    const from = this.byKey.get(fromKey)!;
    const into = this.byKey.get(intoKey)!;
    for (const child of from.children) if (!into.children.some((c) => c.personId === child.personId)) into.children.push(child);
    into.events.push(...from.events);
    into.attachments.push(...from.attachments);
    if (from.husband && !into.husband && into.partners.includes(from.husband)) into.husband = from.husband;
    if (from.wife && !into.wife && into.partners.includes(from.wife)) into.wife = from.wife;
    this.byKey.delete(fromKey);
    this.merged.set(fromKey, intoKey);
    for (const [key, target] of this.merged) if (target === fromKey) this.merged.set(key, intoKey);
  }

  /**
   * Gives a family its FAM record (xref and kept structures). A record no event rebuilt is written
   * as it was when it joins no couple (a lone parent, or children only); a couple's record whose
   * marriage is gone from the tree is not, since the couple was taken apart in the app.
   */
  attachRecord(record: FamilyRecord, people: ReadonlyMap<string, unknown>, childOfParent: ReadonlySet<string>): void {
    const partners = [record.husbandId, record.wifeId].filter((id): id is string => id !== null && people.has(id));
    const partnerKey = [...partners].sort().join('|');
    const key = `${partnerKey}#${record.importKey}\u0001${record.xref}`;
    let family = this.byKey.get(key);
    if (!family) {
      if (partners.length === 2) return;
      family = this.of(partners, { importKey: record.importKey, xref: record.xref });
    }
    family.record = record;
    if (record.husbandId && family.partners.includes(record.husbandId)) family.husband = record.husbandId;
    if (record.wifeId && family.partners.includes(record.wifeId)) family.wife = record.wifeId;
    // Children whose link no event holds (foster, or a family without parents) are listed as the file had them.
    for (const childId of record.childIds) {
      if (!people.has(childId) || family.children.some((c) => c.personId === childId)) continue;
      family.children.push({ personId: childId, adopted: false });
      if (partners.length === 0) this.addChild(family, childId, null);
    }
    // A child of several families (birth and adoptive parents, a father's two marriages) belongs to
    // each family the file listed it in while a birth or adoption still joins it to a partner.
    const listed = record.gedcom?.children ?? [];
    for (const childId of listed) {
      if (!people.has(childId) || family.children.some((c) => c.personId === childId)) continue;
      if (!partners.some((partner) => childOfParent.has(`${childId}|${partner}`))) continue;
      this.addChild(family, childId, false);
    }
    // Children in the file's order; those added in the app follow.
    const rank = new Map(listed.map((id, i) => [id, i]));
    family.children.sort((a, b) => (rank.get(a.personId) ?? Infinity) - (rank.get(b.personId) ?? Infinity));
  }

  get(key: string): FamilyAggregate | undefined {
    return this.byKey.get(this.merged.get(key) ?? key);
  }

  all(): IterableIterator<FamilyAggregate> {
    return this.byKey.values();
  }

  childLinksOf(personId: string): Array<{ family: string; adopted: boolean | null }> {
    return (this.childLinks.get(personId) ?? []).map((link) => ({ ...link, family: this.merged.get(link.family) ?? link.family }));
  }

  spouseLinksOf(personId: string): string[] {
    if (!this.spouses) {
      this.spouses = new Map();
      for (const family of this.byKey.values()) for (const partner of family.partners) this.spouses.set(partner, [...(this.spouses.get(partner) ?? []), family.key]);
    }
    return this.spouses.get(personId) ?? [];
  }
}

interface WriteContext {
  version: GedcomDialect;
  xrefs: Xrefs;
  sourceXrefs: Map<string, string>;
  /** Shared note records kept from imports: import key + xref -> hash of their text. */
  sharedNotes: Map<string, string>;
  /** Import keys of 5.5.x files, whose kept structures a 7.0 export respells. */
  fromFive: Set<string>;
  /** Import keys of 7.0 files -> their extension tags that stand for a 5.5.1 tag (five-extensions.ts). */
  fiveTags: Map<string, Map<string, string>>;
  /** 7.0: the extension tags written for 5.5.x structures, for HEAD.SCHMA. */
  declared: Set<string>;
  /** 7.0: the OBJE records made of a 5.5.x file's inline multimedia, written after the others. */
  inlineMedia: GedcomRecord[];
}

/** The import key the OBJE records made of inline multimedia are given xrefs under (no file has it). */
const INLINE_MEDIA_XREFS = '\u0000inline-media';

/** A kept structure as the export's version spells it: a 5.5.x file's dates and ages respelt for 7.0. */
function keptFor(restored: GedcomNode, importKey: string, context: WriteContext, parent?: GedcomNode): GedcomNode {
  if (context.version !== '7.0' || !context.fromFive.has(importKey)) return restored;
  return inlineMediaFor7(respellKeptFor7(restored, parent), (obje) => {
    const xref = context.xrefs.give(INLINE_MEDIA_XREFS, undefined, 'M');
    context.inlineMedia.push({ ...obje, xref });
    return xref;
  }, parent === undefined);
}

/** A 7.0 file's extension tags keep their SCHMA (which standard structure each stands for), and the export's own follow. */
function extensionsOf(sevenHeader: GedcomNode | undefined, declared: ReadonlySet<string>): { tag: string; uri: string }[] {
  const kept = sevenHeader ? schemaOf(sevenHeader) : [];
  return [...kept, ...fiveSchema([...declared].filter((tag) => !kept.some((k) => k.tag === tag)))];
}

const tagRank = (tag: string | undefined) => (tag === 'HUSB' ? 0 : tag === 'WIFE' ? 1 : 2);

function assignSpouses(family: FamilyAggregate, people: ReadonlyMap<string, { sex: string }>): void {
  for (const id of family.partners) {
    if (id === family.husband || id === family.wife) continue;
    const sex = people.get(id)?.sex;
    if (sex === 'Male' && !family.husband) family.husband = id;
    else if (sex === 'Female' && !family.wife) family.wife = id;
  }
  for (const id of family.partners) {
    if (id === family.husband || id === family.wife) continue;
    if (!family.husband) family.husband = id;
    else if (!family.wife) family.wife = id;
  }
}

// ---------------------------------------------------------------- structures

interface BuiltEvent {
  node: GedcomNode | undefined;
  /** A FAM's own notes and citations, which import kept on its marriage. */
  familyAttachments: GedcomNode[];
  /** Kept substructures of an ADOP's FAMC. */
  famcExtras: GedcomNode[];
}

function eventTag(event: EventRecord, familyLevel: boolean): string {
  const table = familyLevel ? FAM_EVENT_TAGS : INDI_EVENT_TAGS;
  const original = event.gedcom?.tag;
  if (original && table[original]?.type === event.eventType && (original !== 'EVEN' || event.eventType === 'Custom')) return original;
  const tag = tagForType(event.eventType);
  return tag && table[tag] ? tag : 'EVEN';
}

function eventStructure(event: EventRecord, attachments: Attachments, familyLevel: boolean, context: WriteContext): BuiltEvent {
  const importKey = event.importKey;
  // A PHRASE the date was read from is in the date itself, unless it goes back as it came.
  const absorbed = event.gedcom?.datePhrase !== undefined && !(context.version === '7.0' && event.endDate === '' && event.startDate === event.gedcom.datePhrase);
  // The place's own structures (MAP, FORM, a romanised or phonetic spelling) were of the place as imported: a place changed since goes without them.
  const placeChanged = event.gedcom?.placeText !== undefined && readablePlace(event.gedcom.placeText) !== event.location;
  const kept = decodeKept(event.gedcom?.extras, 2).filter((k) => !(absorbed && k.path === 'DATE' && k.node.tag === 'PHRASE') && !(placeChanged && k.path === 'PLAC'));
  const notes = attachments.notesOf('event', event.id);
  const citations = attachments.citationsOf('event', event.id);
  const ownNotes = notes.filter((n) => n.gedcom?.level !== 'FAM');
  const ownCitations = citations.filter((c) => c.gedcom?.level !== 'FAM');
  const familyAttachments = [
    ...notes.filter((n) => n.gedcom?.level === 'FAM').map((n) => noteStructure(n, attachments, context)),
    ...citations.filter((c) => c.gedcom?.level === 'FAM').map((c) => citationStructure(c, context)),
  ];
  const famcExtras = kept.filter((k) => k.path === 'FAMC').map((k) => remapPointers(k.node, importKey, context.xrefs));
  const hasContent =
    event.startDate !== '' || event.endDate !== '' || event.location !== '' || ownNotes.length > 0 || ownCitations.length > 0 || kept.some((k) => k.path !== 'FAMC') || !event.autoName;
  if (event.gedcom?.implied && !hasContent) return { node: undefined, familyAttachments, famcExtras };

  const tag = eventTag(event, familyLevel);
  const same = tag === event.gedcom?.tag;
  const children: GedcomNode[] = [];
  // An EVEN the file gave no descriptive TYPE (none, or an empty one, which stays kept) gets none
  // invented; 7.0, which requires one, gets an empty TYPE when the file had no TYPE line at all.
  const untyped = event.gedcom?.tag === 'EVEN' && event.eventType === 'Custom' && event.autoName;
  if (tag === 'EVEN' && !untyped) {
    const label = eventTypeDefinition(event.eventType)?.label ?? event.eventType;
    const typeNode = node('TYPE', event.eventType === 'Custom' ? event.name || 'Custom' : label);
    children.push(typeNode);
  } else if (tag === 'EVEN' && context.version === '7.0' && !kept.some((k) => k.path === '' && k.node.tag === 'TYPE')) {
    children.push(node('TYPE'));
  }
  const date = dateValue(event, context.version);
  const dateExtras = kept.filter((k) => k.path === 'DATE');
  const phrased = event.gedcom?.datePhrase !== undefined && event.endDate === '' && event.startDate === event.gedcom.datePhrase;
  // A PHRASE made of the date's words follows the DATE's kept TIME, as 7.0's DATE_VALUE lists them.
  let datePhrase: GedcomNode | undefined;
  if (phrased && context.version === '7.0') {
    // A GEDCOM 7 DATE read from its PHRASE goes back as it came: the DATE value, its PHRASE kept.
    children.push(node('DATE', event.gedcom!.dateText ?? ''));
  } else if (date || dateExtras.length) {
    // As written means spaces too, which 7.0's grammar does not allow around a 5.5.x date (' 5 AUG 1901').
    const sameGrammar = context.version !== '7.0' || event.gedcom?.dialect === '7.0';
    const asWritten = sameGrammar && !phrased && event.gedcom?.dateText !== undefined && event.gedcom.dateText.trim() === event.startDate && date?.date === event.startDate;
    const dateNode = node('DATE', asWritten ? event.gedcom!.dateText : (date?.date ?? ''));
    if (date?.phrase && !dateExtras.some((k) => k.node.tag === 'PHRASE')) datePhrase = node('PHRASE', date.phrase);
    children.push(dateNode);
  }
  // 7.0's place is a list whose items neither start nor end with a space (5.5.1 wrote ' Leeds').
  const placeText = context.version !== '7.0' || event.gedcom?.dialect === '7.0' ? event.gedcom?.placeText : event.gedcom?.placeText?.trim();
  if (event.location || kept.some((k) => k.path === 'PLAC')) children.push(node('PLAC', placeText !== undefined && readablePlace(placeText) === event.location ? placeText : event.location));
  for (const n of ownNotes) children.push(noteStructure(n, attachments, context));
  for (const c of ownCitations) children.push(citationStructure(c, context));
  const built = node(tag, same ? event.gedcom?.value : undefined, children);
  attachKept(
    built,
    kept.filter((k) => k.path !== 'FAMC'),
    importKey,
    context,
  );
  if (datePhrase) built.children.find((c) => c.tag === 'DATE')?.children.push(datePhrase);
  const ordered = inFileOrder(built, event.gedcom?.tags);
  return { node: context.version === '7.0' && context.fromFive.has(importKey) ? eventPayloadFor7(ordered) : ordered, familyAttachments, famcExtras };
}

function dateValue(event: EventRecord, version: GedcomDialect): { date: string; phrase?: string } | undefined {
  if (event.startDate === '' && event.endDate === '') return undefined;
  if (event.endDate === '' && event.gedcom?.dialect === version) return { date: event.startDate };
  const text = event.endDate === '' ? event.startDate : event.startDate === '' ? `to ${event.endDate}` : `${event.startDate} to ${event.endDate}`;
  const parsed = event.gedcom?.dialect ? parseGedcomDate(text) : parseFuzzyDate(text);
  const value = toGedcomDate(parsed, version);
  if (value.phrase) return { date: value.date, phrase: value.phrase };
  // A date 7.0's grammar cannot hold as written ('23 AD', '18 to 26 BC') is kept whole in a PHRASE:
  // beside its 7.0 reading, or alone where that reading would say something else (a range read as
  // a period). A date typed in the app is read by the app's own grammar ('May 2018 to Jun 2019' is a period).
  // A date in 5.5.1's own spelling ('1401 B.C.', '@#DJULIAN@ 1401') is read whole: 7.0's spelling says it all.
  const readWhole = spelling(value.date) === spelling(text) || spelling(toGedcomDate(parsed, '5.5.1').date) === spelling(text);
  if (version === '7.0' && event.gedcom?.dialect && event.endDate === '' && !readWhole) {
    const period = /^(FROM|TO)\b/i.test(value.date) && !/^(FROM|TO)\b/i.test(text.trim());
    return { date: period ? '' : value.date, phrase: text.trim() };
  }
  // The same in 5.5.1, which has no PHRASE, for a 7.0 date read from one: a single date interpreted
  // from the words (`INT 023 (23 AD)`), else the words alone (`(18 to 26 BC)`, not a period).
  if (version === '5.5.1' && event.gedcom?.dialect === '7.0' && event.gedcom.datePhrase !== undefined && event.endDate === '') {
    const words = text.trim();
    const period = /^(FROM|TO)\b/i.test(value.date) && !/^(FROM|TO)\b/i.test(words);
    if (!period && !hasWordsBeyondGrammar(words)) return { date: value.date };
    const bracketed = `(${words.replace(/\(/g, '[').replace(/\)/g, ']')})`;
    return { date: parsed.kind === 'parsed' && parsed.date.qualifier === 'exact' ? `INT ${value.date} ${bracketed}` : bracketed };
  }
  return { date: value.date };
}

/** The words of GEDCOM's date grammar (keywords, calendars, months, eras; extension calendars and months start with _), in upper case without dots. */
const DATE_WORDS = new Set(['ABT', 'CAL', 'EST', 'BEF', 'AFT', 'BET', 'AND', 'FROM', 'TO', 'INT', 'BC', 'BCE', ...KNOWN_CALENDARS, ...Object.values(MONTH_CODES).flat()]);
/** Whether a date text has words a GEDCOM date cannot hold (`23 AD`; a phrase in parentheses it holds), which its reading would drop. */
const hasWordsBeyondGrammar = (text: string) => (text.replace(/@#D[^@]*@|\(.*\)/g, '').match(/[A-Za-z_][A-Za-z_.]*/g) ?? []).some((w) => !w.startsWith('_') && !DATE_WORDS.has(w.replace(/\./g, '').toUpperCase()));

/** A date's words, for telling a respelling ('abt 1500' -> 'ABT 1500') from a change. */
const spelling = (date: string) => date.trim().toUpperCase().replace(/\s+/g, ' ');

function noteStructure(note: NoteRecord, attachments: Attachments, context: WriteContext): GedcomNode {
  const shared = note.gedcom?.sharedNote;
  const children = attachments.citationsOf('note', note.id).map((c) => citationStructure(c, context));
  const sharedHash = shared ? context.sharedNotes.get(`${note.importKey}\u0001${shared}`) : undefined;
  let built: GedcomNode;
  if (shared && sharedHash === hashText(note.text)) {
    built = pointer(context.version === '7.0' ? 'SNOTE' : 'NOTE', context.xrefs.of(note.importKey, shared) ?? shared, children);
    // 7.0's SNOTE pointer holds nothing: its citations are the extension a 7.0 import reads back as them.
    if (context.version === '7.0' && children.length > 0) {
      for (const citation of children) citation.tag = SHARED_NOTE_CITATION;
      context.declared.add(SHARED_NOTE_CITATION);
    }
  } else {
    built = node('NOTE', note.text, children);
  }
  attachKept(built, decodeKept(note.gedcom?.extras, 2), note.importKey, context);
  return inFileOrder(built, note.gedcom?.tags);
}

function citationStructure(citation: CitationRecord, context: WriteContext): GedcomNode {
  const source = citation.sourceId ? context.sourceXrefs.get(citation.sourceId) : undefined;
  const children: GedcomNode[] = [];
  if (citation.page) children.push(node('PAGE', citation.page));
  if (citation.certainty) children.push(node('QUAY', citation.certainty));
  let built: GedcomNode;
  // Without a source, 5.5.1 writes the citation's words as the citation itself; otherwise they are its NOTE.
  if (!source && context.version === '5.5.1') built = node('SOUR', citation.citation || '(citation)', children);
  else {
    if (citation.citation) children.push(node('NOTE', citation.citation));
    built = pointer('SOUR', source ?? VOID, children);
  }
  attachKept(built, decodeKept(citation.gedcom?.extras, 2), citation.importKey, context);
  if (context.version === '7.0') joinDataFor7(built);
  const ordered = inFileOrder(built, citation.gedcom?.tags);
  // After the order, which knows the DATA by the tag the file gave it.
  if (context.version === '5.5.1') inlineCitationFor551(ordered);
  return ordered;
}

function nameStructure(name: NameRecord, person: PersonRecord, attachments: Attachments, context: WriteContext): GedcomNode | undefined {
  const provenance = name.gedcom;
  const parts = { prefix: name.prefix, first: name.first, middle: name.middle, last: name.last, suffix: name.suffix };
  if (!provenance && !hasNameParts(name) && !name.prefix && !name.suffix) return undefined;
  const unchanged = provenance?.snapshot === nameSnapshot({ ...parts, nameType: name.nameType });
  const built = node('NAME', unchanged ? provenance?.nameValue : nameLine(parts));
  const sameDialect = person.gedcom?.dialect === context.version;
  const typeText = provenance?.nameTypeText;
  const typeStillSays = typeText !== undefined && (nameTypeFor(typeText, undefined) ?? 'Birth Name') === name.nameType;
  if (typeStillSays && sameDialect) {
    if (typeText) built.children.push(node('TYPE', typeText));
  } else if (typeStillSays && typeText) {
    // The file's own words in the other version: 7.0's enumeration, a free text as OTHER with its PHRASE.
    built.children.push(convertForVersion(node('TYPE', typeText), context.version, 'NAME'));
  } else if (provenance?.nameTypeText !== '' || name.nameType !== 'Birth Name') {
    const written = nameTypeText(name.nameType, context.version);
    built.children.push(node('TYPE', written.type, written.phrase ? [node('PHRASE', written.phrase)] : []));
  }
  const kept = decodeKept(provenance?.extras, 2);
  // A kept SPFX says the article again: SURN is the last name after it ('de Allen' is SPFX de, SURN Allen).
  const article = surnamePrefix(kept.find((k) => k.path === '' && k.node.tag === 'SPFX')?.node.value);
  const surn = article && name.last.startsWith(`${article} `) ? name.last.slice(article.length + 1) : name.last;
  const values: Record<string, string> = { NPFX: name.prefix, GIVN: [name.first, name.middle].filter(Boolean).join(' '), SURN: surn, NSFX: name.suffix };
  if (unchanged && provenance?.partValues) {
    // An unchanged name is written back as it came in ('GIVN Louis, XIII' keeps its comma).
    (provenance.partTags ?? []).forEach((tag, i) => built.children.push(node(tag, provenance.partValues![i] ?? values[tag])));
  } else {
    const tags = unchanged ? (provenance?.partTags ?? []) : ['NPFX', 'GIVN', 'SURN', 'NSFX'];
    for (const tag of tags) if (values[tag]) built.children.push(node(tag, values[tag]));
  }
  for (const n of attachments.notesOf('name', name.id)) built.children.push(noteStructure(n, attachments, context));
  for (const c of attachments.citationsOf('name', name.id)) built.children.push(citationStructure(c, context));
  attachKept(built, kept, person.importKey, context);
  return inFileOrder(built, provenance?.tags);
}

function individualRecord(
  person: PersonRecord,
  attachments: Attachments,
  context: WriteContext & { xref: string; events: GedcomNode[]; famc: Array<{ xref: string; adopted: boolean | null; origin: string | undefined }>; fams: Array<{ xref: string; origin: string | undefined }> },
): GedcomRecord {
  const children: GedcomNode[] = [];
  for (const name of orderedNames(person.names)) {
    const built = nameStructure(name, person, attachments, context);
    if (built) children.push(built);
  }
  const sexValue = person.gedcom?.sexValue;
  const sameDialect = person.gedcom?.dialect === context.version;
  // SEX U ("unknown") is the same word in 5.5.1 and 7.0: an unknown sex the file stated stays stated.
  const statedUnknown = sexValue?.trim().toUpperCase() === 'U' && person.sex === '';
  const sex =
    sexValue !== undefined && (sameDialect || statedUnknown) && sexFromGedcom(sexValue) === person.sex ? (sameDialect ? sexValue : 'U') : sexToGedcom(person.sex, context.version);
  const beyond551 = context.version === '5.5.1' && sex === 'U' && person.sex !== '' ? [node(SEX_BEYOND_551, sexToGedcom(person.sex, '7.0'))] : [];
  if (sex || (sexValue !== undefined && sameDialect && person.sex === '')) children.push(node('SEX', sex ?? '', beyond551));
  children.push(...context.events);
  // Links in the file's order, each with the PEDI it had (an explicit 'birth' included); new ones follow.
  const links = person.gedcom?.links ?? [];
  const linkRank = (tag: string, origin: string | undefined) => {
    const at = links.findIndex(([t, fam]) => t === tag && fam === origin);
    return at < 0 ? Infinity : at;
  };
  const seen = new Set<string>();
  for (const link of [...context.famc].sort((a, b) => linkRank('FAMC', a.origin) - linkRank('FAMC', b.origin))) {
    if (seen.has(link.xref)) continue;
    seen.add(link.xref);
    const written = links.find(([t, fam]) => t === 'FAMC' && fam === link.origin)?.[2];
    // The PEDI as written (an explicit 'birth' too) while it still says what the link is; in the
    // other version spelt as that version does (7.0: its enumeration, OTHER with a PHRASE).
    const pedigree =
      written && (link.adopted === null || (written.trim().toLowerCase() === 'adopted') === link.adopted)
        ? sameDialect
          ? written
          : context.version === '7.0'
            ? written
            : written.toLowerCase()
        : link.adopted
          ? context.version === '7.0'
            ? 'ADOPTED'
            : 'adopted'
          : undefined;
    const pedi = pedigree ? (sameDialect ? node('PEDI', pedigree) : convertForVersion(node('PEDI', pedigree), context.version, 'FAMC')) : undefined;
    children.push(pointer('FAMC', link.xref, pedi ? [pedi] : []));
  }
  const spouseIn = new Set<string>();
  for (const link of [...context.fams].sort((a, b) => linkRank('FAMS', a.origin) - linkRank('FAMS', b.origin))) {
    if (spouseIn.has(link.xref)) continue;
    spouseIn.add(link.xref);
    children.push(pointer('FAMS', link.xref));
  }
  const contactTag = { Email: 'EMAIL', 'Phone Number': 'PHON', Website: 'WWW' } as const;
  for (const contact of person.contacts) children.push(node(contactTag[contact.contactType], contact.value));
  for (const n of attachments.notesOf('person', person.id)) children.push(noteStructure(n, attachments, context));
  for (const c of attachments.citationsOf('person', person.id)) children.push(citationStructure(c, context));
  const built = record(context.xref, 'INDI', children);
  attachKept(built, decodeKept(person.gedcom?.extras, 1), person.importKey, context);
  // Links kept as written (to @VOID@, to a family not in the file) take their place among the others.
  for (const tag of ['FAMC', 'FAMS'] as const) {
    const taken = new Set<number>();
    const rankOf = (n: GedcomNode) => {
      const origin = n.pointer && context.xrefs.original(n.pointer);
      const at = links.findIndex(([t, fam], i) => t === tag && !taken.has(i) && (fam === n.pointer || fam === origin));
      if (at >= 0) taken.add(at);
      return at < 0 ? Infinity : at;
    };
    sortWithinTag(built.children, tag, rankOf);
  }
  return inFileOrder(built, person.gedcom?.tags);
}

function familyRecord(family: FamilyAggregate, personXref: ReadonlyMap<string, string>, people: ReadonlyMap<string, unknown>, context: WriteContext): GedcomRecord {
  const children: GedcomNode[] = [];
  if (family.husband) children.push(pointer('HUSB', personXref.get(family.husband)!));
  if (family.wife) children.push(pointer('WIFE', personXref.get(family.wife)!));
  const seen = new Set<string>();
  for (const child of family.children) {
    if (seen.has(child.personId) || !people.has(child.personId)) continue;
    seen.add(child.personId);
    children.push(pointer('CHIL', personXref.get(child.personId)!));
  }
  for (const encoded of inPositionOrder(family.events)) children.push(decodeRecord(encoded));
  for (const encoded of family.attachments) children.push(decodeRecord(encoded));
  const built = record(family.xref!, 'FAM', children);
  if (family.record) attachKept(built, decodeKept(family.record.gedcom?.extras, 1), family.record.importKey, context);
  return inFileOrder(built, family.record?.gedcom?.tags);
}

function sourceRecord(source: SourceRecord, context: WriteContext): GedcomRecord {
  const children: GedcomNode[] = [];
  const kept = decodeKept(source.gedcom?.extras, 1);
  // An empty field the file wrote ('1 TITL' with nothing) is written back; one it did not is not.
  const countOf = (list: readonly string[], tag: string) => list.filter((t) => t === tag).length;
  const written = (tag: string) => countOf(source.gedcom?.tags?.split(' ') ?? [], tag) > countOf(kept.filter((k) => k.path === '').map((k) => k.node.tag), tag);
  if (source.title || written('TITL')) children.push(node('TITL', source.title));
  if (source.author || written('AUTH')) children.push(node('AUTH', source.author));
  if (source.publication || written('PUBL')) children.push(node('PUBL', source.publication));
  const built = record(context.sourceXrefs.get(source.id)!, 'SOUR', children, source.gedcom?.value);
  attachKept(built, kept, source.importKey, context);
  return inFileOrder(built, source.gedcom?.tags);
}

// ---------------------------------------------------------------- kept structures

/** Puts kept structures back under the structure they were found in (see node-codec paths). */
function attachKept(target: GedcomNode, kept: readonly KeptStructure[], importKey: string, context: WriteContext): void {
  for (const { path, node: keptNode } of kept) {
    // The tag it stands under names its enumeration (a FAMC's STAT is not an ordinance's).
    const parentTag = path === '' ? target.tag : path.split(' ')[0];
    const restored = keptFor(convertForVersion(remapPointers(keptNode, importKey, context.xrefs), context.version, parentTag), importKey, context, target);
    if (path === '') {
      target.children.push(restored);
      continue;
    }
    const [tag, original] = path.split(' ');
    const wanted = original ? (context.xrefs.of(importKey, original) ?? original) : undefined;
    let parent = target.children.find((c) => c.tag === tag && (wanted === undefined || c.pointer === wanted));
    if (!parent && !original) target.children.push((parent = node(tag!)));
    parent?.children.push(restored);
  }
}

/**
 * A person made in the app with nothing of their own to write: no name with a part, no contact,
 * nothing kept from a file. Face grouping makes such people for the faces it groups until the
 * family names them; an export leaves them out unless an event, a family or a note has them.
 */
function isBlankPerson(person: PersonRecord): boolean {
  return person.gedcom === null && !person.names.some((name) => hasNameParts(name) || name.prefix.trim() || name.suffix.trim()) && !person.contacts.length;
}

/** The names a kept OBJE record's FILEs give (a 7.0 FILE is a URI reference: decoded). */
function fileNamesOf(obje: GedcomNode, dialect: string | undefined): string[] {
  return obje.children.filter((c) => c.tag === 'FILE' && c.value?.trim()).map((c) => (dialect === '7.0' ? fileFrom7(c.value!.trim()) : c.value!.trim()));
}

/** A GEDZIP's kept OBJE record: each FILE pointed at the file the zip holds, or left out when it holds none (ExportMedia.fileOf). */
function filesInZip(obje: GedcomNode, fileOf: (name: string) => string | null, version: GedcomDialect): void {
  obje.children = obje.children.flatMap((c) => {
    if (c.tag !== 'FILE' || !c.value?.trim()) return [c];
    const name = version === '7.0' ? fileFrom7(c.value.trim()) : c.value.trim();
    const path = fileOf(name);
    if (path === null) return [];
    c.value = version === '7.0' ? fileFor7(path) : path;
    return [c];
  });
}

/** The record without the structures pointing to these records (an OBJE left out of a GEDZIP), at any depth. */
function withoutPointersTo(tree: GedcomRecord, gone: ReadonlySet<string>): GedcomRecord {
  const strip = (n: GedcomNode): GedcomNode => ({ ...n, children: n.children.filter((c) => !(c.pointer && gone.has(c.pointer))).map(strip) });
  return { ...tree, ...strip(tree) };
}

/** Pointers in kept structures follow their records' xrefs in this file. */
function remapPointers(tree: GedcomNode, importKey: string, xrefs: Xrefs): GedcomNode {
  const copy: GedcomNode = { ...tree, children: tree.children.map((c) => remapPointers(c, importKey, xrefs)) };
  if (tree.pointer) {
    const mapped = xrefs.of(importKey, tree.pointer) ?? tree.pointer;
    copy.pointer = mapped;
    copy.value = mapped;
  }
  return copy;
}

/**
 * What kept structures need between versions: shared note pointers (NOTE, SNOTE), and in 7.0
 * enumerations spelt as 7.0 requires (`PEDI foster` -> `PEDI FOSTER`, an unknown value as OTHER
 * with its PHRASE).
 */
function convertForVersion(tree: GedcomNode, version: GedcomDialect, parentTag?: string, inExtension = false): GedcomNode {
  const tag = tree.pointer && (tree.tag === 'NOTE' || tree.tag === 'SNOTE') ? (version === '7.0' ? 'SNOTE' : 'NOTE') : tree.tag;
  // What stands under an extension (`_LOC`, `_MAYBE`) is the extension's own: left as written.
  const extension = inExtension || tree.tag.startsWith('_');
  const converted: GedcomNode = { ...tree, tag, children: tree.children.map((c) => convertForVersion(c, version, tree.tag, extension)) };
  const spelt = version === '7.0' && !tree.pointer && !extension ? enumeration7(tree.tag, parentTag, tree.value) : undefined;
  if (spelt) {
    converted.value = spelt.value;
    if (spelt.phrase && !converted.children.some((c) => c.tag === 'PHRASE')) converted.children.unshift({ level: tree.level + 1, tag: 'PHRASE', line: 0, children: [], value: spelt.phrase });
  }
  if (version === '7.0' && !extension && tag === 'OBJE') return multimediaFor7(converted, (medium) => convertForVersion(medium, version, 'FORM'));
  return converted;
}

/** Family placeholders in a person's event structures become the family's xref. */
function resolveFamilies(tree: GedcomNode, familyXref: (key: string) => string | undefined): GedcomNode {
  if (tree.pointer?.startsWith(FAMILY_REF)) {
    const xref = familyXref(tree.pointer.slice(FAMILY_REF.length, -2));
    tree.pointer = xref ?? VOID;
    tree.value = tree.pointer;
  }
  for (const c of tree.children) resolveFamilies(c, familyXref);
  tree.level = 1;
  return tree;
}

/** Items with their place in the file first, in that order; those made in the app after them, as they came. */
function inPositionOrder<T extends { encoded: string; position: number | undefined }>(items: readonly T[]): string[] {
  return [...items].sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity)).map((item) => item.encoded);
}

/**
 * Puts a structure's substructures back in the order the file had them (`tags`, see
 * GedcomProvenance.tags): the n-th substructure of a tag takes the place of the n-th of that tag
 * in the file. A substructure the file did not have stays right after the one it followed.
 */
function inFileOrder<T extends GedcomNode>(built: T, tags: string | undefined): T {
  if (!tags || built.children.length < 2) return built;
  const places = new Map<string, number[]>();
  tags.split(' ').forEach((tag, i) => places.set(noteTag(tag), [...(places.get(noteTag(tag)) ?? []), i]));
  const used = new Map<string, number>();
  let last = -1;
  const keyed = built.children.map((child, i) => {
    // An EXID a 5.5.1 identifier became (RIN, AFN, RFN) takes that identifier's place.
    const identifier = child.tag === 'EXID' ? identifierOf(child) : undefined;
    const tag = identifier && places.has(identifier) ? identifier : noteTag(child.tag);
    const n = used.get(tag) ?? 0;
    used.set(tag, n + 1);
    const place = places.get(tag)?.[n];
    last = place ?? last + 1e-6;
    return { child, key: last, i };
  });
  keyed.sort((a, b) => a.key - b.key || a.i - b.i);
  built.children = keyed.map((k) => k.child);
  return built;
}

const IDENTIFIER_OF_TYPE = new Map(Object.entries(EXID_TYPES).map(([tag, uri]) => [uri, tag]));
const identifierOf = (exid: GedcomNode) => IDENTIFIER_OF_TYPE.get(exid.children.find((c) => c.tag === 'TYPE')?.value?.trim() ?? '');

/** A note is NOTE in 5.5.1 and, pointing to a shared note, SNOTE in 7.0: one kind of substructure for the order. */
const noteTag = (tag: string) => (tag === 'SNOTE' ? 'NOTE' : tag);

/** Reorders the substructures of one tag among the places they hold. */
function sortWithinTag(children: GedcomNode[], tag: string, rankOf: (node: GedcomNode) => number): void {
  const places = children.flatMap((c, i) => (c.tag === tag ? [i] : []));
  if (places.length < 2) return;
  const ranked = places.map((i, order) => ({ node: children[i]!, rank: rankOf(children[i]!), order }));
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  places.forEach((place, i) => (children[place] = ranked[i]!.node));
}

/** The ADOP (HUSB, WIFE, BOTH, or none) the file wrote, while it still names the adoption's parents. */
function adoptedByAsWritten(event: EventRecord, family: FamilyRecord | undefined, parents: readonly string[]): string | undefined {
  const written = event.gedcom?.adoptedBy;
  if (written === undefined || !family) return undefined;
  const by = (written || 'BOTH').trim().toUpperCase();
  const implied = [by !== 'WIFE' ? family.husbandId : null, by !== 'HUSB' ? family.wifeId : null].filter((id): id is string => id !== null);
  return implied.length === parents.length && implied.every((id) => parents.includes(id)) ? written : undefined;
}

