import { autoName } from '@heirloom/shared/rules/events';
import type { FamilyDeps } from './deps';
import { displayName } from './person-names';
import type { EventRecord, ParticipantRecord, PersonRecord } from './records';

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
  const participations = await deps.store.participationsOf(ownerId, personId);
  const events = await deps.store.getEvents(ownerId, [...new Set(participations.map((p) => p.eventId))]);
  for (const event of events.filter((e) => e.autoName)) {
    const participants = await deps.store.participantsOf(ownerId, event.id);
    const people = await peopleById(deps, ownerId, participants.map((p) => p.personId));
    const name = automaticName(event.eventType, participants, people);
    if (name !== event.name) await deps.store.putEvent({ ...event, name, updatedAt: deps.now() } satisfies EventRecord);
  }
}
