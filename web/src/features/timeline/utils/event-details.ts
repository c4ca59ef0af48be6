import type { TimelineItem } from '@heirloom/shared/contracts/timeline';
import { subjectsNotInName } from '@heirloom/shared/rules/events';
import { eventTypeLabel } from '../../../lib/event-labels';

/**
 * An event's second line: its type, whom it is about unless its name already says so (a burial
 * named 'Burial' says whose), and where. The type is left out when it is the name itself.
 */
export function eventDetails(item: TimelineItem): string {
  const type = item.event_type ? eventTypeLabel(item.event_type) : null;
  const shownType = type && type.toLowerCase() !== item.name.trim().toLowerCase() ? type : null;
  return [shownType, subjectsNotInName(item.name, item.people), item.location].filter(Boolean).join(' · ');
}

