import { Box, Button, Container, EmptyState, Flex, Heading, HStack, Skeleton, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PhotosIcon } from '../../../components/ui/icons';
import { LinkButton } from '../../../components/ui/router-link';
import { useDuplicateGroups } from '../api/duplicates';
import { DuplicateGroupCard } from './duplicate-group-card';
import { CopiesIcon } from './duplicate-icons';

/** A group card's height before it is measured (two rows of tiles on a phone, one on a desktop). */
const ESTIMATED_GROUP_HEIGHT = 420;
const GAP = 16;

/** How far down the page the list starts (the window virtualizer's scroll margin), read again as the page changes size. */
function useListOffset(ref: React.RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const read = () => ref.current && setOffset(Math.round(ref.current.getBoundingClientRect().top + window.scrollY));
    read();
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

/**
 * /duplicates: groups of near-identical photos in the family's library (re-scans, bursts, edited or
 * resized copies, a HEIC and its JPEG), the one to keep suggested first. A long list is virtualized:
 * only the groups near the screen are in the page, and the next page loads as the end comes near.
 */
export function DuplicatesScreen() {
  const list = useDuplicateGroups();
  const { groups, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useListOffset(listRef);
  const virtualizer = useWindowVirtualizer({ count: groups.length, estimateSize: () => ESTIMATED_GROUP_HEIGHT + GAP, overscan: 3, scrollMargin });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && last >= groups.length - 3) void fetchNextPage();
  }, [last, groups.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Container maxW="7xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
      <title>Duplicates · Heirloom</title>
      <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} mb="5">
        <Box flex="1">
          <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            Duplicates
          </Heading>
          <Text color="fg.muted" textStyle="sm" maxW="3xl">
            Copies of the same picture: re-scans, bursts, edited or resized copies, a HEIC and its JPEG. Keep the best one and the face names, event and
            descriptions of the others move to it.
          </Text>
        </Box>
        <LinkButton to="/photos/strip" size="sm" variant="outline">
          <PhotosIcon /> Back to photos
        </LinkButton>
      </Flex>

      {/* A page may come back empty with a next one (the server reads a bounded part of the list a request): still loading. */}
      {list.isPending || (groups.length === 0 && hasNextPage && !list.isError) ? (
        <Stack gap="4" aria-busy="true" aria-label="Loading duplicates">
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} h="72" rounded="xl" />
          ))}
        </Stack>
      ) : list.isError && groups.length === 0 ? (
        <FormAlert title="Your duplicates could not be loaded">
          {list.error.message}{' '}
          <Button size="xs" variant="outline" ms="2" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : groups.length === 0 ? (
        <EmptyState.Root py="16" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator color="brand.500">
              <CopiesIcon />
            </EmptyState.Indicator>
            <VStack textAlign="center" gap="2">
              <EmptyState.Title>No duplicates found</EmptyState.Title>
              <EmptyState.Description maxW="md">When two photos in your family’s library are copies of the same picture, they are shown here to choose which to keep.</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Box ref={listRef} position="relative" h={`${virtualizer.getTotalSize()}px`} aria-label="Groups of duplicates" role="list">
          {items.map((item) => (
            <Box key={groups[item.index]!.id} role="listitem" data-index={item.index} ref={virtualizer.measureElement} position="absolute" top="0" left="0" w="full" pb={`${GAP}px`} transform={`translateY(${item.start - scrollMargin}px)`}>
              <DuplicateGroupCard group={groups[item.index]!} />
            </Box>
          ))}
        </Box>
      )}
      {isFetchingNextPage && (
        <HStack justify="center" py="6" color="fg.muted" role="status">
          <Spinner size="sm" /> <Text>Loading more duplicates…</Text>
        </HStack>
      )}
    </Container>
  );
}
