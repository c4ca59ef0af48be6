import { sortNameOf } from '../../domain/family/person-names';
import type {
  CitationParentKind,
  CitationRecord,
  EventRecord,
  FamilyRecord,
  ImportRecord,
  ImportSourceRecord,
  NoteRecord,
  ParticipantRecord,
  PersonRecord,
  PersonSnapshot,
  RawRecord,
  SourceRecord,
} from '../../domain/family/records';
import { sourceListedText } from '../../domain/family/source-text';
import { clip, fold } from '../../domain/family/text-keys';
import { NO_SOURCE } from './entities/family-notes';

/**
 * Family records <-> the attribute maps the ElectroDB entities hold. Kept apart from the store so
 * the raw pages of mixed partitions (an event and its participants) are read the same way.
 */

type Item = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const numOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
/**
 * Drops undefined and null so optional attributes are absent rather than null. It copies rather
 * than deletes: a `delete` turns the object into a dictionary in V8, slower for the item writer
 * and the SDK that read it next (an import builds tens of thousands).
 */
function defined(item: Item): Item {
  const kept: Item = {};
  for (const name in item) {
    const value = item[name];
    if (value !== undefined && value !== null) kept[name] = value;
  }
  return kept;
}

/*
 * The shared parts below are spread LAST in each literal. In V8 (Node 20) an object literal that
 * starts with a spread and goes on gets maps of its own, about 0.7 µs for each property after the
 * spread: building an imported event's item took ~18 µs instead of ~3, and an import builds tens
 * of thousands (test/bench/gedcom-import.ts). None of the literals repeats a spread's keys.
 */
const provenance = (item: Item) => ({
  ownerId: str(item.ownerId),
  importKey: str(item.importKey) || '-',
  importRun: strOrNull(item.importRun),
  gedcom: (item.gedcom as PersonRecord['gedcom']) ?? null,
});
const provenanceItem = (record: { ownerId: string; importKey: string; importRun: string | null; gedcom: unknown }) => ({
  ownerId: record.ownerId,
  importKey: record.importKey,
  importRun: record.importRun,
  gedcom: record.gedcom,
});

export const ENTITY = {
  person: 'familyPerson',
  word: 'familyNameWord',
  event: 'familyEvent',
  participant: 'familyParticipant',
  note: 'familyNote',
  citation: 'familyCitation',
  source: 'familySource',
  family: 'familyRecord',
  raw: 'gedcomRecord',
} as const;

export const entityOf = (item: Item): string => str(item.__edb_e__);

/** The sort date as a key part: undated events sort last. */
export const sortDateKey = (sortDate: string | null): string => sortDate ?? '~';
export const orderKey = (order: number): string => String(order).padStart(5, '0');

export function personItem(person: PersonRecord): Item {
  return defined({
    personId: person.id,
    sex: person.sex,
    names: person.names,
    contacts: person.contacts,
    thumbnail: person.thumbnail,
    itemsDeleted: person.itemsDeleted,
    personVersion: person.personVersion,
    previousVersion: person.previousVersion,
    newerVersion: person.newerVersion,
    mergedInto: person.mergedInto ?? undefined,
    versionDate: person.versionDate,
    author: person.author,
    versions: person.versions?.length ? person.versions : undefined,
    pending: person.pending ?? undefined,
    createdBy: person.createdBy ?? undefined,
    createdAt: person.createdAt,
    updatedAt: person.updatedAt,
    xref: person.gedcom?.xref,
    listing: person.itemsDeleted ? 'forgotten' : 'people',
    sortName: sortNameOf(person),
    ...provenanceItem(person),
  });
}

export function toPerson(item: Item): PersonRecord {
  return {
    id: str(item.personId),
    sex: str(item.sex),
    names: (item.names as PersonRecord['names']) ?? [],
    contacts: (item.contacts as PersonRecord['contacts']) ?? [],
    thumbnail: strOrNull(item.thumbnail),
    itemsDeleted: item.itemsDeleted === true,
    personVersion: num(item.personVersion) || 1,
    previousVersion: (item.previousVersion as string[]) ?? [],
    newerVersion: strOrNull(item.newerVersion),
    versionDate: numOrNull(item.versionDate),
    author: strOrNull(item.author),
    versions: (item.versions as PersonRecord['versions']) ?? [],
    ...(item.pending ? { pending: item.pending as PersonSnapshot } : {}),
    ...(item.createdBy ? { createdBy: str(item.createdBy) } : {}),
    createdAt: num(item.createdAt),
    updatedAt: num(item.updatedAt),
    ...(item.mergedInto ? { mergedInto: str(item.mergedInto) } : {}),
    ...provenance(item),
  };
}

