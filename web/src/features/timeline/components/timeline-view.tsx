import { Alert, Box, Button, Center, EmptyState, Flex, HStack, Input, Spinner, Text, type BoxProps } from '@chakra-ui/react';
import type { TimelineItem } from '@heirloom/shared/contracts/timeline';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { TimelineIcon } from '../../../components/ui/icons';
import { toaster } from '../../../components/ui/toaster';
import { useElementSize } from '../../../hooks/use-element-size';
import { useAttachPhoto } from '../api/attach-photo';
import { useTimeline } from '../api/timeline';
import { jumpParam } from '../utils/paging';
import type { TimelineSource } from '../utils/source';
import { newestYear, parseYear, yearLabel, yearOf } from '../utils/years';
import { AttachPhotoDialog } from './attach-photo-dialog';
import { TIMELINE_ROW_HEIGHT, TimelineRow } from './timeline-row';
import { YearLists } from './year-lists';

export const TIMELINE_EMPTY_TEXT = 'You have no events or photos with a date on them at the moment';

interface TimelineViewProps {
  source: TimelineSource;
  /** What an empty timeline says (the spec's text for the family's). */
  emptyText?: string;
  /** Photos can be dragged onto events (and added with 'Add to event'). */
  canAttach?: boolean;
  /** The height of the scrolling area. */
  height: BoxProps['h'];
}

const itemKey = (item: TimelineItem) => `${item.item_type}#${item.id}`;
/** Ask for more when the view is this many rows from either end. */
const LOAD_AHEAD_ROWS = 6;

/**
 * A timeline of events and photos, newest first, with the decade and year lists and a year box to
 * jump with (?year= in the address), loading pages up and down as it scrolls and drawing only the
 * rows in view.
 */
