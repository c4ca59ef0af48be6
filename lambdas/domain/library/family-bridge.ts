import type { FamilyDeps } from '../family/deps';
import { typedSortDate } from '../family/events';
import { APP_IMPORT_KEY, type EventRecord, type PersonRecord } from '../family/records';
import { relativeIdsInOrder } from '../family/relative-filters';
import { relatives } from '../family/relationships';
import { toPersonSummary } from '../family/views';
import type { EventRecordSummary, LibraryEvents, LibraryPeople, PersonSummaryRecord, RelationChoice, RelationPeople } from '../../ports/library';

const summaryRecordOf = (person: PersonRecord): PersonSummaryRecord => {
  const summary = toPersonSummary(person);
  return { id: summary.id, name: summary.name, sex: summary.sex, thumbnailUrl: summary.person_thumbnail_url };
};

const summaryOf = (event: EventRecord): EventRecordSummary => ({ id: event.id, name: event.name, eventType: event.eventType, startDate: event.startDate });

/**
 * The library's view of the family tree, through the family store's own port and use cases: the
 * photo's owner is the tree owner (both are the signed-in user until family sharing arrives).
 */
export class FamilyEvents implements LibraryEvents {
  constructor(private readonly family: FamilyDeps) {}

  async getEvents(ownerId: string, eventIds: readonly string[]): Promise<EventRecordSummary[]> {
    if (!eventIds.length) return [];
    return (await this.family.store.getEvents(ownerId, [...new Set(eventIds)])).map(summaryOf);
  }

  /** A Custom event named as typed, with the photos' dates and place (spec 000 section 4). */
  async createCustomEvent(ownerId: string, input: { name: string; startDate: string; endDate: string; location: string }): Promise<EventRecordSummary> {
    const now = this.family.now();
    const event: EventRecord = {
      ownerId,
      id: this.family.newId(),
      eventType: 'Custom',
      name: input.name,
      autoName: false,
      startDate: input.startDate,
      endDate: input.endDate,
      sortDate: typedSortDate(input.startDate),
      location: input.location,
      createdAt: now,
      updatedAt: now,
      importKey: APP_IMPORT_KEY,
      importRun: null,
      gedcom: null,
    };
    await this.family.store.putEvent(event);
    return summaryOf(event);
  }
}

export class FamilyPeople implements LibraryPeople {
  constructor(
    private readonly family: FamilyDeps,
    private readonly accounts: { getUser(userId: string): Promise<{ personId: string | null } | null> },
  ) {}

  /** A person by id; a merged person's id answers with the person it was merged into. */
  async getPerson(ownerId: string, personId: string) {
    let person = await this.family.store.getPerson(ownerId, personId);
    for (let hops = 0; person?.mergedInto && hops < 10; hops++) person = await this.family.store.getPerson(ownerId, person.mergedInto);
    if (!person || person.itemsDeleted) return null;
    return summaryRecordOf(person);
  }

  async ownPersonId(userId: string): Promise<string | null> {
    return (await this.accounts.getUser(userId))?.personId ?? null;
  }

  relativesOf(ownerId: string, personId: string, list: Parameters<LibraryPeople['relativesOf']>[2]): Promise<string[]> {
    return relatives(this.family, ownerId, personId, list);
  }

  async relationOf(ownerId: string, personId: string, choice: RelationChoice): Promise<RelationPeople> {
    const { person, ids, truncated } = await relativeIdsInOrder(this.family, ownerId, personId, choice);
    const partner = choice.relation === 'branch' && choice.partner_id ? await this.getPerson(ownerId, choice.partner_id) : null;
    return { person: summaryRecordOf(person), partner, ids, truncated };
  }

  async presentOf(ownerId: string, personIds: readonly string[]): Promise<Set<string>> {
    if (!personIds.length) return new Set();
    const people = await this.family.store.getPeople(ownerId, [...new Set(personIds)]);
    return new Set(people.filter((person) => !person.itemsDeleted && !person.mergedInto).map((person) => person.id));
  }
}
