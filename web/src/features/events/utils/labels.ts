import { eventTypeDefinition } from '@heirloom/shared/rules/events';
import { formatFuzzyDate, parseFuzzyDate } from '@heirloom/shared/rules/fuzzy-date';

/** 'wedding reception' -> 'Wedding Reception'; types outside the table show as stored. */
export const eventTypeLabel = (type: string): string => eventTypeDefinition(type)?.label ?? type;

/** 'child' -> 'Child'. */
export const roleLabel = (role: string): string => role.charAt(0).toUpperCase() + role.slice(1);

/** A date as people read it ('about 1900'); text that is not a date is shown as typed. */
export function dateLabel(text: string): string {
  const date = parseFuzzyDate(text);
  return date.kind === 'parsed' ? formatFuzzyDate(date) : text.trim();
}

const NOUN_ROLES = new Set(['child', 'parent', 'spouse', 'member', 'guest', 'participant']);
const ACTIVE_ROLES = new Set(['died', 'emigrated', 'graduated', 'immigrated', 'retired']);

/** Who an empty slot is waiting for, as a person would say it: 'the parent', 'who died', 'who was baptized'. */
export function slotWho(role: string): string {
  if (NOUN_ROLES.has(role)) return `the ${role}`;
  if (ACTIVE_ROLES.has(role)) return `who ${role}`;
  if (role === 'census') return 'who was in the census';
  return `who was ${role}`;
}
