import { Box, Button, Container, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** Stays at the bottom of the window while photos are chosen or on their way. */
export function SelectionBar(props: { count: number; adding: boolean; addingCount: number; fetchedCount: number; addedCount: number; onClear: () => void; onAdd: () => void }) {
  if (!props.count && !props.addingCount && !props.addedCount) return null;
  return (
    <Box position="fixed" bottom={{ base: '16', md: '0' }} left="0" right="0" zIndex="docked" bg="bg.panel" borderTopWidth="1px" borderColor="border.muted" shadow="lg" py="3">
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text textStyle="sm" aria-live="polite">
            {props.count > 0 ? `${props.count} selected` : progressText(props.addingCount, props.fetchedCount, props.addedCount)}
          </Text>
          <HStack gap="2">
            {props.count > 0 ? (
              <>
                <Button size="sm" variant="ghost" onClick={props.onClear}>
                  Clear
                </Button>
                <Button size="sm" colorPalette="brand" loading={props.adding} onClick={props.onAdd}>
                  Add {props.count} {props.count === 1 ? 'photo' : 'photos'}
                </Button>
              </>
            ) : (
              <Button size="sm" variant="outline" asChild>
                <RouterLink to="/photos/strip">See your photos</RouterLink>
              </Button>
            )}
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}

/** How far the chosen photos are: fetched from the provider as they arrive, then added once each photo is made. */
export function progressText(adding: number, fetched: number, added: number) {
  if (adding) return `Adding ${adding} ${adding === 1 ? 'photo' : 'photos'}… ${fetched} of ${adding} fetched (${added} added)`;
  return `${added} ${added === 1 ? 'photo' : 'photos'} added to your library`;
}
