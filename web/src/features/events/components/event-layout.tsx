import { Badge, Box, Flex, Heading, HStack, Skeleton } from '@chakra-ui/react';
import type { EventView } from '@heirloom/shared/contracts/family';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-dialog';
import { RecordPageFrame, RecordPageState } from '../../../components/record-page';
import { TrashIcon } from '../../../components/ui/icons';
import { toaster } from '../../../components/ui/toaster';
import { CalendarIcon, MapPinIcon } from '../../../components/ui/more-icons';
import { restoreEvent, useDeleteEvent } from '../api/delete-event';
import { eventKeys } from '../api/keys';
import { useEvent } from '../api/event';
import type { EventOutletContext } from '../hooks/use-event-outlet';
import { eventTypeLabel } from '../../../lib/event-labels';
import { SectionTabs, type SectionTab } from '../../../components/section-tabs';
import { readableDate, readableName, readablePlace } from '../../../lib/gedcom-display';
import { NOT_YOURS, useFamilyRights } from '../../../lib/family-role';

/** Spec 001 section 2: details (default), timeline, pictures, map, notes, citations. */
export const EVENT_TABS: readonly SectionTab[] = [
  { to: 'details', label: 'Details' },
  { to: 'timeline', label: 'Timeline' },
  { to: 'pictures', label: 'Pictures' },
  { to: 'map', label: 'Map' },
  { to: 'notes', label: 'Notes' },
  { to: 'citations', label: 'Citations' },
];

/** /event/{id}/*: the event's name, type, date and place above its tabs. */
export function EventLayout() {
  const { eventId = '' } = useParams();
  const { pathname } = useLocation();
  const event = useEvent(eventId);
  const base = `/event/${encodeURIComponent(eventId)}`;
  const current = decodeURIComponent(pathname).slice(`/event/${eventId}/`.length) || 'details';

  if (!event.data) {
    return (
      <RecordPageState
        query={event}
        pageTitle="Event · Heirloom"
        loadingLabel="Loading the event"
        skeleton={
          <>
            <Skeleton h="8" w="72" />
            <Skeleton h="5" w="48" />
          </>
        }
        notFound={{ heading: 'This event is not in your family tree', text: 'It may have been deleted, or the link is out of date.' }}
        what="this event"
      />
    );
  }

  // An automatic name is made of the people's names, which read with spaces for GEDCOM's underscores.
  const title = (event.data.auto_name ? readableName(event.data.name) : event.data.name) || eventTypeLabel(event.data.event_type);
  const date = readableDate(event.data.start_date);
  const end = event.data.end_date ? readableDate(event.data.end_date) : '';
  return (
    <RecordPageFrame>
      <title>{`${title} · Heirloom`}</title>
      <Flex gap="4" align="flex-start" mb="4" wrap="wrap">
        <Box flex="1" minW="0">
          <Badge colorPalette="brand" variant="subtle" mb="1.5">
            {eventTypeLabel(event.data.event_type)}
          </Badge>
          <Heading as="h1" textStyle={{ base: 'xl', md: '3xl' }} fontWeight="semibold" lineHeight="1.2" wordBreak="break-word">
            {title}
          </Heading>
          <HStack gap="4" mt="1.5" color="fg.muted" wrap="wrap" textStyle="sm">
            <HStack gap="1.5">
              <CalendarIcon />
              <span>{date ? (end ? `${date} – ${end}` : date) : 'No date yet'}</span>
            </HStack>
            {event.data.location && (
              <HStack gap="1.5">
                <MapPinIcon />
                <span>{readablePlace(event.data.location)}</span>
              </HStack>
            )}
          </HStack>
        </Box>
        <DeleteEventButton event={event.data} title={title} />
      </Flex>
      <NotYoursNote makerId={event.data.created_by} />
      <SectionTabs label="Event sections" base={base} tabs={EVENT_TABS} current={current} />
      <Box pt={{ base: '4', md: '6' }}>
        <Outlet context={{ event: event.data } satisfies EventOutletContext} />
      </Box>
    </RecordPageFrame>
  );
}

/** Deleting an event is for the family's admins and whoever added it: others are told why there is no button. */
function NotYoursNote({ makerId }: { makerId: string | undefined }) {
  const rights = useFamilyRights();
  if (!rights.ready || rights.mayChange(makerId)) return null;
  return (
    <Box textStyle="sm" color="fg.muted" mb="3" data-testid="not-yours">
      {NOT_YOURS.event}
    </Box>
  );
}

/**
 * Deleting asks first; afterwards the first participant's page (or the people list) opens, and a
 * notice says so with Undo, which puts the event back with its notes, citations and photos.
 */
function DeleteEventButton({ event, title }: { event: EventView; title: string }) {
  const remove = useDeleteEvent();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rights = useFamilyRights();
  const after = event.participants[0] ? `/person/${encodeURIComponent(event.participants[0].person.id)}/details` : '/people';
  const undo = async () => {
    await restoreEvent(event.id);
    await queryClient.invalidateQueries({ queryKey: eventKeys.all });
    toaster.create({ type: 'success', title: `“${title}” is back` });
  };
  const deleted = ({ restorable }: { restorable: boolean }) => {
    const action = restorable ? { label: 'Undo', onClick: () => void undo().catch((error: Error) => toaster.create({ type: 'error', title: error.message })) } : undefined;
    toaster.create({ type: 'success', title: `“${title}” was deleted`, ...(action ? { action } : {}) });
    void navigate(after, { replace: true });
  };
  if (!rights.ready || !rights.mayChange(event.created_by)) return null;
  return (
    <ConfirmButton
      trigger={
        <>
          <TrashIcon /> Delete event
        </>
      }
      title="Delete this event?"
      confirmLabel="Delete event"
      busy={remove.isPending}
      error={remove.error?.message ?? null}
      onConfirm={() => remove.mutate(event.id, { onSuccess: deleted })}
    >
      “{title}” will be deleted with its notes and citations. The people in it stay in your tree.
    </ConfirmButton>
  );
}
