import { Box, Container, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FAMILY_TIMELINE } from '../utils/source';
import { TimelineView } from './timeline-view';

/**
 * /timeline (spec 001 section 2): the family's events and dated photos, newest first, with decade
 * and year lists; drop a photo onto an event to attach it. `actions`: beside the heading (the
 * family's deleted events, from the events feature).
 */
export function TimelineScreen({ actions }: { actions?: ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '4', md: '6' }} px={{ base: '2', md: '6' }}>
      <title>Timeline · Heirloom</title>
      <Box mb="4" px={{ base: '1', md: '0' }}>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            Timeline
          </Heading>
          {actions}
        </HStack>
        <Text color="fg.muted" mt="1">
          Your family’s events and dated photos in the order they happened. Drag a photo onto an event to add it there.
        </Text>
      </Box>
      <TimelineView source={FAMILY_TIMELINE} canAttach height={{ base: 'calc(100dvh - 15rem)', md: 'calc(100dvh - 13rem)' }} />
    </Container>
  );
}
