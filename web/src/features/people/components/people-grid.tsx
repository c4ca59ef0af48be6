import { Box, Center, Grid, Spinner, Text } from '@chakra-ui/react';
import type { PersonView } from '@heirloom/shared/contracts/family';
import { PEOPLE_PAGE_SIZE } from '@heirloom/shared/contracts/family-constants';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePeopleSelectionStore } from '../stores/people-selection-store';
import { CARD_HEIGHT, PersonCard } from './person-card';

const GAP = 12;
const ROW_HEIGHT = CARD_HEIGHT + GAP;
/** Cards are at least this wide: two columns on a phone, five or six on a laptop. */
const MIN_CARD_WIDTH = 150;

interface PeopleGridProps {
  people: readonly PersonView[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * The people as a grid of cards, rendered a few rows around the screen at a time (a GEDCOM file can
 * hold thousands of people) and asking for the next page a page ahead of the scroll.
 */
export function PeopleGrid({ people, hasMore, loadingMore, onLoadMore }: PeopleGridProps) {
  const selected = usePeopleSelectionStore((state) => state.selected);
  const toggle = usePeopleSelectionStore((state) => state.toggle);
  const listRef = useRef<HTMLDivElement>(null);
  const width = useWidth(listRef);
  const columns = Math.max(2, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));
  const rowCount = Math.ceil(people.length / columns);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, [width]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const lastRendered = items.at(-1)?.index ?? -1;

  // Ask for the next page while a whole page of rows is still below the screen, so a fast scroll
  // finds the cards already there; a page that arrives short of that asks for the one after.
  const rowsAhead = Math.ceil(PEOPLE_PAGE_SIZE / columns) + 2;
  useEffect(() => {
    if (hasMore && !loadingMore && lastRendered >= rowCount - rowsAhead) onLoadMore();
  }, [hasMore, loadingMore, lastRendered, rowCount, rowsAhead, onLoadMore]);

  return (
    <Box>
      <Box ref={listRef} position="relative" h={`${virtualizer.getTotalSize()}px`} role="list" aria-label="People">
        {items.map((row) => (
          <Grid
            key={row.key}
            position="absolute"
            top="0"
            left="0"
            w="full"
            templateColumns={`repeat(${columns}, minmax(0, 1fr))`}
            gap={`${GAP}px`}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            {people.slice(row.index * columns, row.index * columns + columns).map((person) => (
              <Box role="listitem" key={person.id}>
                <PersonCard person={person} selected={selected.includes(person.id)} onToggle={(id) => toggle(id, person.created_by ?? null)} />
              </Box>
            ))}
          </Grid>
        ))}
      </Box>
      {(hasMore || loadingMore) && (
        <Center py="6" role="status" aria-live="polite" gap="3">
          <Spinner size="sm" color="brand.600" />
          <Text color="fg.muted">Loading more people…</Text>
        </Center>
      )}
    </Box>
  );
}

/** The element's width, following resizes; the window's width until it is measured. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : Math.min(window.innerWidth, 1200)));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
