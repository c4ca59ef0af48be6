import type {
  EventView,
  ImportView,
  NameView,
  PersonSummary,
  PersonView,
  SourceView,
  citationView,
  contactView,
  noteView,
} from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { API_PREFIX } from '../../http/routes';
import { displayName, orderedNames } from './person-names';
import { knownMakerOfPerson } from './makers';
import { sourceTextOf } from './source-text';
import type { CitationRecord, ContactRecord, EventRecord, ImportRecord, NoteRecord, ParticipantRecord, PersonRecord, SourceRecord } from './records';

/** Records -> the shapes the API returns (shared/contracts/family.ts). */

/**
 * A person's icon: a face crop ('face.<faceId>') or a photo id, served by GET /person/{id}/thumbnail
 * (a redirect to a short-lived link, so the URL itself never expires). `v` changes with the icon
 * so browsers fetch a new one. A full URL (an imported picture) is used as it is.
 */
/** Where a person's icon is read: an address kept as it was, else the thumbnail route (a face's crop, or a photo). */
export const thumbnailUrl = (person: PersonRecord): string | null => {
  if (!person.thumbnail) return null;
  if (/^https?:\/\//.test(person.thumbnail)) return person.thumbnail;
  return `${API_PREFIX}/person/${encodeURIComponent(person.id)}/thumbnail?v=${encodeURIComponent(person.thumbnail)}`;
};

export function toNameViews(person: PersonRecord): NameView[] {
  return orderedNames(person.names).map((name) => ({
    id: name.id,
    name_type: name.nameType,
    name_order: name.order,
    prefix: name.prefix,
    first_name: name.first,
    middle_name: name.middle,
    last_name: name.last,
    suffix: name.suffix,
  }));
}

export function toPersonView(person: PersonRecord): PersonView {
  return {
    id: person.id,
    name: displayName(person),
    sex: person.sex,
    names: toNameViews(person),
    person_thumbnail: person.thumbnail,
    person_thumbnail_url: thumbnailUrl(person),
    items_deleted: person.itemsDeleted,
    person_version: person.personVersion,
    previous_version: person.previousVersion,
    newer_version: person.newerVersion,
    version_date: person.versionDate,
    author: person.author,
    gedcom_xref: person.gedcom?.xref ?? null,
    created_by: knownMakerOfPerson(person),
  };
}

export function toPersonSummary(person: PersonRecord): PersonSummary {
  return { id: person.id, name: displayName(person), sex: person.sex, person_thumbnail_url: thumbnailUrl(person) };
}

export function toContactView(contact: ContactRecord): z.infer<typeof contactView> {
  return { id: contact.id, contact_type: contact.contactType, contact_value: contact.value, person_version: contact.personVersion, deleted: false };
}

/** An event with the participants whose people are still in the tree's view. */
export function toEventView(event: EventRecord, participants: readonly ParticipantRecord[], people: ReadonlyMap<string, PersonRecord>): EventView {
  return {
    id: event.id,
    event_type: event.eventType,
    name: event.name,
    auto_name: event.autoName,
    start_date: event.startDate,
    end_date: event.endDate,
    sort_date: event.sortDate,
    location: event.location,
    participants: participants.flatMap((participant) => {
      const person = people.get(participant.personId);
      return person && !person.itemsDeleted ? [{ event_role: participant.role, person: toPersonSummary(person), deleted: false }] : [];
    }),
    ...(event.createdBy ? { created_by: event.createdBy } : {}),
  };
}

export function toSourceView(source: SourceRecord): SourceView {
  const text = sourceTextOf(source);
  return { id: source.id, title: source.title, author: source.author, publication: source.publication, ...(text ? { text } : {}) };
}

export function toCitationView(citation: CitationRecord, sources: ReadonlyMap<string, SourceRecord>): z.infer<typeof citationView> {
  const source = citation.sourceId ? sources.get(citation.sourceId) : undefined;
  return {
    id: citation.id,
    citation: citation.citation,
    page: citation.page,
    certainty: citation.certainty,
    source_id: citation.sourceId,
    source: source ? toSourceView(source) : null,
    media: [],
  };
}

export function toNoteView(note: NoteRecord, citations: Array<z.infer<typeof citationView>>, addedBy: string | null): z.infer<typeof noteView> {
  return { id: note.id, note: note.text, citations, added_by: addedBy };
}

/** An import's counts; the records kept whole by kind only when the run counted them. */
function toImportCountsView(counts: ImportRecord['counts']): ImportView['counts'] {
  const { people, families, events, notes, citations, sources } = counts;
  const view: ImportView['counts'] = { people, families, events, notes, citations, sources };
  if (counts.media !== undefined) view.media = counts.media;
  if (counts.repositories !== undefined) view.repositories = counts.repositories;
  if (counts.noteRecords !== undefined) view.note_records = counts.noteRecords;
  if (counts.submitters !== undefined) view.submitters = counts.submitters;
  if (counts.otherRecords !== undefined) view.other_records = counts.otherRecords;
  return view;
}

/** An import as the API shows it; a list of imports passes `maxWarnings` (the report, GET /imports/{id}, has them all). */
export function toImportView(record: ImportRecord, maxWarnings = Infinity): ImportView {
  return {
    id: record.id,
    file_name: record.fileName,
    status: record.status,
    counts: toImportCountsView(record.counts),
    warnings: record.warnings.length > maxWarnings ? record.warnings.slice(0, maxWarnings) : record.warnings,
    warning_count: record.warningCount,
    warning_pages: record.warningPages ?? 0,
    started_at: record.startedAt,
    finished_at: record.finishedAt,
    error: record.error,
    gedcom_version: record.gedcomVersion,
    encoding: record.encoding,
    imported_by: record.importedBy ?? null,
    removal: record.removal
      ? {
          status: record.removal.status,
          remove_edited: record.removal.removeEdited,
          requested_at: record.removal.requestedAt,
          finished_at: record.removal.finishedAt,
          removed: toImportCountsView(record.removal.removed),
          kept_people: record.removal.keptPeople,
          kept_events: record.removal.keptEvents,
        }
      : null,
  };
}
