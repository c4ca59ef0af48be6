import type {
  AnchorKind,
  CitationRecord,
  EventPlacement,
  EventRecord,
  EventWithParticipants,
  FamilyItem,
  FamilyRecord,
  ImportRecord,
  ImportSourceRecord,
  ImportWarning,
  NoteRecord,
  ParentRef,
  ParticipantRecord,
  PersonRecord,
  RawRecord,
  RemovedEventRecord,
  RemovedEventSummary,
  SourceRecord,
  StoredItemRef,
} from './records';

export interface Page<T> {
  items: T[];
  /** Opaque; null on the last page. */
  cursor: string | null;
}

/**
 * The family tree's storage port. Every method takes the tree owner's id first; an id from
 * another tree is simply not found. Lists are pages of one Query; walks go through a whole tree
 * page by page (export, re-import sweeps) and never Scan. Implemented for DynamoDB
 * (adapters/aws/dynamo-family-store.ts) and in memory for the mapping tests.
 */
export interface FamilyStore {
  getPerson(ownerId: string, id: string): Promise<PersonRecord | null>;
  /** The people that exist among `ids`, in no particular order. */
  getPeople(ownerId: string, ids: readonly string[]): Promise<PersonRecord[]>;
  /** Writes a person with its list and search entries; `previous` lets stale search words go. */
  putPerson(person: PersonRecord, previous?: PersonRecord | null): Promise<void>;
  /** putPerson for many people at once (a bulk removal): their items in batched writes, the tree's total moved once. */
  putPeople(changes: readonly { person: PersonRecord; previous: PersonRecord }[]): Promise<void>;
  /** People in A-Z order (last name, first, middle), from `prefix` of the sort text on. */
  /** The A-Z list of the tree's people; `removed`: of the people removed from it instead (Remove / Forget). */
  listPeople(ownerId: string, options: { prefix?: string; cursor?: string; limit: number; removed?: boolean }): Promise<Page<PersonRecord>>;
  /** Person ids with a name word starting with `wordPrefix` (folded: lower case, no accents). */
  findPersonIdsByWord(ownerId: string, wordPrefix: string, limit: number): Promise<string[]>;

  getEvent(ownerId: string, id: string): Promise<EventRecord | null>;
  getEvents(ownerId: string, ids: readonly string[]): Promise<EventRecord[]>;
  putEvent(event: EventRecord): Promise<void>;
  /**
   * Gives events new automatic names and nothing else (what an import folded into an event stays
   * folded). An event deleted, or named by hand, since it was read keeps what it has.
   */
  renameEvents(ownerId: string, renames: readonly { id: string; name: string; updatedAt: number }[]): Promise<void>;
  /**
   * Stores where an event's place is, only while the event still has the place text it was worked
   * out for (a concurrent edit wins); nothing else of the event is written.
   */
  putEventPlacement(ownerId: string, eventId: string, placement: EventPlacement): Promise<void>;
  /** Removes the event and its participants. */
  deleteEvent(ownerId: string, id: string): Promise<void>;
  /** Keeps a deleted event for putting back, until `expiresAt` (epoch seconds), replacing any kept before. */
  putRemovedEvent(removed: RemovedEventRecord, expiresAt: number): Promise<void>;
  getRemovedEvent(ownerId: string, eventId: string): Promise<RemovedEventRecord | null>;
  /** The family's deleted events kept for putting back, most recently deleted first (expired ones may linger a few days: the TTL is lazy). */
  listRemovedEvents(ownerId: string, options: { limit: number; cursor?: string | null }): Promise<Page<RemovedEventSummary>>;
  deleteRemovedEvent(ownerId: string, eventId: string, removedAt: number): Promise<void>;
  /** Events whose folded name starts with `prefix`. */
  searchEvents(ownerId: string, prefix: string, limit: number): Promise<EventRecord[]>;
  participantsOf(ownerId: string, eventId: string): Promise<ParticipantRecord[]>;
  /** A person's participations, in event date order. */
  participationsOf(ownerId: string, personId: string): Promise<ParticipantRecord[]>;
  putParticipants(participants: readonly ParticipantRecord[]): Promise<void>;
  deleteParticipants(participants: readonly ParticipantRecord[]): Promise<void>;

