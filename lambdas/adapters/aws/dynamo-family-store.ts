import pLimit from 'p-limit';
import { BatchGetCommand, BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ValidationError } from '../../domain/errors';
import { searchWordsOf, sortNameOf } from '../../domain/family/person-names';
import { sourceListedText } from '../../domain/family/source-text';
import { clip, fold as foldText, matchesEveryWord, searchWords } from '../../domain/family/text-keys';
import type {
  AnchorKind,
  CitationRecord,
  EventPlacement,
  EventRecord,
  EventWithParticipants,
  FamilyItem,
  FamilyRecord,
  ImportRecord,
  ImportWarning,
  ImportSourceRecord,
  NoteRecord,
  ParentRef,
  ParticipantRecord,
  PersonRecord,
  RawRecord,
  RemovedEventRecord,
  RemovedEventSummary,
  SourceRecord,
  StoredItemFacts,
  StoredItemRef,
} from '../../domain/family/records';
import type { FamilyStore, Page } from '../../domain/family/store';
import { isConditionalCheckFailure } from './conditional-check';
import { DynamoTreeTotals } from './dynamo-tree-totals';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';
import {
  ENTITY,
  citationItem,
  entityOf,
  eventItem,
  familyItem,
  importItem,
  importSourceItem,
  noteItem,
  participantItem,
  personItem,
  rawItem,
  sourceItem,
  toCitation,
  toEvent,
  toFamily,
  toImport,
  toImportSource,
  toNote,
  toParticipant,
  toPerson,
  toRaw,
  toSource,
} from './dynamo-family-items';
import { eventDateKeys, eventDayKeys, eventEntity, eventSchema, participantEntity, participantSchema } from './entities/family-events';
import { familyImportEntity, familyRecordEntity, familyRecordSchema, gedcomRecordEntity, gedcomRecordSchema, importSourceEntity, importWarningPageEntity } from './entities/family-gedcom';
import { citationEntity, citationSchema, noteEntity, noteSchema, sourceEntity, sourceSchema } from './entities/family-notes';
import {
  nameWordEntity,
  nameWordPartition,
  nameWordSchema,
  PERSON_WORD_INDEXES,
  personEntity,
  personSchema,
  personWordKeys,
} from './entities/family-people';
import { itemWriter } from './entities/item-writer';
import { fold, FOLD_ATTRIBUTES, foldedParticipantsOf, foldIndexesFor, inEventOrder, inPersonOrder, personEventsPartition, sameParticipant } from './event-folds';

type Item = Record<string, unknown>;
type Key = { pk: string; sk: string };

const BATCH_WRITE_LIMIT = 25;
const BATCH_GET_LIMIT = 100;
/**
 * BatchWrite calls in flight at once, for all of a store's bulk writes together: an import hands
 * over several writes at a time, and their batches queue for these slots, so the table is kept
 * busy without a straggler gap between writes, while only 16 requests' items are being marshalled
 * and sent (with a pool per write, four writes put 64 in flight, and the garbage collector spent
 * ~0.3 s of royal92.ged's import copying them instead of ~0.2 s).
 */
const WRITE_CONCURRENCY = 16;
const WALK_PAGE = 500;
/** Sources a title search reads a request, and at most a call (then it returns where it got to). */
const SOURCE_SEARCH_PAGE = 500;
const SOURCE_SEARCH_READ = 5_000;

/** Items as the entities' put builds them (see item-writer.ts): bulk writes make tens of thousands. */
const putItem = {
  person: itemWriter(personSchema),
  word: itemWriter(nameWordSchema),
  event: itemWriter(eventSchema),
  participant: itemWriter(participantSchema),
  note: itemWriter(noteSchema),
  citation: itemWriter(citationSchema),
  source: itemWriter(sourceSchema),
  family: itemWriter(familyRecordSchema),
  raw: itemWriter(gedcomRecordSchema),
};

const keyOf = (item: Item): Key => ({ pk: item.pk as string, sk: item.sk as string });

/**
 * Where each search word is found: the first and the next three that the person's A-Z sort text
 * does not start with on the person item (PERSON_WORD_INDEXES); the surname (what the sort text
 * starts with) by a prefix query on the people list; any others in word items.
 */
function searchEntries(person: PersonRecord, words: readonly string[]): { onPerson: string[]; itemized: string[] } {
  if (words.length === 0) return { onPerson: [], itemized: [] };
  const sortName = sortNameOf(person);
  const others = words.slice(1).filter((word) => !sortName.startsWith(word));
  const onPerson = [words[0]!, ...others.slice(0, PERSON_WORD_INDEXES.length - 1)];
  return { onPerson, itemized: others.slice(PERSON_WORD_INDEXES.length - 1) };
}
/** Whether a person counts in the tree's total: until forgotten (or merged away). */
const listed = (person: PersonRecord | null) => (person && !person.itemsDeleted ? 1 : 0);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The family tree in the single DynamoDB table (entities in ./entities/family-*.ts). Lists are one
 * Query page with an opaque cursor; whole-tree walks page through one index partition; bulk writes
 * go 25 to a BatchWrite, several at once, retrying what DynamoDB leaves unprocessed.
 */
