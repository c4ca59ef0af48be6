import { EventDetails } from '../../features/events/components/event-details';
import { EventLayout } from '../../features/events/components/event-layout';
import { EventUpcomingTab } from '../../features/events/components/event-upcoming-tab';
import { useEventOutlet } from '../../features/events/hooks/use-event-outlet';
import { eventTypeLabel } from '../../features/events/utils/labels';
import { CitationsEditor } from '../../features/family/components/citations-editor';
import { NotesEditor } from '../../features/family/components/notes-editor';

/** /event/{id}/*: the event page and its tabs (spec 001 section 2), composed from the events and family features. */
export { EventLayout as Layout, EventDetails as Details };

const useEventLabel = () => {
  const { event } = useEventOutlet();
  return { id: event.id, label: `“${event.name || eventTypeLabel(event.event_type)}”` };
};

export function Notes() {
  const { id, label } = useEventLabel();
  return <NotesEditor kind="event" id={id} ownerLabel={label} />;
}

export function Citations() {
  const { id, label } = useEventLabel();
  return <CitationsEditor kind="event" id={id} ownerLabel={label} />;
}

export const Timeline = () => <EventUpcomingTab tab="timeline" />;
export const Pictures = () => <EventUpcomingTab tab="pictures" />;
export const Map = () => <EventUpcomingTab tab="map" />;
