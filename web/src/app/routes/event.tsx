import { EventDetails } from '../../features/events/components/event-details';
import { EventLayout } from '../../features/events/components/event-layout';
import { useEventOutlet } from '../../features/events/hooks/use-event-outlet';
import { eventTypeLabel } from '../../lib/event-labels';
import { CitationsEditor } from '../../features/family/components/citations-editor';
import { NotesEditor } from '../../features/family/components/notes-editor';
import { EventMapTab } from '../../features/places/components/event-map-tab';
import { TimelineView } from '../../features/timeline/components/timeline-view';

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

export function Timeline() {
  const { event } = useEventOutlet();
  return (
    <TimelineView
      key={event.id}
      source={{ kind: 'event', id: event.id }}
      emptyText={event.start_date ? 'No photos are dated within this event’s dates yet.' : 'Give this event a date on the Details tab to see the photos taken during it.'}
      height={{ base: '65dvh', md: '70dvh' }}
    />
  );
}
export { EventPictures as Pictures } from './event-pictures';
/** Map: where the event took place and where its photos were taken. */
export function Map() {
  const { id, label } = useEventLabel();
  return <EventMapTab key={id} eventId={id} eventLabel={label} />;
}
