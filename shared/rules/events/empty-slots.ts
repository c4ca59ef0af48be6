import { eventTypeDefinition } from './event-types';
import type { EventRole } from './event-roles';

/** A participant row as the event editor holds it; `person` is absent or null on an empty slot. */
export interface SlotParticipant {
  event_role: string;
  person?: unknown;
  deleted?: boolean | null;
}

/**
 * The required roles of an event type that have no participant row yet, with repetition and in the
 * table's order: a birth with one parent gives ['child', 'parent'] (spec 000 section 4, "An event opened
 * for editing gets empty participant slots for every required role not yet filled").
 *
 * A row counts whether or not a person has been chosen for it: an empty slot already on screen is the slot
 * for that role, so calling this again after adding slots adds no duplicates. Deleted rows do not count.
 * Extra people in a role (a third parent, twins) take nothing away from other roles. Unknown types
 * have no required roles.
 */
export function emptySlotsFor(eventType: string, participants: readonly SlotParticipant[]): EventRole[] {
  const definition = eventTypeDefinition(eventType);
  if (!definition) return [];
  const taken = new Map<string, number>();
  for (const participant of participants) {
    if (participant.deleted) continue;
    taken.set(participant.event_role, (taken.get(participant.event_role) ?? 0) + 1);
  }
  const missing: EventRole[] = [];
  for (const role of definition.requiredRoles) {
    const available = taken.get(role) ?? 0;
    if (available > 0) taken.set(role, available - 1);
    else missing.push(role);
  }
  return missing;
}