  notesOf(ownerId: string, parent: ParentRef): Promise<NoteRecord[]>;
  getNote(ownerId: string, id: string): Promise<NoteRecord | null>;
  putNotes(notes: readonly NoteRecord[]): Promise<void>;
  deleteNotes(notes: readonly NoteRecord[]): Promise<void>;
  citationsOf(ownerId: string, parent: ParentRef): Promise<CitationRecord[]>;
  getCitation(ownerId: string, id: string): Promise<CitationRecord | null>;
  putCitations(citations: readonly CitationRecord[]): Promise<void>;
  deleteCitations(citations: readonly CitationRecord[]): Promise<void>;

  /** A source's citations, those in one person (or event) together, a page at a time. */
  citationsOfSource(ownerId: string, sourceId: string, options: { cursor?: string; limit: number }): Promise<Page<CitationRecord>>;

  getSources(ownerId: string, ids: readonly string[]): Promise<SourceRecord[]>;
  putSource(source: SourceRecord): Promise<void>;
  /**
   * Sources by title, a page at a time; with `words` (searchWords of what was typed), only those whose
   * title has a word starting with each (matchesEveryWord). A search reads a bounded number of sources a
   * call, so a page may hold fewer than `limit` and still have a cursor.
   */
  sourcesByTitle(ownerId: string, options: { words?: readonly string[]; cursor?: string; limit: number }): Promise<Page<SourceRecord>>;

  /** Creates an import record unless one with its id exists; false if it did. */
  createImport(record: ImportRecord): Promise<boolean>;
  putImport(record: ImportRecord): Promise<void>;
  getImport(ownerId: string, id: string): Promise<ImportRecord | null>;
  /** Writes an import's pages of warnings after the record's own, numbered from 1 (a page written again is replaced). */
  putImportWarningPages(ownerId: string, importId: string, pages: readonly ImportWarning[][]): Promise<void>;
  /** One page of an import's warnings, or null when the import has no such page. */
  getImportWarningPage(ownerId: string, importId: string, page: number): Promise<ImportWarning[] | null>;
  /** Newest first. */
  listImports(ownerId: string, options: { cursor?: string; limit: number }): Promise<Page<ImportRecord>>;
  getImportSource(ownerId: string, importKey: string): Promise<ImportSourceRecord | null>;
  putImportSource(record: ImportSourceRecord): Promise<void>;
  /** Forgets a file's last run, so the same file uploaded again is imported afresh. */
  deleteImportSource(ownerId: string, importKey: string): Promise<void>;

  /** Bulk puts for imports (batched, retried); persons get their list and search entries. */
  writeItems(items: readonly FamilyItem[]): Promise<void>;
  /**
   * Every item an import key wrote, for sweeping the ones a newer run did not write again (and for
   * removing an import, with the facts that tell what to keep). APP_IMPORT_KEY walks what was made in the app.
   */
  walkImportItems(ownerId: string, importKey: string): AsyncIterable<StoredItemRef[]>;
  /** Deletes swept items; an event goes with its participants. */
  deleteItems(ownerId: string, refs: readonly StoredItemRef[]): Promise<void>;

  walkPeople(ownerId: string): AsyncIterable<PersonRecord[]>;
  /** Every event in id order, each with all its participants. */
  walkEvents(ownerId: string): AsyncIterable<EventWithParticipants[]>;
  /** Notes and citations whose anchor is a person (or an event), in anchor-id order. */
  walkAttachments(ownerId: string, anchorKind: AnchorKind): AsyncIterable<Array<NoteRecord | CitationRecord>>;
  walkSources(ownerId: string): AsyncIterable<SourceRecord[]>;
  walkFamilies(ownerId: string): AsyncIterable<FamilyRecord[]>;
  /** Kept records in import and file order. */
  walkRawRecords(ownerId: string): AsyncIterable<RawRecord[]>;
}

export const isNote = (item: NoteRecord | CitationRecord): item is NoteRecord => 'text' in item;
