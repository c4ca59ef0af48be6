import { autoName } from '@heirloom/shared/rules/events';
import pLimit from 'p-limit';
import type { FamilyDeps } from './deps';
import { displayName } from './person-names';
import type { ParticipantRecord, PersonRecord } from './records';

/**
 * How many reads or writes a refresh keeps in flight. A bulk removal touches hundreds of people and
 * events: one after another they outlast a Lambda behind API Gateway (29 s); all at once they
 * would crowd the container's sockets and the table's partition.
 */
export const REFRESH_CONCURRENCY = 16;

/** The automatic name of an event from its participants' current names (spec 000 section 3). */
export function automaticName(eventType: string, participants: readonly ParticipantRecord[], people: ReadonlyMap<string, PersonRecord>): string {
  return autoName(
    eventType,
    participants.map((participant) => {
      const person = people.get(participant.personId);
      return { event_role: participant.role, name: person && !person.itemsDeleted ? displayName(person) : '' };
    }),
  );
}

export async function peopleById(deps: FamilyDeps, ownerId: string, ids: Iterable<string>): Promise<Map<string, PersonRecord>> {
  const people = await deps.store.getPeople(ownerId, [...new Set(ids)]);
  return new Map(people.map((person) => [person.id, person]));
}

/** After a person's names change, events still named automatically follow them. */
export async function refreshAutoNamesFor(deps: FamilyDeps, ownerId: string, personId: string): Promise<void> {
  await refreshAutoNamesOf(deps, ownerId, [personId]);
}

/**
 * After people's names change or they leave the tree's view, the events still named automatically
 * follow them, read in batches however many people changed: each person's events (one set of
 * Queries a person), the events in BatchGets of 100, the participants of each automatically named
 * event once (one Query an event, however many of its people changed), all those people in
 * BatchGets; only events whose name changes are written. `changed` holds the people as just
 * written, so a read that does not see the write yet cannot bring an old name back.
 */
export async function refreshAutoNamesOf(deps: FamilyDeps, ownerId: string, personIds: readonly string[], changed: readonly PersonRecord[] = []): Promise<void> {
  const slots = pLimit(REFRESH_CONCURRENCY);
  const participations = await Promise.all([...new Set(personIds)].map((personId) => slots(() => deps.store.participationsOf(ownerId, personId))));
  const events = (await deps.store.getEvents(ownerId, [...new Set(participations.flat().map((p) => p.eventId))])).filter((event) => event.autoName);
  const participantLists = await Promise.all(events.map((event) => slots(() => deps.store.participantsOf(ownerId, event.id))));
  const known = new Map(changed.map((person) => [person.id, person]));
  const people = await peopleById(deps, ownerId, participantLists.flat().map((p) => p.personId).filter((id) => !known.has(id)));
  for (const person of known.values()) people.set(person.id, person);
  const updatedAt = deps.now();
  const renames = events.flatMap((event, index) => {
    const name = automaticName(event.eventType, participantLists[index]!, people);
    return name === event.name ? [] : [{ id: event.id, name, updatedAt }];
  });
  await deps.store.renameEvents(ownerId, renames);
}
