import type { TimelineItem } from '@heirloom/shared/contracts/timeline';
import { subjectsNotInName } from '@heirloom/shared/rules/events';
import { eventTypeLabel } from '../../../lib/event-labels';

/**
 * An event's second line: whom it is about unless its name already says so (a burial named
 * 'Burial' says whose), first so a phone's narrow row keeps it; then its type, left out when it is
 * the name itself; then where.
 */
export function eventDetails(item: TimelineItem): string {
  const type = item.event_type ? eventTypeLabel(item.event_type) : null;
  const shownType = type && type.toLowerCase() !== item.name.trim().toLowerCase() ? type : null;
  return [subjectsNotInName(item.name, item.people), shownType, item.location].filter(Boolean).join(' · ');
}

