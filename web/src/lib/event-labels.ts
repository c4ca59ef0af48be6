import { eventTypeDefinition } from '@heirloom/shared/rules/events';

/** 'wedding reception' -> 'Wedding Reception'; types outside the table show as stored. */
export const eventTypeLabel = (type: string): string => eventTypeDefinition(type)?.label ?? type;

/** 'child' -> 'Child'. */
export const roleLabel = (role: string): string => role.charAt(0).toUpperCase() + role.slice(1);