const removedEventKey = (ownerId: string, eventId: string) => ({ pk: `tree#${ownerId}#removed-event#${eventId}`, sk: 'removed-event' });
/** The family's list of deleted events: a small item each, most recently deleted last in the partition. */
const removedEventListKey = (ownerId: string, eventId: string, removedAt: number) => ({ pk: `tree#${ownerId}#removed-events`, sk: `${String(removedAt).padStart(15, '0')}#${eventId}` });

export class DynamoFamilyStore implements FamilyStore {
  private readonly writeSlots = pLimit(WRITE_CONCURRENCY);
  private readonly person;
  private readonly word;
  private readonly event;
  private readonly participant;
  private readonly note;
  private readonly citation;
  private readonly source;
  private readonly family;
  private readonly raw;
  private readonly imports;
  private readonly importSources;
  private readonly warningPages;
  /** The people list's totals, kept with every write (dynamo-tree-totals.ts). */
  private readonly totals: DynamoTreeTotals;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.person = personEntity(client, table);
    this.word = nameWordEntity(client, table);
    this.event = eventEntity(client, table);
    this.participant = participantEntity(client, table);
    this.note = noteEntity(client, table);
    this.citation = citationEntity(client, table);
    this.source = sourceEntity(client, table);
    this.family = familyRecordEntity(client, table);
    this.raw = gedcomRecordEntity(client, table);
    this.imports = familyImportEntity(client, table);
    this.importSources = importSourceEntity(client, table);
    this.warningPages = importWarningPageEntity(client, table);
    this.totals = new DynamoTreeTotals(client, table);
  }

  // ------------------------------------------------------------ people

  async getPerson(ownerId: string, id: string) {
    const item = await this.getItem(this.person.get({ ownerId, personId: id }).params());
    return item ? toPerson(item) : null;
  }

  async getPeople(ownerId: string, ids: readonly string[]) {
    const keys = ids.map((personId) => this.person.get({ ownerId, personId }).params().Key as Key);
    return (await this.batchGet(keys)).map(toPerson);
  }

  async putPerson(person: PersonRecord, previous?: PersonRecord | null) {
    await this.writeRequests(this.personWrites(person, previous));
    // Without the previous record the change is not known.
    if (previous === undefined) await this.totals.markStale([person.ownerId]);
    else await this.totals.add(person.ownerId, { people: listed(person) - listed(previous) });
  }

  async putPeople(changes: readonly { person: PersonRecord; previous: PersonRecord }[]) {
    if (changes.length === 0) return;
    await this.writeRequests(changes.flatMap(({ person, previous }) => this.personWrites(person, previous)));
    const byTree = new Map<string, number>();
    for (const { person, previous } of changes) byTree.set(person.ownerId, (byTree.get(person.ownerId) ?? 0) + listed(person) - listed(previous));
    for (const [ownerId, people] of byTree) await this.totals.add(ownerId, { people });
  }

  /** The person's item and search words, and deletes for the words an earlier version had that are gone. */
  private personWrites(person: PersonRecord, previous?: PersonRecord | null): Item[] {
    const words = person.itemsDeleted ? [] : searchWordsOf(person);
    // Every earlier word without an item now goes (an earlier first word, or surname, may have had one).
    const { itemized } = searchEntries(person, words);
    const stale = previous ? searchWordsOf(previous).filter((word) => !itemized.includes(word)) : [];
    return [
      ...this.personItems(person, words).map((Item) => ({ PutRequest: { Item } })),
      ...stale.map((word) => ({ DeleteRequest: { Key: this.word.delete({ ownerId: person.ownerId, personId: person.id, word }).params().Key } })),
    ];
  }

  async listPeople(ownerId: string, options: { prefix?: string; cursor?: string; limit: number; removed?: boolean }) {
    const query = this.person.query.byName({ ownerId, listing: options.removed ? 'forgotten' : 'people' });
    const params = options.prefix ? query.begins({ sortName: options.prefix }).params() : query.params();
    const page = await this.queryPage(params, options.limit, options.cursor);
    return { items: page.items.map(toPerson), cursor: page.cursor };
  }

  /**
   * Word items (the words below), person items by their first words (PERSON_WORD_INDEXES) and by
   * the start of their A-Z sort text (gsi1, the surname), one Query each.
   */
  async findPersonIdsByWord(ownerId: string, wordPrefix: string, limit: number) {
    const params = this.word.query.byWord({ ownerId }).begins({ word: wordPrefix }).params();
    const bySortName = { ...this.person.query.byName({ ownerId, listing: 'people' }).begins({ sortName: wordPrefix }).params(), ProjectionExpression: 'personId' };
    const onPeople = PERSON_WORD_INDEXES.map(
      (index): QueryCommandInput => ({
        TableName: this.table,
        IndexName: index,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :word)',
        ExpressionAttributeNames: { '#pk': `${index}pk`, '#sk': `${index}sk` },
        ExpressionAttributeValues: { ':pk': nameWordPartition(ownerId), ':word': wordPrefix },
        ProjectionExpression: 'personId',
      }),
    );
    const pages = await Promise.all([...onPeople, bySortName, params].map((query) => this.queryPage(query, limit)));
    return [...new Set(pages.flatMap((page) => page.items).map((item) => item.personId as string))].slice(0, limit);
  }

  /** The person item (holding four words' search entries and the surname's) and an item for each other word. */
  private personItems(person: PersonRecord, words: readonly string[]): Item[] {
    const { onPerson, itemized } = searchEntries(person, words);
    return [
      // Added to the item just made (a literal starting with a spread is slow in V8: see dynamo-family-items.ts).
      Object.assign(putItem.person(personItem(person)), personWordKeys(person.ownerId, person.id, onPerson)),
      ...itemized.map((word) =>
        putItem.word({ ownerId: person.ownerId, personId: person.id, word, importKey: person.importKey, ...(person.importRun ? { importRun: person.importRun } : {}) }),
      ),
    ];
  }

  // ------------------------------------------------------------ events

  async getEvent(ownerId: string, id: string) {
    const item = await this.getItem(this.event.get({ ownerId, eventId: id }).params());
    return item ? toEvent(item) : null;
  }

  async getEvents(ownerId: string, ids: readonly string[]) {
    const keys = ids.map((eventId) => this.event.get({ ownerId, eventId }).params().Key as Key);
    return (await this.batchGet(keys)).map(toEvent);
  }

  async putEvent(event: EventRecord) {
    // The put would drop the participants an import folded into the item: they become participant items first.
    const put = () =>
      this.client.send(new PutCommand({ TableName: this.table, Item: this.eventItemFor(event), ConditionExpression: 'attribute_not_exists(folded)', ReturnValues: 'ALL_OLD' }));
    let result;
    try {
      result = await put();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
      await this.unfoldEvents([this.event.get({ ownerId: event.ownerId, eventId: event.id }).params().Key as Key]);
      result = await put();
    }
    if (!result.Attributes) await this.totals.add(event.ownerId, { events: 1 });
  }

  async renameEvents(ownerId: string, renames: readonly { id: string; name: string; updatedAt: number }[]) {
    const slots = pLimit(WRITE_CONCURRENCY);
    await Promise.all(
      renames.map((rename) =>
        slots(async () => {
          try {
            await this.event
              .patch({ ownerId, eventId: rename.id })
              .set({ name: rename.name, searchName: clip(foldText(rename.name)) || '~', updatedAt: rename.updatedAt })
              // An item without the flag is automatic (toEvent reads it so).
              .where(({ autoName }, { notExists, eq }) => `${notExists(autoName)} OR ${eq(autoName, true)}`)
              .go({ response: 'none' });
          } catch (error) {
            if (!isConditionalCheckFailure(error)) throw error;
          }
        }),
      ),
    );
  }

  async putEventPlacement(ownerId: string, eventId: string, placement: EventPlacement) {
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: this.event.get({ ownerId, eventId }).params().Key,
          UpdateExpression: 'SET #placement = :placement',
          ConditionExpression: '#location = :text OR (attribute_not_exists(#location) AND :text = :empty)',
          ExpressionAttributeNames: { '#placement': 'placement', '#location': 'location' },
          ExpressionAttributeValues: { ':placement': placement, ':text': placement.text, ':empty': '' },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }

  async deleteEvent(ownerId: string, id: string) {
    const partition = this.event.get({ ownerId, eventId: id }).params().Key.pk as string;
    const existed = await this.getEvent(ownerId, id);
    await this.deletePartition(partition);
    if (existed) await this.totals.add(ownerId, { events: -1 });
  }

  // A deleted event kept for putting back: one item of its own (the event's partition is gone), the
  // record as JSON (its shape is the domain's), expiring through the table's TTL attribute.
  // Beside it, a small item in the family's list of deleted events (the event as it was, without its
  // people, notes and citations), written after it so the list never names one that cannot be put back.
  async putRemovedEvent(removed: RemovedEventRecord, expiresAt: number) {
    await this.client.send(new PutCommand({ TableName: this.table, Item: { ...removedEventKey(removed.ownerId, removed.event.id), removed: JSON.stringify(removed), [TABLE_TTL_ATTRIBUTE]: expiresAt } }));
    const listed: RemovedEventSummary = { event: removed.event, removedBy: removed.removedBy, removedAt: removed.removedAt };
    await this.client.send(new PutCommand({ TableName: this.table, Item: { ...removedEventListKey(removed.ownerId, removed.event.id, removed.removedAt), listed: JSON.stringify(listed), [TABLE_TTL_ATTRIBUTE]: expiresAt } }));
  }

  async listRemovedEvents(ownerId: string, options: { limit: number; cursor?: string | null }) {
    const params: QueryCommandInput = { TableName: this.table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `tree#${ownerId}#removed-events` }, ScanIndexForward: false };
    const page = await this.queryPage(params, options.limit, options.cursor ?? undefined);
    return { items: page.items.map((item) => JSON.parse(item.listed as string) as RemovedEventSummary), cursor: page.cursor };
  }

  async getRemovedEvent(ownerId: string, eventId: string) {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.table, Key: removedEventKey(ownerId, eventId), ConsistentRead: true }));
    return Item ? (JSON.parse(Item.removed as string) as RemovedEventRecord) : null;
  }

  async deleteRemovedEvent(ownerId: string, eventId: string, removedAt: number) {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: removedEventListKey(ownerId, eventId, removedAt) }));
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: removedEventKey(ownerId, eventId) }));
  }

  async searchEvents(ownerId: string, prefix: string, limit: number) {
    const params = this.event.query.byName({ ownerId }).begins({ searchName: prefix }).params();
    return (await this.queryPage(params, limit)).items.map(toEvent);
  }

  /** The event's partition: its participant items and the participants its item stands in for. */
  async participantsOf(ownerId: string, eventId: string) {
    const pk = this.event.get({ ownerId, eventId }).params().Key.pk as string;
    const items = await this.queryAll({ TableName: this.table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } });
    return inEventOrder(items.flatMap((item) => (entityOf(item) === ENTITY.participant ? [toParticipant(item)] : entityOf(item) === ENTITY.event ? foldedParticipantsOf(item) : [])));
  }

  /** Participant items (gsi1) and the events that stand in for the person (their two fold indexes), one Query each. */
  async participationsOf(ownerId: string, personId: string) {
    const folding = foldIndexesFor(personId).map(
      (index): QueryCommandInput => ({
        TableName: this.table,
        IndexName: index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': `${index}pk` },
        ExpressionAttributeValues: { ':pk': personEventsPartition(ownerId, personId) },
      }),
    );
    const [items, ...events] = await Promise.all([this.queryAll(this.participant.query.byPerson({ ownerId, personId }).params()), ...folding.map((query) => this.queryAll(query))]);
    const folded = events.flat().flatMap((item) => foldedParticipantsOf(item).filter((p) => p.personId === personId));
    return inPersonOrder([...items.map(toParticipant), ...folded]);
  }

  async putParticipants(participants: readonly ParticipantRecord[]) {
    await this.unfoldEventsOf(participants);
    await this.writeRequests(participants.map((p) => ({ PutRequest: { Item: this.participantItemFor(p) } })));
  }

  async deleteParticipants(participants: readonly ParticipantRecord[]) {
    await this.unfoldEventsOf(participants);
    await this.writeRequests(
      participants.map((p) => ({ DeleteRequest: { Key: this.participant.delete({ ownerId: p.ownerId, eventId: p.eventId, personId: p.personId, eventRole: p.role }).params().Key } })),
    );
  }

  /** Turns the events folding any of these participants back into participant items, so they are written as items. */
  private async unfoldEventsOf(participants: readonly ParticipantRecord[]): Promise<void> {
    const keys = [...new Map(participants.map((p) => [p.eventId, this.event.get({ ownerId: p.ownerId, eventId: p.eventId }).params().Key as Key])).values()];
    if (keys.length === 0) return;
    const events = await this.batchGet(keys);
    const touched = events.filter((item) => foldedParticipantsOf(item).some((folded) => participants.some((p) => sameParticipant(p, folded))));
    await this.unfoldEvents(touched.map(keyOf));
  }

  /**
   * The participants these event items stand in for become participant items again, in one
   * transaction with taking them off the event item (a concurrent unfold makes the condition
   * fail, and the items are then there already).
   */
  private async unfoldEvents(eventKeys: readonly Key[]): Promise<void> {
    if (eventKeys.length === 0) return;
    for (const item of await this.batchGet(eventKeys)) {
      const folded = foldedParticipantsOf(item);
      if (folded.length === 0) continue;
      try {
        await this.client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: this.table,
                  Key: keyOf(item),
                  UpdateExpression: `REMOVE ${FOLD_ATTRIBUTES.join(', ')}`,
                  ConditionExpression: 'attribute_exists(folded)',
                },
              },
              ...folded.map((participant) => ({ Put: { TableName: this.table, Item: this.participantItemFor(participant) } })),
            ],
          }),
        );
      } catch (error) {
        if (!isConditionalCheckFailure(error) && (error as Error).name !== 'TransactionCanceledException') throw error;
      }
    }
  }

  private eventItemFor(event: EventRecord): Item {
    return Object.assign(putItem.event(eventItem(event)), eventDateKeys(event), eventDayKeys(event));
  }

  private participantItemFor(participant: ParticipantRecord): Item {
    return putItem.participant(participantItem(participant));
  }

  // ------------------------------------------------------------ notes, citations, sources

  async notesOf(ownerId: string, parent: ParentRef) {
    return (await this.queryAll(this.note.query.byParent({ ownerId, parentKind: parent.kind, parentId: parent.id }).params())).map(toNote);
  }

  async getNote(ownerId: string, id: string) {
    const item = await this.getItem(this.note.get({ ownerId, noteId: id }).params());
    return item ? toNote(item) : null;
  }

  async putNotes(notes: readonly NoteRecord[]) {
    await this.writeRequests(notes.map((note) => ({ PutRequest: { Item: this.note.put(noteItem(note) as never).params().Item as Item } })));
  }

  async deleteNotes(notes: readonly NoteRecord[]) {
    await this.writeRequests(notes.map((note) => ({ DeleteRequest: { Key: this.note.delete({ ownerId: note.ownerId, noteId: note.id }).params().Key } })));
  }

  async citationsOf(ownerId: string, parent: ParentRef) {
    return (await this.queryAll(this.citation.query.byParent({ ownerId, parentKind: parent.kind, parentId: parent.id }).params())).map(toCitation);
  }

  async getCitation(ownerId: string, id: string) {
    const item = await this.getItem(this.citation.get({ ownerId, citationId: id }).params());
    return item ? toCitation(item) : null;
  }

  async putCitations(citations: readonly CitationRecord[]) {
    await this.writeRequests(citations.map((c) => ({ PutRequest: { Item: this.citation.put(citationItem(c) as never).params().Item as Item } })));
  }

  async deleteCitations(citations: readonly CitationRecord[]) {
    await this.writeRequests(citations.map((c) => ({ DeleteRequest: { Key: this.citation.delete({ ownerId: c.ownerId, citationId: c.id }).params().Key } })));
  }

  async citationsOfSource(ownerId: string, sourceId: string, options: { cursor?: string; limit: number }): Promise<Page<CitationRecord>> {
    const page = await this.queryPage(this.citation.query.bySource({ ownerId, citedSource: sourceId }).params(), options.limit, options.cursor);
    return { items: page.items.map(toCitation), cursor: page.cursor };
  }

  async getSources(ownerId: string, ids: readonly string[]) {
    const keys = ids.map((sourceId) => this.source.get({ ownerId, sourceId }).params().Key as Key);
    return (await this.batchGet(keys)).map(toSource);
  }

  async putSource(source: SourceRecord) {
    await this.writeRequests([{ PutRequest: { Item: this.source.put(sourceItem(source) as never).params().Item as Item } }]);
  }

  async sourcesByTitle(ownerId: string, options: { words?: readonly string[]; cursor?: string; limit: number }): Promise<Page<SourceRecord>> {
    const params = this.source.query.byTitle({ ownerId }).params();
    const words = options.words ?? [];
    if (!words.length) {
      const page = await this.queryPage(params, options.limit, options.cursor);
      return { items: page.items.map(toSource), cursor: page.cursor };
    }
    // Read in title order and matched here: a family's sources are hundreds, rarely thousands, and an
    // index of their words would cost every import an item per word for a list this short.
    const found: SourceRecord[] = [];
    let start = options.cursor ? decodeCursor(options.cursor, params) : undefined;
    for (let read = 0; ; ) {
      const result = await this.client.send(new QueryCommand({ ...params, Limit: SOURCE_SEARCH_PAGE, ...(start ? { ExclusiveStartKey: start } : {}) }));
      for (const item of result.Items ?? []) {
        const source = toSource(item);
        if (!matchesEveryWord(searchWords(sourceListedText(source)), words)) continue;
        found.push(source);
        if (found.length === options.limit) return { items: found, cursor: encodeCursor({ pk: item.pk, sk: item.sk, gsi1pk: item.gsi1pk, gsi1sk: item.gsi1sk }) };
      }
      read += result.Items?.length ?? 0;
      start = result.LastEvaluatedKey;
      if (!start) return { items: found, cursor: null };
      // A long tree's search stops here and says where it got to: the next page goes on from there.
      if (read >= SOURCE_SEARCH_READ) return { items: found, cursor: encodeCursor(start) };
    }
  }

  // ------------------------------------------------------------ imports

  async createImport(record: ImportRecord) {
    try {
      await this.imports.create(importItem(record) as never).go();
      return true;
    } catch (error) {
      if (isConditionalCheckFailure(error)) return false;
      throw error;
    }
  }

  async putImport(record: ImportRecord) {
    await this.imports.put(importItem(record) as never).go();
  }

  async getImport(ownerId: string, id: string) {
    const item = await this.getItem(this.imports.get({ ownerId, importId: id }).params());
    return item ? toImport(item) : null;
  }

  async putImportWarningPages(ownerId: string, importId: string, pages: readonly ImportWarning[][]) {
    await this.writeRequests(pages.map((warnings, index) => ({ PutRequest: { Item: this.warningPages.put({ ownerId, importId, pageKey: pageKeyOf(index + 1), warnings }).params().Item as Item } })));
  }

  async getImportWarningPage(ownerId: string, importId: string, page: number) {
    const item = await this.getItem(this.warningPages.get({ ownerId, importId, pageKey: pageKeyOf(page) }).params());
    return item ? (item.warnings as ImportWarning[]) : null;
  }

  async listImports(ownerId: string, options: { cursor?: string; limit: number }): Promise<Page<ImportRecord>> {
    const params = { ...this.imports.query.list({ ownerId }).params(), ScanIndexForward: false };
    const page = await this.queryPage(params, options.limit, options.cursor);
    return { items: page.items.map(toImport), cursor: page.cursor };
  }

  async getImportSource(ownerId: string, importKey: string) {
    const item = await this.getItem(this.importSources.get({ ownerId, importKey }).params());
    return item ? toImportSource(item) : null;
  }

  async putImportSource(record: ImportSourceRecord) {
    await this.importSources.put(importSourceItem(record) as never).go();
  }

  async deleteImportSource(ownerId: string, importKey: string) {
    await this.importSources.delete({ ownerId, importKey }).go();
  }

  // ------------------------------------------------------------ bulk writes and sweeps

  async writeItems(items: readonly FamilyItem[]) {
    const puts: Item[] = [];
    // Events written in this call, by id: the first participant arriving with its event is folded into it.
    const events = new Map<string, Item>();
    for (const item of items) {
      if (item.kind === 'participant') {
        const event = events.get(item.record.eventId);
        if (event && fold(event, item.record)) continue;
      }
      for (const put of this.itemsFor(item)) {
        puts.push(put);
        if (item.kind === 'event') events.set(item.record.id, put);
      }
    }
    // Items built attribute by attribute (and added to by folding) are dictionaries in V8, which
    // the SDK's marshalling walks slower and the GC copies more of: a copy makes each compact.
    await this.writeRequests(puts.map((put) => ({ PutRequest: { Item: { ...put } } })));
    // An import's batches are not counted one by one: the tree is counted again when next asked.
    await this.totals.markStale(items.filter((item) => item.kind === 'person' || item.kind === 'event').map((item) => item.record.ownerId));
  }

  private itemsFor(item: FamilyItem): Item[] {
    switch (item.kind) {
      case 'person':
        return this.personItems(item.record, item.record.itemsDeleted ? [] : searchWordsOf(item.record));
      case 'event':
        return [this.eventItemFor(item.record)];
      case 'participant':
        return [this.participantItemFor(item.record)];
      case 'note':
        return [putItem.note(noteItem(item.record))];
      case 'citation':
        return [putItem.citation(citationItem(item.record))];
      case 'source':
        return [putItem.source(sourceItem(item.record))];
      case 'family':
        return [putItem.family(familyItem(item.record))];
      case 'raw':
        return [putItem.raw(rawItem(item.record))];
    }
  }

  async *walkImportItems(ownerId: string, importKey: string): AsyncIterable<StoredItemRef[]> {
    const owned: Array<[StoredItemRef['kind'], QueryCommandInput]> = [
      ['person', this.person.query.byOwner({ ownerId, importKey }).params()],
      ['word', this.word.query.byOwner({ ownerId, importKey }).params()],
      ['event', this.event.query.byOwner({ ownerId, importKey }).params()],
      ['participant', this.participant.query.byOwner({ ownerId, importKey }).params()],
      ['note', this.note.query.byOwner({ ownerId, importKey }).params()],
      ['citation', this.citation.query.byOwner({ ownerId, importKey }).params()],
      ['source', this.source.query.byOwner({ ownerId, importKey }).params()],
      ['family', this.family.query.byOwner({ ownerId, importKey }).params()],
      ['raw', this.raw.query.byOwner({ ownerId, importKey }).params()],
    ];
    for (const [kind, params] of owned) {
      const folded = kind === 'event' ? ', folded' : '';
      const projected = { ...params, ProjectionExpression: `pk, sk, importRun, ${FACT_FIELDS.join(', ')}${folded}` };
      for await (const page of this.pages(projected)) {
        yield page.flatMap((item) => {
          const importRun = (item.importRun as string) ?? null;
          const ref: StoredItemRef = { kind, ref: JSON.stringify(keyOf(item)), importRun, facts: factsOf(item) };
          // The participants an event item stands in for are listed as the participants they are.
          const participants = foldedParticipantsOf(item).map(
            (p): StoredItemRef => ({
              kind: 'participant',
              ref: JSON.stringify({ ...keyOf(item), folded: { eventId: p.eventId, personId: p.personId, role: p.role } }),
              importRun,
              facts: { eventId: p.eventId, personId: p.personId },
            }),
          );
          return [ref, ...participants];
        });
      }
    }
  }

  async deleteItems(ownerId: string, refs: readonly StoredItemRef[]) {
    const parsed = refs.map((ref) => JSON.parse(ref.ref) as Key & { folded?: { eventId: string; personId: string; role: string } });
    // A folded participant goes with its event item when that goes too; otherwise it is deleted as
    // the participant item it becomes.
    const goneEvents = new Set(refs.flatMap((ref, i) => (ref.kind === 'event' ? [parsed[i]!.pk] : [])));
    const keys = parsed.filter((key) => !(key.folded && goneEvents.has(key.pk)));
    await this.unfoldEvents([...new Map(keys.filter((key) => key.folded).map((key) => [key.pk, keyOf(key)])).values()]);
    const participantKey = ({ eventId, personId, role }: { eventId: string; personId: string; role: string }) =>
      this.participant.delete({ ownerId, eventId, personId, eventRole: role }).params().Key as Key;
    await this.writeRequests(keys.map((key) => ({ DeleteRequest: { Key: key.folded ? participantKey(key.folded) : keyOf(key) } })));
    if (refs.some((ref) => ref.kind === 'person' || ref.kind === 'event')) await this.totals.markStale([ownerId]);
    // An event's participants (including ones added in the app) go with it.
    for (const ref of refs) if (ref.kind === 'event') await this.deletePartition((JSON.parse(ref.ref) as Key).pk);
  }

  // ------------------------------------------------------------ walks

  async *walkPeople(ownerId: string) {
    for await (const page of this.pages(this.person.query.walk({ ownerId }).params(), WALK_PAGE)) yield page.map(toPerson);
  }

  async *walkEvents(ownerId: string): AsyncIterable<EventWithParticipants[]> {
    let current: EventWithParticipants | undefined;
    for await (const page of this.pages(this.event.query.log({ ownerId }).params(), WALK_PAGE)) {
      const done: EventWithParticipants[] = [];
      for (const item of page) {
        if (entityOf(item) === ENTITY.event) {
          if (current) done.push(withParticipantsInOrder(current));
          current = { event: toEvent(item), participants: foldedParticipantsOf(item) };
        } else if (entityOf(item) === ENTITY.participant && current && item.eventId === current.event.id) {
          current.participants.push(toParticipant(item));
        }
      }
      if (done.length) yield done;
    }
    if (current) yield [withParticipantsInOrder(current)];
  }

  async *walkAttachments(ownerId: string, anchorKind: AnchorKind): AsyncIterable<Array<NoteRecord | CitationRecord>> {
    for await (const page of this.pages(this.note.query.byAnchor({ ownerId, anchorKind }).params(), WALK_PAGE)) {
      yield page.flatMap((item): Array<NoteRecord | CitationRecord> =>
        entityOf(item) === ENTITY.note ? [toNote(item)] : entityOf(item) === ENTITY.citation ? [toCitation(item)] : [],
      );
    }
  }

  async *walkSources(ownerId: string) {
    for await (const page of this.pages(this.source.query.byTitle({ ownerId }).params(), WALK_PAGE)) yield page.map(toSource);
  }

  async *walkFamilies(ownerId: string): AsyncIterable<FamilyRecord[]> {
    for await (const page of this.pages(this.family.query.walk({ ownerId }).params(), WALK_PAGE)) yield page.map(toFamily);
  }

  async *walkRawRecords(ownerId: string): AsyncIterable<RawRecord[]> {
    for await (const page of this.pages(this.raw.query.walk({ ownerId }).params(), WALK_PAGE)) yield page.map(toRaw);
  }

  // ------------------------------------------------------------ DynamoDB plumbing

  private async getItem(params: { Key: Record<string, unknown>; TableName?: string }): Promise<Item | null> {
    const [item] = await this.batchGet([params.Key as Key]);
    return item ?? null;
  }

  private async batchGet(keys: readonly Key[]): Promise<Item[]> {
    const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
    const found: Item[] = [];
    for (let i = 0; i < unique.length; i += BATCH_GET_LIMIT) {
      let pending: Record<string, unknown>[] = unique.slice(i, i + BATCH_GET_LIMIT);
      for (let attempt = 0; pending.length; attempt += 1) {
        if (attempt > 0) await sleep(Math.min(2000, 25 * 2 ** attempt));
        if (attempt > 12) throw new Error('DynamoDB kept items unprocessed in BatchGetItem');
        const result = await this.client.send(new BatchGetCommand({ RequestItems: { [this.table]: { Keys: pending } } }));
        found.push(...(result.Responses?.[this.table] ?? []));
        pending = (result.UnprocessedKeys?.[this.table]?.Keys ?? []) as Record<string, unknown>[];
      }
    }
    return found;
  }

  /** Puts and deletes, 25 to a BatchWrite (a key at most once per batch), in the store's write slots. */
  private async writeRequests(requests: readonly Item[]): Promise<void> {
    if (requests.length === 0) return;
    const batches: Item[][] = [];
    let batch: Item[] = [];
    let keys = new Set<string>();
    for (const request of requests) {
      const key = requestKey(request);
      if (batch.length === BATCH_WRITE_LIMIT || keys.has(key)) {
        batches.push(batch);
        batch = [];
        keys = new Set();
      }
      batch.push(request);
      keys.add(key);
    }
    if (batch.length) batches.push(batch);
    await Promise.all(batches.map((mine) => this.writeSlots(() => this.batchWrite(mine))));
  }

  private async batchWrite(requests: Item[]): Promise<void> {
    let pending = requests;
    for (let attempt = 0; pending.length; attempt += 1) {
      if (attempt > 0) await sleep(Math.min(5000, 50 * 2 ** attempt) * (0.5 + Math.random() / 2));
      if (attempt > 15) throw new Error('DynamoDB kept items unprocessed in BatchWriteItem');
      const result = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: pending as never } }));
      pending = (result.UnprocessedItems?.[this.table] ?? []) as Item[];
    }
  }

  private async deletePartition(pk: string): Promise<void> {
    const items = await this.queryAll({ TableName: this.table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ProjectionExpression: 'pk, sk' });
    await this.writeRequests(items.map((item) => ({ DeleteRequest: { Key: keyOf(item) } })));
  }

  /** One page of a Query; the cursor is the last key, checked to belong to the same partition. */
  private async queryPage(params: QueryCommandInput, limit: number, cursor?: string): Promise<{ items: Item[]; cursor: string | null }> {
    const input: QueryCommandInput = { ...params, Limit: limit };
    if (cursor) input.ExclusiveStartKey = decodeCursor(cursor, params);
    const result = await this.client.send(new QueryCommand(input));
    return { items: result.Items ?? [], cursor: result.LastEvaluatedKey ? encodeCursor(result.LastEvaluatedKey) : null };
  }

  private async *pages(params: QueryCommandInput, limit = WALK_PAGE): AsyncIterable<Item[]> {
    let start: Record<string, unknown> | undefined;
    do {
      const result = await this.client.send(new QueryCommand({ ...params, Limit: limit, ...(start ? { ExclusiveStartKey: start } : {}) }));
      if (result.Items?.length) yield result.Items;
      start = result.LastEvaluatedKey;
    } while (start);
  }

  private async queryAll(params: QueryCommandInput): Promise<Item[]> {
    const all: Item[] = [];
    for await (const page of this.pages(params)) all.push(...page);
    return all;
  }
}

