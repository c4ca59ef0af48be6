import { eventTypeDefinition } from '@heirloom/shared/rules/events';

/** 'wedding reception' -> 'Wedding Reception'; types outside the table show as stored. */
export const eventTypeLabel = (type: string): string => eventTypeDefinition(type)?.label ?? type;

/** 'child' -> 'Child'. */
export const roleLabel = (role: string): string => role.charAt(0).toUpperCase() + role.slice(1);

const NOUN_ROLES = new Set(['child', 'parent', 'spouse', 'member', 'guest', 'participant']);
const ACTIVE_ROLES = new Set(['died', 'emigrated', 'graduated', 'immigrated', 'retired']);

/** Who an empty slot is waiting for, as a person would say it: 'the parent', 'who died', 'who was baptized'. */
export function slotWho(role: string): string {
  if (NOUN_ROLES.has(role)) return `the ${role}`;
  if (ACTIVE_ROLES.has(role)) return `who ${role}`;
  if (role === 'census') return 'who was in the census';
  return `who was ${role}`;
}
