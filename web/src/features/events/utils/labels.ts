const NOUN_ROLES = new Set(['child', 'parent', 'spouse', 'member', 'guest', 'participant']);
const ACTIVE_ROLES = new Set(['died', 'emigrated', 'graduated', 'immigrated', 'retired']);

/** Who an empty slot is waiting for, as a person would say it: 'the parent', 'who died', 'who was baptized'. */
export function slotWho(role: string): string {
  if (NOUN_ROLES.has(role)) return `the ${role}`;
  if (ACTIVE_ROLES.has(role)) return `who ${role}`;
  if (role === 'census') return 'who was in the census';
  return `who was ${role}`;
}
