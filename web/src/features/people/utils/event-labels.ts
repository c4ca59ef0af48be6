import { eventTypeDefinition } from '@heirloom/shared/rules/events';
import { formatFuzzyDate, parseFuzzyDate } from '@heirloom/shared/rules/fuzzy-date';

/** 'wedding reception' -> 'Wedding Reception'; types outside the table show as stored. */
export const eventTypeLabel = (type: string): string => eventTypeDefinition(type)?.label ?? type;

/** 'child' -> 'Child'. */
export const roleLabel = (role: string): string => role.charAt(0).toUpperCase() + role.slice(1);

/** A date as people read it ('about 1900'); text that is not a date is shown as it was typed. */
export function dateLabel(text: string): string {
  const date = parseFuzzyDate(text);
  return date.kind === 'parsed' ? formatFuzzyDate(date) : text.trim();
}
