import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ToolsIcon } from '../../../components/ui/icons';
import { AppLink } from '../../../components/ui/router-link';
import { usePersonOutlet } from '../hooks/use-person-outlet';
import { displayNameOf } from '../utils/person-display';

export type PersonUpcomingTabId = 'timeline' | 'pictures' | 'map' | 'charts';

const TABS: Record<PersonUpcomingTabId, { title: string; arrives: string; text: (name: string) => string; link?: { to: string; label: string } }> = {
  timeline: {
    title: 'Timeline',
    arrives: 'the timeline',
    text: (name) => `${name}’s events and dated photos in the order they happened, with a year list to jump through.`,
    link: { to: '/timeline', label: 'Family timeline' },
  },
  pictures: {
    title: 'Pictures',
    arrives: 'photos',
    text: (name) => `Every photo ${name} appears in, found by face recognition or tagged by your family.`,
    link: { to: '/photos/strip', label: 'All photos' },
  },
  map: {
    title: 'Map',
    arrives: 'the photo map',
    text: (name) => `The places in ${name}’s life and photos, on a map.`,
    link: { to: '/photos/map', label: 'Photo map' },
  },
  charts: {
    title: 'Charts',
    arrives: 'the family tree',
    text: (name) => `${name}’s relatives as a tree: everyone, ancestors (drawn bottom-up) or descendants (top-down).`,
    link: { to: '/graph', label: 'Family tree' },
  },
};

/**
 * A person tab whose view belongs to a part of Heirloom built separately (timeline, photos, map,
 * tree): a real tab that says plainly what it will show and when.
 */
export function PersonUpcomingTab({ tab }: { tab: PersonUpcomingTabId }) {
  const { person } = usePersonOutlet();
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
        <Text>{content.text(displayNameOf(person))}</Text>
        <Text color="fg.muted">This view appears here when {content.arrives} part of Heirloom is ready; nothing is lost meanwhile.</Text>
        {tab === 'charts' && (
          <HStack gap="4" wrap="wrap" aria-label="Chart types" as="nav">
            {[
              ['all', 'All relatives'],
              ['ancestor', 'Ancestors'],
              ['descendent', 'Descendants'],
            ].map(([type, label]) => (
              <AppLink key={type} to={`/person/${encodeURIComponent(person.id)}/charts/${type}`} color="brand.700" textDecoration="underline">
                {label}
              </AppLink>
            ))}
          </HStack>
        )}
        {content.link && (
          <AppLink to={content.link.to} color="brand.700" fontWeight="medium">
            {content.link.label} →
          </AppLink>
        )}
      </Stack>
    </Box>
  );
}
