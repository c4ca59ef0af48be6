import { Box, Flex } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { decadeCount, decadeLabel, decadeStart, SIDE_ROW_HEIGHT, yearCount, yearLabel } from '../utils/years';

interface YearListsProps {
  newest: number;
  /** The year of the item at the top of the timeline, marked and kept in view. */
  current: number | null;
  onChooseYear: (year: number) => void;
}

/**
 * The decade and year side lists (spec 001: down to year -5000, 30 px rows): a decade scrolls the
 * year list to it, a year jumps the timeline there. Each list draws only the rows in view.
 */
export function YearLists({ newest, current, onChooseYear }: YearListsProps) {
  const yearsRef = useRef<HTMLDivElement>(null);
  const decadesRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the rows are meant to re-render as the list scrolls
  const years = useVirtualizer({ count: yearCount(newest), getScrollElement: () => yearsRef.current, estimateSize: () => SIDE_ROW_HEIGHT, overscan: 10 });
  const decades = useVirtualizer({ count: decadeCount(newest), getScrollElement: () => decadesRef.current, estimateSize: () => SIDE_ROW_HEIGHT, overscan: 10 });
  const newestDecade = decadeStart(newest);

  useEffect(() => {
    if (current === null) return;
    years.scrollToIndex(newest - current, { align: 'auto' });
    decades.scrollToIndex((newestDecade - decadeStart(current)) / 10, { align: 'auto' });
  }, [current, newest, newestDecade, years, decades]);

  const showDecade = (start: number) => years.scrollToIndex(Math.max(0, newest - (start + 9)), { align: 'start' });

  return (
    <Flex as="nav" aria-label="Years" h="full" borderEndWidth="1px" flexShrink={0}>
      <Box ref={decadesRef} overflowY="auto" w="88px" h="full" borderEndWidth="1px" role="list" aria-label="Decades">
        <Box position="relative" h={`${decades.getTotalSize()}px`}>
          {decades.getVirtualItems().map((row) => {
            const start = newestDecade - row.index * 10;
            const active = current !== null && decadeStart(current) === start;
            return (
              <Box key={row.key} role="listitem" position="absolute" top="0" insetX="0" h={`${SIDE_ROW_HEIGHT}px`} style={{ transform: `translateY(${row.start}px)` }}>
                <SideButton active={active} onClick={() => showDecade(start)} label={`Show the years of the ${decadeLabel(start)}`}>
                  {decadeLabel(start)}
                </SideButton>
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box ref={yearsRef} overflowY="auto" w="84px" h="full" role="list" aria-label="Years to jump to">
        <Box position="relative" h={`${years.getTotalSize()}px`}>
          {years.getVirtualItems().map((row) => {
            const year = newest - row.index;
            return (
              <Box key={row.key} role="listitem" position="absolute" top="0" insetX="0" h={`${SIDE_ROW_HEIGHT}px`} style={{ transform: `translateY(${row.start}px)` }}>
                <SideButton active={year === current} onClick={() => onChooseYear(year)} label={`Jump to ${yearLabel(year)}`}>
                  {yearLabel(year)}
                </SideButton>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Flex>
  );
}

function SideButton({ active, onClick, label, children }: { active: boolean; onClick: () => void; label: string; children: string }) {
  return (
    <Box
      as="button"
      w="full"
      h="full"
      px="3"
      textAlign="start"
      textStyle="sm"
      fontVariantNumeric="tabular-nums"
      aria-label={label}
      aria-current={active ? 'true' : undefined}
      bg={active ? 'brand.50' : undefined}
      color={active ? 'brand.800' : 'fg.muted'}
      fontWeight={active ? 'semibold' : 'normal'}
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
      onClick={onClick}
    >
      {children}
    </Box>
  );
}
