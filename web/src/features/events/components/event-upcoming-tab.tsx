import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ToolsIcon } from '../../../components/ui/icons';
import { AppLink } from '../../../components/ui/router-link';

export type EventUpcomingTabId = 'timeline' | 'pictures' | 'map';

const TABS: Record<EventUpcomingTabId, { title: string; arrives: string; text: string; link: { to: string; label: string } }> = {
  timeline: {
    title: 'Timeline',
    arrives: 'the timeline',
    text: 'This event among the other events and dated photos of the people in it, in the order they happened.',
    link: { to: '/timeline', label: 'Family timeline' },
  },
  pictures: {
    title: 'Pictures',
    arrives: 'photos',
    text: 'The photos linked to this event. Link photos from a photo’s side panel, or drop them onto the event on the timeline.',
    link: { to: '/photos/strip?event=none', label: 'Photos with no event' },
  },
  map: {
    title: 'Map',
    arrives: 'the photo map',
    text: 'Where this event and its photos took place, on a map.',
    link: { to: '/photos/map', label: 'Photo map' },
  },
};

/** An event tab whose view belongs to the timeline, photos or map: a real tab saying what it will show. */
export function EventUpcomingTab({ tab }: { tab: EventUpcomingTabId }) {
  const content = TABS[tab];
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
      <Stack gap="3">
        <HStack gap="2" color="orange.700">
          <ToolsIcon />
          <Text fontWeight="semibold">Arrives with {content.arrives}</Text>
        </HStack>
        <Heading as="h2" textStyle="lg">
          {content.title}
        </Heading>
        <Text>{content.text}</Text>
        <Text color="fg.muted">This view appears here when {content.arrives} part of Heirloom is ready; nothing is lost meanwhile.</Text>
        <AppLink to={content.link.to} color="brand.700" fontWeight="medium">
          {content.link.label} →
        </AppLink>
      </Stack>
    </Box>
  );
}
