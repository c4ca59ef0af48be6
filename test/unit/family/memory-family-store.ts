import { inListedOrder } from '../../../lambdas/domain/family/participant-order';
import { searchWordsOf, sortNameOf } from '../../../lambdas/domain/family/person-names';
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
  SourceRecord,
  StoredItemRef,
} from '../../../lambdas/domain/family/records';
import type { FamilyStore, Page } from '../../../lambdas/domain/family/store';
import { sourceListedText } from '../../../lambdas/domain/family/source-text';
import { clip, fold, matchesEveryWord, searchWords } from '../../../lambdas/domain/family/text-keys';

/**
 * The FamilyStore port in memory, with the same orderings as the DynamoDB adapter (ids, A-Z sort
 * text, anchors) so the use cases and the GEDCOM import/export can be tested without a database.
 * Records are copied in and out, as a database would.
 */
const copy = <T>(value: T): T => structuredClone(value);
const byString = <T>(key: (item: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
const pad = (n: number) => String(n).padStart(5, '0');

export class MemoryFamilyStore implements FamilyStore {
  readonly people = new Map<string, PersonRecord>();
  readonly events = new Map<string, EventRecord>();
  readonly participants = new Map<string, ParticipantRecord>();
  readonly notes = new Map<string, NoteRecord>();
  readonly citations = new Map<string, CitationRecord>();
  readonly sources = new Map<string, SourceRecord>();
  readonly families = new Map<string, FamilyRecord>();
  readonly raws = new Map<string, RawRecord>();
  readonly imports = new Map<string, ImportRecord>();
  readonly importSources = new Map<string, ImportSourceRecord>();
  readonly warningPages = new Map<string, ImportWarning[]>();
  /** Counts calls, to show work is batched and bounded. */
  writes = 0;

  private k = (...parts: string[]) => parts.join('\u0000');
  private participantKey = (p: ParticipantRecord) => this.k(p.ownerId, p.eventId, p.personId, p.role);

  async getPerson(ownerId: string, id: string) {
    return copy(this.people.get(this.k(ownerId, id)) ?? null);
  }
  async getPeople(ownerId: string, ids: readonly string[]) {
    return ids.flatMap((id) => {
      const person = this.people.get(this.k(ownerId, id));
      return person ? [copy(person)] : [];
    });
  }
  async putPerson(person: PersonRecord) {
    this.writes += 1;
    this.people.set(this.k(person.ownerId, person.id), copy(person));
  }
  async putPeople(changes: readonly { person: PersonRecord; previous: PersonRecord }[]) {
    for (const { person } of changes) await this.putPerson(person);
  }
  async listPeople(ownerId: string, options: { prefix?: string; cursor?: string; limit: number; removed?: boolean }): Promise<Page<PersonRecord>> {
    const sorted = [...this.people.values()]
      .filter((p) => p.ownerId === ownerId && Boolean(p.itemsDeleted) === Boolean(options.removed) && (!options.prefix || sortNameOf(p).startsWith(options.prefix)))
      .sort(byString(sortNameOf));
    const start = options.cursor ? sorted.findIndex((p) => sortNameOf(p) > options.cursor!) : 0;
    const page = start < 0 ? [] : sorted.slice(start, start + options.limit);
    const more = start >= 0 && start + options.limit < sorted.length;
    return { items: page.map(copy), cursor: more ? sortNameOf(page.at(-1)!) : null };
  }
  async findPersonIdsByWord(ownerId: string, wordPrefix: string, limit: number) {
    const hits: Array<[string, string]> = [];
    for (const person of this.people.values()) {
      if (person.ownerId !== ownerId || person.itemsDeleted) continue;
      for (const word of searchWordsOf(person)) if (word.startsWith(wordPrefix)) hits.push([word, person.id]);
    }
    return hits
      .sort(byString(([w, id]) => `${w}#${id}`))
      .slice(0, limit)
      .map(([, id]) => id);
  }

  async getEvent(ownerId: string, id: string) {
    return copy(this.events.get(this.k(ownerId, id)) ?? null);
  }
  async getEvents(ownerId: string, ids: readonly string[]) {
    return ids.flatMap((id) => {
      const event = this.events.get(this.k(ownerId, id));
      return event ? [copy(event)] : [];
    });
  }
  async putEvent(event: EventRecord) {
    this.writes += 1;
    this.events.set(this.k(event.ownerId, event.id), copy(event));
  }
  async renameEvents(ownerId: string, renames: readonly { id: string; name: string; updatedAt: number }[]) {
    for (const rename of renames) {
      const event = this.events.get(this.k(ownerId, rename.id));
      if (!event?.autoName) continue;
      this.writes += 1;
      this.events.set(this.k(ownerId, rename.id), copy({ ...event, name: rename.name, updatedAt: rename.updatedAt }));
    }
  }
  async putEventPlacement(ownerId: string, eventId: string, placement: EventPlacement) {
    const event = this.events.get(this.k(ownerId, eventId));
    if (event && event.location === placement.text) this.events.set(this.k(ownerId, eventId), copy({ ...event, placement }));
  }
  async deleteEvent(ownerId: string, id: string) {
    this.events.delete(this.k(ownerId, id));
    for (const [key, p] of this.participants) if (p.ownerId === ownerId && p.eventId === id) this.participants.delete(key);
  }
  readonly removedEvents = new Map<string, RemovedEventRecord>();
  async putRemovedEvent(removed: RemovedEventRecord) {
    this.removedEvents.set(this.k(removed.ownerId, removed.event.id), copy(removed));
  }
  async getRemovedEvent(ownerId: string, eventId: string) {
    const removed = this.removedEvents.get(this.k(ownerId, eventId));
    return removed ? copy(removed) : null;
  }
  async listRemovedEvents(ownerId: string, options: { limit: number; cursor?: string | null }) {
    const all = [...this.removedEvents.values()].filter((removed) => removed.ownerId === ownerId).sort((a, b) => b.removedAt - a.removedAt || b.event.id.localeCompare(a.event.id));
    const start = options.cursor ? Number(options.cursor) : 0;
    const items = all.slice(start, start + options.limit).map((removed) => copy({ event: removed.event, removedBy: removed.removedBy, removedAt: removed.removedAt }));
    return { items, cursor: start + options.limit < all.length ? String(start + options.limit) : null };
  }
  async deleteRemovedEvent(ownerId: string, eventId: string) {
    this.removedEvents.delete(this.k(ownerId, eventId));
  }
  async searchEvents(ownerId: string, prefix: string, limit: number) {
    return [...this.events.values()]
      .filter((e) => e.ownerId === ownerId && (clip(fold(e.name)) || '~').startsWith(prefix))
      .sort(byString((e) => `${clip(fold(e.name))}#${e.id}`))
      .slice(0, limit)
      .map(copy);
  }
  async participantsOf(ownerId: string, eventId: string) {
    return inListedOrder([...this.participants.values()].filter((p) => p.ownerId === ownerId && p.eventId === eventId)).map(copy);
  }
  async participationsOf(ownerId: string, personId: string) {
    return [...this.participants.values()]
      .filter((p) => p.ownerId === ownerId && p.personId === personId)
      .sort(byString((p) => `${p.sortDate ?? '~'}#${p.eventId}#${p.role}`))
      .map(copy);
  }
  async putParticipants(list: readonly ParticipantRecord[]) {
    this.writes += 1;
    for (const p of list) this.participants.set(this.participantKey(p), copy(p));
  }
  async deleteParticipants(list: readonly ParticipantRecord[]) {
    for (const p of list) this.participants.delete(this.participantKey(p));
  }

  private attachmentsOf<T extends NoteRecord | CitationRecord>(map: Map<string, T>, ownerId: string, parent: ParentRef): T[] {
    return [...map.values()]
      .filter((a) => a.ownerId === ownerId && a.parent.kind === parent.kind && a.parent.id === parent.id)
      .sort(byString((a) => `${pad(a.order)}#${a.id}`))
      .map(copy);
  }
  async notesOf(ownerId: string, parent: ParentRef) {
    return this.attachmentsOf(this.notes, ownerId, parent);
  }
  async getNote(ownerId: string, id: string) {
    return copy(this.notes.get(this.k(ownerId, id)) ?? null);
  }
  async putNotes(list: readonly NoteRecord[]) {
    this.writes += 1;
    for (const n of list) this.notes.set(this.k(n.ownerId, n.id), copy(n));
  }
  async deleteNotes(list: readonly NoteRecord[]) {
    for (const n of list) this.notes.delete(this.k(n.ownerId, n.id));
  }
  async citationsOf(ownerId: string, parent: ParentRef) {
    return this.attachmentsOf(this.citations, ownerId, parent);
  }
  async getCitation(ownerId: string, id: string) {
    return copy(this.citations.get(this.k(ownerId, id)) ?? null);
  }
  async putCitations(list: readonly CitationRecord[]) {
    this.writes += 1;
    for (const c of list) this.citations.set(this.k(c.ownerId, c.id), copy(c));
  }
  async deleteCitations(list: readonly CitationRecord[]) {
    for (const c of list) this.citations.delete(this.k(c.ownerId, c.id));
  }

  async citationsOfSource(ownerId: string, sourceId: string, options: { cursor?: string; limit: number }): Promise<Page<CitationRecord>> {
    const citing = [...this.citations.values()]
      .filter((c) => c.ownerId === ownerId && c.sourceId === sourceId)
      .sort(byString((c) => `${c.anchor.kind}#${c.anchor.id}#${c.id}`));
    const start = options.cursor ? Number(options.cursor) : 0;
    const next = start + options.limit;
    return { items: citing.slice(start, next).map(copy), cursor: next < citing.length ? String(next) : null };
  }

  async getSources(ownerId: string, ids: readonly string[]) {
    return ids.flatMap((id) => {
      const source = this.sources.get(this.k(ownerId, id));
      return source ? [copy(source)] : [];
    });
  }
  async putSource(source: SourceRecord) {
    this.sources.set(this.k(source.ownerId, source.id), copy(source));
  }
  async sourcesByTitle(ownerId: string, options: { words?: readonly string[]; cursor?: string; limit: number }): Promise<Page<SourceRecord>> {
    const words = options.words ?? [];
    const matching = this.sortedSources(ownerId).filter((s) => matchesEveryWord(searchWords(sourceListedText(s)), words));
    const start = options.cursor ? Number(options.cursor) : 0;
    const next = start + options.limit;
    return { items: matching.slice(start, next), cursor: next < matching.length ? String(next) : null };
  }
  private sortedSources(ownerId: string) {
    return [...this.sources.values()]
      .filter((s) => s.ownerId === ownerId)
      .sort(byString((s) => `${clip(fold(sourceListedText(s))) || '~'}#${s.id}`))
      .map(copy);
  }

  async createImport(record: ImportRecord) {
    const key = this.k(record.ownerId, record.id);
    if (this.imports.has(key)) return false;
    this.imports.set(key, copy(record));
    return true;
  }
  async putImport(record: ImportRecord) {
    this.imports.set(this.k(record.ownerId, record.id), copy(record));
  }
  async getImport(ownerId: string, id: string) {
    return copy(this.imports.get(this.k(ownerId, id)) ?? null);
  }
  async putImportWarningPages(ownerId: string, importId: string, pages: readonly ImportWarning[][]) {
    pages.forEach((warnings, index) => this.warningPages.set(`${ownerId}|${importId}|${index + 1}`, copy(warnings)));
  }
  async getImportWarningPage(ownerId: string, importId: string, page: number) {
    return copy(this.warningPages.get(`${ownerId}|${importId}|${page}`) ?? null);
  }
  async listImports(ownerId: string, options: { cursor?: string; limit: number }): Promise<Page<ImportRecord>> {
    const all = [...this.imports.values()].filter((i) => i.ownerId === ownerId).sort((a, b) => b.startedAt - a.startedAt);
    return { items: all.slice(0, options.limit).map(copy), cursor: null };
  }
  async getImportSource(ownerId: string, importKey: string) {
    return copy(this.importSources.get(this.k(ownerId, importKey)) ?? null);
  }
  async putImportSource(record: ImportSourceRecord) {
    this.importSources.set(this.k(record.ownerId, record.importKey), copy(record));
  }
  async deleteImportSource(ownerId: string, importKey: string) {
    this.importSources.delete(this.k(ownerId, importKey));
  }

  async writeItems(items: readonly FamilyItem[]) {
    this.writes += 1;
    for (const item of items) {
      const r = item.record;
      switch (item.kind) {
        case 'person':
          this.people.set(this.k(r.ownerId, item.record.id), copy(item.record));
          break;
        case 'event':
          this.events.set(this.k(r.ownerId, item.record.id), copy(item.record));
          break;
        case 'participant':
          this.participants.set(this.participantKey(item.record), copy(item.record));
          break;
        case 'note':
          this.notes.set(this.k(r.ownerId, item.record.id), copy(item.record));
          break;
        case 'citation':
          this.citations.set(this.k(r.ownerId, item.record.id), copy(item.record));
          break;
        case 'source':
          this.sources.set(this.k(r.ownerId, item.record.id), copy(item.record));
          break;
        case 'family':
          this.families.set(this.k(r.ownerId, item.record.id), copy(item.record));
          break;
        case 'raw':
          this.raws.set(this.k(r.ownerId, item.record.id), copy(item.record));
          break;
      }
    }
  }

  private collections(): Array<[StoredItemRef['kind'], Map<string, { ownerId: string; importKey: string; importRun: string | null }>]> {
    return [
      ['person', this.people],
      ['event', this.events],
      ['participant', this.participants],
      ['note', this.notes],
      ['citation', this.citations],
      ['source', this.sources],
      ['family', this.families],
      ['raw', this.raws],
    ];
  }
  async *walkImportItems(ownerId: string, importKey: string): AsyncIterable<StoredItemRef[]> {
    for (const [kind, map] of this.collections()) {
      const refs = [...map.entries()].filter(([, r]) => r.ownerId === ownerId && r.importKey === importKey).map(([ref, r]) => ({ kind, ref, importRun: r.importRun }));
      if (refs.length) yield refs;
    }
  }
  async deleteItems(ownerId: string, refs: readonly StoredItemRef[]) {
    const maps = new Map(this.collections());
    for (const ref of refs) {
      if (ref.kind === 'event') {
        const event = this.events.get(ref.ref);
        if (event) await this.deleteEvent(ownerId, event.id);
      } else maps.get(ref.kind)?.delete(ref.ref);
    }
  }

  async *walkPeople(ownerId: string) {
    yield [...this.people.values()].filter((p) => p.ownerId === ownerId).sort(byString((p) => p.id)).map(copy);
  }
  async *walkEvents(ownerId: string): AsyncIterable<EventWithParticipants[]> {
    const events = [...this.events.values()].filter((e) => e.ownerId === ownerId).sort(byString((e) => e.id));
    const byEvent = new Map<string, ParticipantRecord[]>();
    for (const p of this.participants.values()) if (p.ownerId === ownerId) byEvent.set(p.eventId, [...(byEvent.get(p.eventId) ?? []), copy(p)]);
    yield events.map((event) => ({ event: copy(event), participants: inListedOrder(byEvent.get(event.id) ?? []) }));
  }
  async *walkAttachments(ownerId: string, anchorKind: AnchorKind) {
    const key = (a: NoteRecord | CitationRecord) => `${a.anchor.id}#${a.parent.kind}#${a.parent.id}#${'text' in a ? 'note' : 'citation'}#${pad(a.order)}#${a.id}`;
    yield [...this.notes.values(), ...this.citations.values()].filter((a) => a.ownerId === ownerId && a.anchor.kind === anchorKind).sort(byString(key)).map(copy);
  }
  async *walkSources(ownerId: string) {
    yield this.sortedSources(ownerId);
  }
  async *walkFamilies(ownerId: string) {
    yield [...this.families.values()].filter((f) => f.ownerId === ownerId).sort(byString((f) => f.id)).map(copy);
  }
  async *walkRawRecords(ownerId: string) {
    yield [...this.raws.values()]
      .filter((r) => r.ownerId === ownerId)
      .sort(byString((r) => `${r.importKey}#${String(r.seq).padStart(9, '0')}`))
      .map(copy);
  }
}
