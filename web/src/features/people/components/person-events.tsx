import { Box, EmptyState, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { EventView } from '@heirloom/shared/contracts/family';
import { Link as RouterLink } from 'react-router';
import { AlertIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { CalendarIcon } from '../../../components/ui/more-icons';
import { usePersonEvents } from '../api/person-events';
import { eventTypeLabel, roleLabel } from '../../../lib/event-labels';
import { LoadError } from '../../../components/load-error';
import { isReadableDate, readableDate, readableName, readablePlace } from '../../../lib/gedcom-display';

/** The person's events in date order, each with its date and the person's role; a row opens the event. */
export function PersonEvents({ personId }: { personId: string }) {
  const events = usePersonEvents(personId);
  if (events.isPending) {
    return (
      <Stack gap="2" role="status" aria-label="Loading events">
        <Skeleton h="14" rounded="md" />
        <Skeleton h="14" rounded="md" />
      </Stack>
    );
  }
  if (events.isError) return <LoadError what="the events" error={events.error} onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) {
    return (
      <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="lg">
        <EmptyState.Content>
          <EmptyState.Title>No events yet</EmptyState.Title>
          <EmptyState.Description>Add a birth, a marriage, a move or any other event in this person’s life.</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg.panel" divideY="1px" aria-label="Events">
      {events.data.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </Stack>
  );
}

function EventRow({ event }: { event: EventView }) {
  const date = readableDate(event.start_date);
  const end = event.end_date ? readableDate(event.end_date) : '';
  // A date the rules cannot read ('31 FEB 1900') is shown as written and marked, as the event page warns of it.
  const unreadable = [event.start_date, event.end_date].some((text) => text.trim() !== '' && !isReadableDate(text));
  return (
    <Box as="li">
      <HStack asChild gap="3" px={{ base: '3', md: '4' }} py="3" _hover={{ bg: 'bg.subtle' }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}>
        <RouterLink to={`/event/${encodeURIComponent(event.id)}/details`}>
          <Box color="brand.600" display={{ base: 'none', sm: 'block' }}>
            <CalendarIcon />
          </Box>
          <Text w={{ base: '20', md: '36' }} flexShrink={0} textStyle="sm" color={date ? 'fg' : 'fg.muted'}>
            {date ? (end ? `${date} – ${end}` : date) : 'No date'}
            {unreadable && (
              <Box as="span" display="inline-flex" verticalAlign="middle" ms="1" color="orange.600" title="This date cannot be read: open the event to correct it">
                <AlertIcon aria-label="This date cannot be read" width="1em" height="1em" />
              </Box>
            )}
          </Text>
          <Box flex="1" minW="0">
            <Text fontWeight="medium" lineClamp={{ base: 2, md: 1 }}>
              {(event.auto_name ? readableName(event.name) : event.name) || eventTypeLabel(event.event_type)}
            </Text>
            <Text textStyle="sm" color="fg.muted" truncate>
              {eventTypeLabel(event.event_type)}
              {event.event_role ? ` · ${roleLabel(event.event_role)}` : ''}
              {event.location ? ` · ${readablePlace(event.location)}` : ''}
            </Text>
          </Box>
          <ChevronRightIcon />
        </RouterLink>
      </HStack>
    </Box>
  );
}
