import { eventTypeDefinition } from './event-types';
import { joinNames } from './join-names';

/** A participant as far as naming whom an event is about needs it. */
export interface SubjectCandidate {
  event_role: string;
  person_id: string;
  name: string;
}

/** Lists that name an event's people show this many names, then how many more there are. */
export const SUBJECT_NAMES_SHOWN = 3;

/**
 * The people an event is about: those in its type's leading role (a birth's child, a burial's
 * buried, a marriage's spouses, a residence's 'present', a custom event's participants). Parents,
 * guests and witnesses are not what a list row should name. When nobody holds the leading role (an
 * imported event whose role the file did not give), everyone in it is. Each person once, in the
 * order given.
 */
export function eventSubjects<T extends SubjectCandidate>(eventType: string, participants: readonly T[]): T[] {
  const leading = eventTypeDefinition(eventType)?.requiredRoles[0] ?? 'participant';
  const inLead = participants.filter((participant) => participant.event_role === leading);
  const chosen = inLead.length ? inLead : participants;
  const seen = new Set<string>();
  return chosen.filter((participant) => !seen.has(participant.person_id) && seen.add(participant.person_id));
}

/**
 * The subjects' names for a row that does not already say them: '' when the event's name names
 * every one of them (an automatic 'Ann born to ...' or 'Ann and Tom married'), else 'Ann',
 * 'Ann and Tom', or 'Ann, Tom, Joe and 2 more'. Unnamed people are 'Unnamed person'.
 */
export function subjectsNotInName(eventName: string, subjects: readonly { name: string }[]): string {
  const names = subjects.map((subject) => subject.name.trim() || 'Unnamed person');
  if (names.length === 0) return '';
  const lowerName = eventName.toLowerCase();
  if (names.every((name) => lowerName.includes(name.toLowerCase()))) return '';
  if (names.length <= SUBJECT_NAMES_SHOWN) return joinNames(names);
  const more = names.length - SUBJECT_NAMES_SHOWN;
  return `${names.slice(0, SUBJECT_NAMES_SHOWN).join(', ')} and ${more} more`;
}
