import { Box, EmptyState, HStack, Input, Skeleton, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import type { SourceView } from '@heirloom/shared/contracts/family';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { SourceIcon } from '../../../components/ui/icons';
import { AppLink } from '../../../components/ui/router-link';
import { useDebounced } from '../../../hooks/use-debounced';
import { useDocumentOffset } from '../../../hooks/use-element-width';
import { useSourcesList } from '../api/sources';
import { sourceTitle } from '../../../lib/source-title';

const ROW_HEIGHT = 64;

/**
 * The family tree's sources (what a GEDCOM file brought in and what was made in the source picker),
 * by title, found by the start of any word of their title; each title opens the source's page. A tree can hold
 * thousands: rows are drawn a screenful at a time and the next page is read as the end comes into view.
 */
export function SourcesList() {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const list = useSourcesList(q);
  const { sources, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  // A later page that failed is not asked for again by scrolling: the person retries it below.
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  // A search reads so many sources a page: in a very long tree its first pages can find none yet.
  const stillSearching = sources.length === 0 && hasNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (stillSearching) loadMore();
  }, [stillSearching, loadMore]);

  return (
    <Stack gap="4">
      <Box maxW="md">
        <Input type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Find a source by its title" aria-label="Find a source by its title" bg="bg.panel" />
      </Box>
      {list.isPending || stillSearching ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading sources">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h="12" rounded="md" />
          ))}
        </Stack>
      ) : list.isError && sources.length === 0 ? (
        <LoadError what="the sources" error={list.error} onRetry={() => void list.refetch()} />
      ) : sources.length === 0 ? (
        <EmptyState.Root py="12" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator color="brand.500">
              <SourceIcon />
            </EmptyState.Indicator>
            <VStack textAlign="center" gap="2">
              <EmptyState.Title>{q ? `No source’s title matches “${q}”` : 'Your family tree has no sources yet'}</EmptyState.Title>
              {!q && <EmptyState.Description maxW="md">Sources come with an imported GEDCOM file, or are made when you cite one on a person, a name or an event.</EmptyState.Description>}
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SourceRows sources={sources} hasNextPage={hasNextPage} loadMore={loadMore} />
      )}
      {isFetchNextPageError && list.error && <LoadError what="more sources" error={list.error} onRetry={() => void fetchNextPage()} />}
      {isFetchingNextPage && (
        <HStack justify="center" py="4" color="fg.muted" role="status">
          <Spinner size="sm" /> <Text>Loading more sources…</Text>
        </HStack>
      )}
    </Stack>
  );
}

function SourceRows({ sources, hasNextPage, loadMore }: { sources: readonly SourceView[]; hasNextPage: boolean; loadMore: () => void }) {
  const listRef = useRef<HTMLOListElement>(null);
  const top = useDocumentOffset(listRef);
  const virtualizer = useWindowVirtualizer({ count: sources.length, estimateSize: () => ROW_HEIGHT, overscan: 10, scrollMargin: top });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? 0;
  // The next page is read while the last rows are still a few screens away.
  useEffect(() => {
    if (hasNextPage && lastShown >= sources.length - 20) loadMore();
  }, [hasNextPage, lastShown, sources.length, loadMore]);

  return (
    <Box as="ol" ref={listRef} aria-label="Sources" listStyleType="none" position="relative" h={`${virtualizer.getTotalSize()}px`} borderWidth="1px" borderColor="border.muted" rounded="lg" bg="bg.panel">
      {rows.map((row) => {
        const source = sources[row.index]!;
        const byline = [source.author, source.publication].filter(Boolean).join(' · ');
        return (
          <Box
            as="li"
            key={source.id}
            data-index={row.index}
            ref={virtualizer.measureElement}
            position="absolute"
            top="0"
            left="0"
            w="full"
            px="4"
            py="2.5"
            minH={`${ROW_HEIGHT}px`}
            borderBottomWidth={row.index === sources.length - 1 ? '0' : '1px'}
            borderColor="border.muted"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <HStack gap="3" align="flex-start">
              <Box color="brand.600" mt="0.5" flexShrink={0}>
                <SourceIcon width="1.1em" height="1.1em" />
              </Box>
              <Box minW="0">
                <AppLink to={`/documents/sources/${encodeURIComponent(source.id)}`} fontWeight="medium" overflowWrap="anywhere">
                  {sourceTitle(source)}
                </AppLink>
                {byline && (
                  <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
                    {byline}
                  </Text>
                )}
              </Box>
            </HStack>
          </Box>
        );
      })}
    </Box>
  );
}
