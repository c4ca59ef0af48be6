import { Badge, Box, Button, CloseButton, Container, Dialog, Flex, Heading, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { EventView } from '@heirloom/shared/contracts/family';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { CalendarIcon, MapPinIcon, TrashIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { isApiError } from '../../../lib/api-client';
import { useDeleteEvent } from '../api/delete-event';
import { useEvent } from '../api/event';
import type { EventOutletContext } from '../hooks/use-event-outlet';
import { dateLabel, eventTypeLabel } from '../utils/labels';
import { LoadError } from './load-error';
import { SectionTabs, type SectionTab } from '../../../components/section-tabs';
import { readableName, readablePlace } from '../../../lib/gedcom-display';

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

  if (event.isPending) {
    return (
      <Frame>
        <title>Event · Heirloom</title>
        <Stack gap="3" role="status" aria-label="Loading the event">
          <Skeleton h="8" w="72" />
          <Skeleton h="5" w="48" />
        </Stack>
      </Frame>
    );
  }
  if (event.isError) {
    return (
      <Frame>
        <title>Event · Heirloom</title>
        {isApiError(event.error, 404) ? (
          <Stack gap="4" align="flex-start">
            <Heading as="h1" textStyle="2xl">
              This event is not in your family tree
            </Heading>
            <Text color="fg.muted">It may have been deleted, or the link is out of date.</Text>
            <LinkButton to="/people">See your people</LinkButton>
          </Stack>
        ) : (
          <LoadError what="this event" error={event.error} onRetry={() => void event.refetch()} />
        )}
      </Frame>
    );
  }

  // An automatic name is made of the people's names, which read with spaces for GEDCOM's underscores.
  const title = (event.data.auto_name ? readableName(event.data.name) : event.data.name) || eventTypeLabel(event.data.event_type);
  const date = dateLabel(event.data.start_date);
  const end = event.data.end_date ? dateLabel(event.data.end_date) : '';
  return (
    <Frame>
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
      <SectionTabs label="Event sections" base={base} tabs={EVENT_TABS} current={current} />
      <Box pt={{ base: '4', md: '6' }}>
        <Outlet context={{ event: event.data } satisfies EventOutletContext} />
      </Box>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container maxW="5xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      {children}
    </Container>
  );
}

/** Deleting asks first; afterwards the first participant's page (or the people list) opens. */
function DeleteEventButton({ event, title }: { event: EventView; title: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteEvent();
  const navigate = useNavigate();
  const after = event.participants[0] ? `/person/${encodeURIComponent(event.participants[0].person.id)}/details` : '/people';
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog" placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" colorPalette="red">
          <TrashIcon /> Delete event
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete this event?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>“{title}” will be deleted with its notes and citations. The people in it stay in your tree.</Text>
              {remove.isError && <FormAlert>{remove.error.message}</FormAlert>}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate(event.id, { onSuccess: () => navigate(after, { replace: true }) })}>
                Delete event
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