export function eventItem(event: EventRecord): Item {
  return defined({
    eventId: event.id,
    eventType: event.eventType,
    name: event.name,
    autoName: event.autoName,
    startDate: event.startDate,
    endDate: event.endDate,
    sortDate: event.sortDate,
    location: event.location,
    placeCoordinates: event.placeCoordinates ?? undefined,
    placement: event.placement,
    createdBy: event.createdBy ?? undefined,
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
    searchName: clip(fold(event.name)) || '~',
    ...provenanceItem(event),
  });
}

export function toEvent(item: Item): EventRecord {
  return {
    id: str(item.eventId),
    eventType: str(item.eventType),
    name: str(item.name),
    autoName: item.autoName !== false,
    startDate: str(item.startDate),
    endDate: str(item.endDate),
    sortDate: strOrNull(item.sortDate),
    location: str(item.location),
    ...(item.placeCoordinates ? { placeCoordinates: item.placeCoordinates as EventRecord['placeCoordinates'] } : {}),
    ...(item.placement ? { placement: item.placement as EventRecord['placement'] } : {}),
    ...(item.createdBy ? { createdBy: str(item.createdBy) } : {}),
    createdAt: num(item.createdAt),
    updatedAt: num(item.updatedAt),
    ...provenance(item),
  };
}

export function participantItem(participant: ParticipantRecord): Item {
  return defined({
    eventId: participant.eventId,
    personId: participant.personId,
    eventRole: participant.role,
    eventType: participant.eventType,
    sortDate: sortDateKey(participant.sortDate),
    position: participant.position,
    ...provenanceItem(participant),
  });
}

export function toParticipant(item: Item): ParticipantRecord {
  const sortDate = str(item.sortDate);
  return {
    eventId: str(item.eventId),
    personId: str(item.personId),
    role: str(item.eventRole),
    eventType: str(item.eventType),
    sortDate: sortDate === '~' || sortDate === '' ? null : sortDate,
    ...(typeof item.position === 'number' ? { position: item.position } : {}),
    ...provenance(item),
  };
}

const attachmentItem = (record: NoteRecord | CitationRecord) => ({
  parentKind: record.parent.kind,
  parentId: record.parent.id,
  anchorKind: record.anchor.kind,
  anchorId: record.anchor.id,
  orderKey: orderKey(record.order),
  createdBy: record.createdBy ?? undefined,
  createdAt: record.createdAt,
  ...provenanceItem(record),
});
const toAttachment = (item: Item) => ({
  parent: { kind: str(item.parentKind) as CitationParentKind, id: str(item.parentId) },
  anchor: { kind: str(item.anchorKind) as 'person' | 'event', id: str(item.anchorId) },
  order: Number(str(item.orderKey)) || 0,
  ...(item.createdBy ? { createdBy: str(item.createdBy) } : {}),
  createdAt: num(item.createdAt),
  ...provenance(item),
});

export const noteItem = (note: NoteRecord): Item => defined({ noteId: note.id, text: note.text, ...attachmentItem(note) });
export const toNote = (item: Item): NoteRecord => ({ id: str(item.noteId), text: str(item.text), ...toAttachment(item) }) as NoteRecord;

export const citationItem = (citation: CitationRecord): Item =>
  defined({
    citationId: citation.id,
    citation: citation.citation,
    page: citation.page,
    certainty: citation.certainty,
    sourceId: citation.sourceId,
    citedSource: citation.sourceId ?? NO_SOURCE,
    ...attachmentItem(citation),
  });