export function TimelineView({ source, emptyText = TIMELINE_EMPTY_TEXT, canAttach = false, height }: TimelineViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const yearParam = searchParams.get('year');
  const year = yearParam === null ? null : parseYear(yearParam);
  const timeline = useTimeline(source, year);
  const { items } = timeline;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the rows are meant to re-render as the list scrolls
  const virtualizer = useVirtualizer({ count: items.length, getScrollElement: () => scrollRef.current, estimateSize: () => TIMELINE_ROW_HEIGHT, overscan: 8 });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0]?.index;
  const last = rows.at(-1)?.index;
  const newest = useMemo(() => newestYear(), []);
  const attach = useAttachPhoto();
  const [attaching, setAttaching] = useState<TimelineItem | null>(null);

  const { hasNextPage, hasPreviousPage, isFetchingNextPage, isFetchingPreviousPage, fetchNextPage, fetchPreviousPage, isError } = timeline;

  // A new jump starts at the top of the list. Rows added above the view push it down by whole rows:
  // move back by as many. The first row is remembered with its jump, so a jump whose first page is
  // already here (fetched with the page's code, or cached) still keeps its rows in place.
  const shown = useRef<{ year: number | null; firstKey: string | null } | null>(null);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    const previous = shown.current;
    shown.current = { year, firstKey: items[0] ? itemKey(items[0]) : null };
    if (!element) return;
    if (previous === null || previous.year !== year) {
      element.scrollTop = 0;
      return;
    }
    if (previous.firstKey === null) return;
    const moved = items.findIndex((item) => itemKey(item) === previous.firstKey);
    if (moved > 0) element.scrollTop += moved * TIMELINE_ROW_HEIGHT;
  }, [items, year]);

  useEffect(() => {
    if (isError || isFetchingNextPage || isFetchingPreviousPage || timeline.isPending) return;
    if (hasNextPage && last !== undefined && last >= items.length - LOAD_AHEAD_ROWS) void fetchNextPage();
    else if (hasPreviousPage && (items.length === 0 || (first !== undefined && first <= LOAD_AHEAD_ROWS / 2))) void fetchPreviousPage();
  }, [first, last, items.length, hasNextPage, hasPreviousPage, isFetchingNextPage, isFetchingPreviousPage, isError, timeline.isPending, fetchNextPage, fetchPreviousPage]);

  // The row at the top of the view (the rendered rows begin a few above it).
  const topRow = items[Math.min(items.length - 1, Math.floor((virtualizer.scrollOffset ?? 0) / TIMELINE_ROW_HEIGHT))];
  const currentYear = topRow ? yearOf(topRow.sort_date) : year;
  const jumpTo = (target: number) => setSearchParams((params) => {
    const next = new URLSearchParams(params);
    next.set('year', String(target));
    return next;
  });

  const eventNames = useMemo(() => new Map(items.filter((item) => item.item_type === 'event').map((item) => [item.id, item.name])), [items]);
  const events = useMemo(() => items.filter((item) => item.item_type === 'event'), [items]);

  const attachPhoto = (photoId: string, event: TimelineItem) => {
    attach.mutate(
      { eventId: event.id, photoId },
      {
        onSuccess: () => toaster.create({ type: 'success', title: `Added to “${event.name}”` }),
        onError: (error) => toaster.create({ type: 'error', title: 'Could not add the photo to the event', description: error.message }),
      },
    );
  };

  const empty = timeline.isSuccess && items.length === 0 && !hasPreviousPage && !hasNextPage && !isFetchingPreviousPage;
  // A jump past the oldest item (1850 in a timeline that starts in 1998): its own page came back
  // empty and what shows is newer. The view goes to the oldest, and says so.
  const lastPage = timeline.data?.pages.at(-1);
  const lastPageIsTheJump = year !== null && JSON.stringify(timeline.data?.pageParams.at(-1)) === JSON.stringify(jumpParam(year));
  const nothingOlder = lastPageIsTheJump && lastPage?.events.length === 0 && items.length > 0;
  const oldestYear = nothingOlder ? yearOf(items.at(-1)!.sort_date) : null;
  const wentToOldest = useRef<number | null>(null);
  useEffect(() => {
    if (!nothingOlder || year === null || wentToOldest.current === year) return;
    wentToOldest.current = year;
    virtualizer.scrollToIndex(items.length - 1, { align: 'start' });
  }, [nothingOlder, year, items.length, virtualizer]);
  // After a jump, room below the last row, so any row (the jump's own) can come to the top of the view.
  const viewport = useElementSize(scrollRef);
  const roomBelow = year === null ? 0 : Math.max(0, viewport.height - TIMELINE_ROW_HEIGHT - 16);

  return (
    <Flex h={height} minH="0" borderWidth="1px" rounded="xl" overflow="hidden" bg="bg.subtle">
      <Box display={{ base: 'none', md: 'block' }} h="full" bg="bg.panel">
        <YearLists newest={newest} current={currentYear} onChooseYear={jumpTo} />
      </Box>
      <Flex direction="column" flex="1" minW="0" h="full">
        <HStack px="3" py="2" gap="3" borderBottomWidth="1px" bg="bg.panel" wrap="wrap">
          <Text fontWeight="semibold" minW="20" aria-live="polite" data-testid="timeline-current-year">
            {currentYear === null ? 'Newest first' : yearLabel(currentYear)}
          </Text>
          <JumpToYear onJump={jumpTo} />
          {year !== null && (
            <Button size="sm" variant="ghost" onClick={() => setSearchParams({})}>
              Back to the newest
            </Button>
          )}
        </HStack>
        {isError && timeline.error && (
          <Alert.Root status="error" role="alert" rounded="none">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Could not load the timeline</Alert.Title>
              <Alert.Description>{timeline.error.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void timeline.refetch()}>
              Try again
            </Button>
          </Alert.Root>
        )}
        {nothingOlder && year !== null && (
          <Alert.Root status="info" rounded="none" py="2">
            <Alert.Indicator />
            <Alert.Description>
              Nothing is dated {yearLabel(year)} or earlier{oldestYear !== null ? `: the oldest is from ${yearLabel(oldestYear)}` : ''}.
            </Alert.Description>
          </Alert.Root>
        )}
        {isFetchingPreviousPage && <LoadingLine text="Loading newer items…" />}
        <Box ref={scrollRef} flex="1" minH="0" overflowY="auto" px={{ base: '2', md: '4' }} py="2" data-testid="timeline-scroll">
          {timeline.isPending ? (
            <Center h="full">
              <Spinner color="brand.600" aria-label="Loading the timeline" />
            </Center>
          ) : empty ? (
            <EmptyState.Root py="12">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <TimelineIcon />
                </EmptyState.Indicator>
                <EmptyState.Description maxW="sm" textAlign="center">
                  {year === null ? emptyText : `Nothing with a date in or around ${yearLabel(year)}.`}
                </EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Box position="relative" h={`${virtualizer.getTotalSize() + roomBelow}px`} role="list" aria-label="Timeline, newest first">
              {rows.map((row) => {
                const item = items[row.index]!;
                return (
                  <Box key={itemKey(item)} role="listitem" position="absolute" top="0" insetX="0" h={`${TIMELINE_ROW_HEIGHT}px`} style={{ transform: `translateY(${row.start}px)` }}>
                    <TimelineRow
                      item={item}
                      eventName={item.event_id ? (eventNames.get(item.event_id) ?? null) : null}
                      onAttachRequest={canAttach ? setAttaching : undefined}
                      onDropPhoto={canAttach ? attachPhoto : undefined}
                    />
                  </Box>
                );
              })}
            </Box>
          )}
        </Box>
        {isFetchingNextPage && <LoadingLine text="Loading older items…" />}
      </Flex>
      {canAttach && (
        <AttachPhotoDialog
          photo={attaching}
          events={events}
          onClose={() => setAttaching(null)}
          onChoose={(photo, event) => {
            setAttaching(null);
            attachPhoto(photo.id, event);
          }}
        />
      )}
    </Flex>
  );
}

function LoadingLine({ text }: { text: string }) {
  return (
    <Center py="1.5" gap="2" role="status" bg="bg.panel" borderYWidth="1px">
      <Spinner size="xs" color="brand.600" />
      <Text textStyle="sm" color="fg.muted">
        {text}
      </Text>
    </Center>
  );
}

function JumpToYear({ onJump }: { onJump: (year: number) => void }) {
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const year = parseYear(typed);
    setInvalid(year === null);
    if (year !== null) onJump(year);
  };
  return (
    <HStack as="form" gap="2" onSubmit={submit} role="search">
      <Input
        size="sm"
        w="36"
        inputMode="text"
        placeholder="Year, e.g. 1850"
        aria-label="Jump to year"
        aria-invalid={invalid || undefined}
        title={invalid ? `A year from ${yearLabel(-5000)} to ${newestYear()}` : undefined}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setInvalid(false);
        }}
      />
      <Button size="sm" type="submit" variant="outline">
        Jump
      </Button>
      {invalid && (
        <Text textStyle="xs" color="fg.error" role="alert">
          Type a year from {yearLabel(-5000)} to {newestYear()}
        </Text>
      )}
    </HStack>
  );
}
