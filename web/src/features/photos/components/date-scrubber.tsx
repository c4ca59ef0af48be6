import { Box, chakra, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { DateGroup } from '../utils/date-groups';

interface DateScrubberProps {
  groups: readonly DateGroup[];
  /** Where each group starts within the grid, in pixels. */
  offsets: readonly number[];
  totalSize: number;
  /** Where the grid starts on the page. */
  scrollMargin: number;
  /** More pages to come: the rail covers what has loaded, and reaching its end loads more. */
  hasMore: boolean;
}

/** Year labels closer than this on the rail are left out, so they never overlap. */
const MIN_LABEL_GAP = 22;

/** The group whose photos are at this point of the grid. */
function groupAt(offsets: readonly number[], position: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((offsets[middle] ?? 0) <= position) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

/**
 * The scrubber down the right edge (as in Google Photos): years marked along a rail; dragging or
 * clicking jumps through the library, a bubble names the month under the pointer, and it is a
 * slider for the keyboard (arrows: month by month, Page Up/Down: year by year).
 */
export function DateScrubber({ groups, offsets, totalSize, scrollMargin, hasMore }: DateScrubberProps) {
  // The rail as state, not a ref: it is drawn only once the grid is taller than the window (often
  // after the first page has loaded), and it is measured when it appears and whenever it resizes.
  const [rail, setRail] = useState<HTMLDivElement | null>(null);
  const [railHeight, setRailHeight] = useState(0);
  const [scrollY, setScrollY] = useState(() => window.scrollY);
  const [viewport, setViewport] = useState(() => window.innerHeight);
  const [dragging, setDragging] = useState(false);
  const [hover, setHover] = useState<number | null>(null);
  const [recentlyScrolled, setRecentlyScrolled] = useState(false);

  useLayoutEffect(() => {
    const measure = () => setViewport(window.innerHeight);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  useLayoutEffect(() => {
    if (!rail) return;
    const measure = () => setRailHeight(rail.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(rail);
    return () => observer.disconnect();
  }, [rail]);

  useEffect(() => {
    let frame = 0;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrollY(window.scrollY));
      setRecentlyScrolled(true);
      clearTimeout(idle);
      idle = setTimeout(() => setRecentlyScrolled(false), 1200);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(idle);
    };
  }, []);

  const scrollable = Math.max(1, totalSize - viewport + scrollMargin);
  const fraction = Math.min(1, Math.max(0, scrollY / scrollable));
  // One mapping between the rail and the page for the labels, the thumb, clicks and drags: a point of
  // the rail is a scroll position, and the group there is the one at the top of the window (below the
  // bar) when the page is scrolled so. A label placed by where its photos sit in the grid instead
  // sent a click on it elsewhere when the page is not much taller than the window.
  const groupAtScroll = useCallback((top: number) => groupAt(offsets, top - scrollMargin + 80), [offsets, scrollMargin]);
  const scrollTopOf = useCallback((index: number) => (index === 0 ? 0 : Math.max(0, scrollMargin + (offsets[index] ?? 0) - 72)), [offsets, scrollMargin]);
  // At the very end of a whole library the last group is in view, though another is at the window's top: it is the one said (the thumb is at the rail's end, by its label).
  const atEnd = !hasMore && scrollY >= scrollable - 1 && scrollable > 1;
  const current = atEnd ? groups.length - 1 : groupAtScroll(scrollY);
  const railTopOf = useCallback((index: number) => Math.min(1, scrollTopOf(index) / scrollable) * railHeight, [scrollTopOf, scrollable, railHeight]);

  const years = useMemo(() => {
    const marks: Array<{ label: string; top: number; index: number }> = [];
    let lastTop = -Infinity;
    groups.forEach((group, index) => {
      if (index > 0 && groups[index - 1]!.year === group.year) return;
      const top = Math.round(Math.min(railHeight - 8, Math.max(8, railTopOf(index))));
      if (top - lastTop < MIN_LABEL_GAP) return;
      lastTop = top;
      marks.push({ label: group.year === null ? 'No date' : String(group.year), top, index });
    });
    return marks;
  }, [groups, railTopOf, railHeight]);

  const scrollToFraction = useCallback(
    (value: number) => {
      window.scrollTo({ top: Math.round(Math.min(1, Math.max(0, value)) * scrollable) });
    },
    [scrollable],
  );
  const scrollToGroup = (index: number) => window.scrollTo({ top: scrollTopOf(Math.min(groups.length - 1, Math.max(0, index))) });

  const fractionAt = (clientY: number) => {
    const rect = rail?.getBoundingClientRect();
    if (!rect || rect.height === 0) return 0;
    return (clientY - rect.top) / rect.height;
  };
  const groupAtFraction = (value: number) => groupAtScroll(value * scrollable);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
    event.currentTarget.focus();
    scrollToFraction(fractionAt(event.clientY));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const value = fractionAt(event.clientY);
    setHover(groupAtFraction(Math.min(1, Math.max(0, value))));
    if (dragging) scrollToFraction(value);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    setDragging(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const nextYear = (direction: 1 | -1) => {
      let index = current;
      const year = groups[current]?.year;
      while (index + direction >= 0 && index + direction < groups.length && groups[index + direction]!.year === year) index += direction;
      return index + direction;
    };
    const moves: Record<string, () => number> = {
      ArrowDown: () => current + 1,
      ArrowRight: () => current + 1,
      ArrowUp: () => current - 1,
      ArrowLeft: () => current - 1,
      PageDown: () => nextYear(1),
      PageUp: () => nextYear(-1),
      Home: () => 0,
      End: () => groups.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    scrollToGroup(move());
  };

  if (groups.length < 2 || totalSize < viewport) return null;
  const shown = hover ?? current;
  const bubble = dragging || hover !== null || recentlyScrolled;
  const thumbTop = fraction * railHeight;

  return (
    <Box
      position="fixed"
      zIndex="docked"
      right={{ base: '0', md: '1' }}
      top={{ base: '9rem', md: '5rem' }}
      bottom={{ base: '5rem', md: '1rem' }}
      w={{ base: '6', md: '12' }}
      data-testid="date-scrubber"
    >
      <chakra.div
        ref={setRail}
        role="slider"
        tabIndex={0}
        aria-label="Jump to a date"
        aria-orientation="vertical"
        aria-valuemin={0}
        aria-valuemax={groups.length - 1}
        aria-valuenow={current}
        aria-valuetext={`${groups[current]?.label ?? ''}${hasMore ? ' (more photos load as you go)' : ''}`}
        position="absolute"
        inset="0"
        cursor="ns-resize"
        touchAction="none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onPointerLeave={() => setHover(null)}
        onKeyDown={onKeyDown}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.400', rounded: 'md' }}
      >
        {years.map((mark) => (
          <Text
            key={mark.index}
            position="absolute"
            right="3"
            top={`${mark.top}px`}
            transform="translateY(-50%)"
            textStyle="2xs"
            fontWeight="semibold"
            color="fg.muted"
            whiteSpace="nowrap"
            display={{ base: 'none', md: 'block' }}
            pointerEvents="none"
          >
            {mark.label}
          </Text>
        ))}
        <Box position="absolute" right="0" top={`${thumbTop}px`} transform="translateY(-50%)" w="1.5" h="10" rounded="full" bg="brand.500" shadow="sm" pointerEvents="none" data-part="thumb" />
        {bubble && groups[shown] && (
          <Box
            position="absolute"
            right={{ base: '7', md: '12' }}
            top={`${hover !== null && !dragging ? railTopOf(hover) : thumbTop}px`}
            transform="translateY(-50%)"
            px="2.5"
            py="1"
            rounded="md"
            bg="gray.900"
            color="white"
            textStyle="xs"
            fontWeight="semibold"
            whiteSpace="nowrap"
            shadow="md"
            pointerEvents="none"
            aria-hidden
          >
            {groups[shown].label}
          </Box>
        )}
      </chakra.div>
    </Box>
  );
}
