/** Event types, their roles, automatic names and the empty participant slots an editor shows. */
export { EVENT_ROLES, PRESENT_ROLE, isEventRole, type EventRole } from './events/event-roles';
export {
  EVENT_TYPE_DEFINITIONS,
  EVENT_TYPES,
  CUSTOM_EVENT_TYPE,
  eventTypeDefinition,
  isEventType,
  rolesFor,
  type AutoNameRule,
  type EventTypeDefinition,
} from './events/event-types';
export { joinNames } from './events/join-names';
export { autoName, type NamedParticipant } from './events/auto-name';
export { startEventNaming, editEventName, refreshEventName, type EventNaming } from './events/event-naming';
export { emptySlotsFor, type SlotParticipant } from './events/empty-slots';
export { eventSubjects, subjectsNotInName, SUBJECT_NAMES_SHOWN, type SubjectCandidate } from './events/event-subjects';
