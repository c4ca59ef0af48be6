import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { FAMILY_TIMELINE } from '../utils/source';
import { TimelineView } from './timeline-view';

/**
 * /timeline (spec 001 section 2): the family's events and dated photos, newest first, with decade
 * and year lists; drop a photo onto an event to attach it.
 */
export function TimelineScreen() {
  return (
    <Container maxW="7xl" py={{ base: '4', md: '6' }} px={{ base: '2', md: '6' }}>
      <title>Timeline · Heirloom</title>
      <Box mb="4" px={{ base: '1', md: '0' }}>
        <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
          Timeline
        </Heading>
        <Text color="fg.muted" mt="1">
          Your family’s events and dated photos in the order they happened. Drag a photo onto an event to add it there.
        </Text>
      </Box>
      <TimelineView source={FAMILY_TIMELINE} canAttach height={{ base: 'calc(100dvh - 15rem)', md: 'calc(100dvh - 13rem)' }} />
    </Container>
  );
}
