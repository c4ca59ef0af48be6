import type { ParticipantRecord } from './records';

const personAndRole = (participant: ParticipantRecord) => `${participant.personId}#${participant.role}`;

/**
 * An event's people in the order they were listed (ParticipantRecord.position), which is the order
 * an automatic name gives them; those written before positions were kept come after, by person and
 * role, as every event's people listed before.
 */
export function inListedOrder<T extends ParticipantRecord>(participants: readonly T[]): T[] {
  return [...participants].sort((a, b) => {
    const byPosition = (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER);
    if (byPosition !== 0) return byPosition;
    return personAndRole(a) < personAndRole(b) ? -1 : personAndRole(a) > personAndRole(b) ? 1 : 0;
  });
}