export const toCitation = (item: Item): CitationRecord => ({
  id: str(item.citationId),
  citation: str(item.citation),
  page: str(item.page),
  certainty: str(item.certainty),
  sourceId: strOrNull(item.sourceId),
  ...toAttachment(item),
});

export const sourceItem = (source: SourceRecord): Item =>
  defined({
    sourceId: source.id,
    title: source.title,
    author: source.author,
    publication: source.publication,
    // Sources without a title sort by the text that stands in for it; bare ones last ('~').
    searchTitle: clip(fold(sourceListedText(source))) || '~',
    createdBy: source.createdBy ?? undefined,
    createdAt: source.createdAt,
    xref: source.gedcom?.xref,
    ...provenanceItem(source),
  });
export const toSource = (item: Item): SourceRecord => ({
  id: str(item.sourceId),
  title: str(item.title),
  author: str(item.author),
  publication: str(item.publication),
  createdAt: num(item.createdAt),
  ...(item.createdBy ? { createdBy: str(item.createdBy) } : {}),
  ...provenance(item),
});

export const familyItem = (family: FamilyRecord): Item =>
  defined({
    familyId: family.id,
    xref: family.xref,
    husbandId: family.husbandId,
    wifeId: family.wifeId,
    childIds: family.childIds,
    ...provenanceItem(family),
  });
export const toFamily = (item: Item): FamilyRecord => ({
  id: str(item.familyId),
  xref: str(item.xref),
  husbandId: strOrNull(item.husbandId),
  wifeId: strOrNull(item.wifeId),
  childIds: (item.childIds as string[]) ?? [],
  ...provenance(item),
});

export const rawItem = (raw: RawRecord): Item =>
  defined({
    recordId: raw.id,
    seqKey: String(raw.seq).padStart(9, '0'),
    tag: raw.tag,
    xref: raw.xref,
    node: raw.node,
    ...provenanceItem(raw),
  });
export const toRaw = (item: Item): RawRecord => ({
  id: str(item.recordId),
  seq: Number(str(item.seqKey)) || 0,
  tag: str(item.tag),
  xref: strOrNull(item.xref),
  node: str(item.node),
  ...provenance(item),
});

export const importItem = (record: ImportRecord): Item =>
  defined({
    ownerId: record.ownerId,
    importId: record.id,
    importKey: record.importKey,
    fileName: record.fileName,
    contentHash: record.contentHash,
    status: record.status,
    counts: record.counts,
    warnings: record.warnings,
    warningPages: record.warningPages,
    warningCount: record.warningCount,
    startedAt: record.startedAt,
    startedKey: String(record.startedAt).padStart(15, '0'),
    finishedAt: record.finishedAt,
    error: record.error,
    gedcomVersion: record.gedcomVersion,
    encoding: record.encoding,
    removal: record.removal,
    importedBy: record.importedBy,
  });
export const toImport = (item: Item): ImportRecord => ({
  ownerId: str(item.ownerId),
  id: str(item.importId),
  importKey: str(item.importKey),
  fileName: str(item.fileName),
  contentHash: strOrNull(item.contentHash),
  status: (str(item.status) as ImportRecord['status']) || 'running',
  counts: (item.counts as ImportRecord['counts']) ?? { people: 0, families: 0, events: 0, notes: 0, citations: 0, sources: 0 },
  warnings: (item.warnings as ImportRecord['warnings']) ?? [],
  warningPages: num(item.warningPages),
  warningCount: num(item.warningCount),
  startedAt: num(item.startedAt),
  finishedAt: numOrNull(item.finishedAt),
  error: strOrNull(item.error),
  gedcomVersion: strOrNull(item.gedcomVersion),
  encoding: strOrNull(item.encoding),
  ...(item.removal ? { removal: item.removal as ImportRecord['removal'] } : {}),
  ...(item.importedBy ? { importedBy: str(item.importedBy) } : {}),
});

export const importSourceItem = (record: ImportSourceRecord): Item => defined({ ...record });
export const toImportSource = (item: Item): ImportSourceRecord => ({
  ownerId: str(item.ownerId),
  importKey: str(item.importKey),
  fileName: str(item.fileName),
  lastImportId: str(item.lastImportId),
  contentHash: strOrNull(item.contentHash),
});