const withParticipantsInOrder = (entry: EventWithParticipants): EventWithParticipants => ({ ...entry, participants: inEventOrder(entry.participants) });

/** The attributes an import removal reads from each item (StoredItemFacts). */
const FACT_FIELDS = ['personId', 'eventId', 'anchorId', 'sourceId', 'husbandId', 'wifeId', 'updatedAt', 'thumbnail'] as const;

function factsOf(item: Item): StoredItemFacts {
  const facts: Record<string, unknown> = {};
  for (const field of FACT_FIELDS) if (item[field] !== undefined && item[field] !== null) facts[field] = item[field];
  return facts as StoredItemFacts;
}

function requestKey(request: Item): string {
  const put = request.PutRequest as { Item: Item } | undefined;
  const key = put ? keyOf(put.Item) : ((request.DeleteRequest as { Key: Key }).Key as Key);
  return `${key.pk}\u0000${key.sk}`;
}

const encodeCursor = (key: Record<string, unknown>): string => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeCursor(cursor: string, params: QueryCommandInput): Record<string, unknown> {
  const invalid = () => new ValidationError('That page link is not valid', { cursor: ['That page link is not valid'] });
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!key || typeof key !== 'object' || Object.values(key).some((value) => typeof value !== 'string')) throw invalid();
  // The cursor must continue this very partition: never a way into another tree.
  const partitionField = params.ExpressionAttributeNames?.['#pk'];
  const partitionValue = params.ExpressionAttributeValues?.[':pk'];
  if (!partitionField || (key as Record<string, unknown>)[partitionField] !== partitionValue) throw invalid();
  return key as Record<string, unknown>;
}

/** A warning page's number as its key: zero-padded, so a partition's pages sort in order. */
const pageKeyOf = (page: number): string => String(page).padStart(5, '0');
