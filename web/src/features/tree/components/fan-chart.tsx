import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useFan } from '../api/fan';
import { FAN_GENERATIONS } from '../utils/fan-layout';
import { useGenerations } from '../hooks/use-generations';
import { ChartExportMenu } from './chart-export-menu';
import { ChartsHeader } from './charts-header';
import { fanBox, FanDrawing } from './fan-drawing';
import { useRevealChart } from '../hooks/use-reveal-chart';
import { TreeError, TreeLoading } from './tree-states';

interface FanChartProps {
  personId: string;
  title: string;
  fileStem: string;
  nav: ReactNode;
  explain: string;
}

/** Chakra's md breakpoint. */
const MD = '(min-width: 48rem)';
const GENERATION_CHOICES = Array.from({ length: FAN_GENERATIONS.max - FAN_GENERATIONS.min + 1 }, (_, index) => FAN_GENERATIONS.min + index);

/**
 * /person/{id}/charts/fan: the person's ancestors as a fan (Gramps' and webtrees' favourite), from
 * 3 to 7 generations (?generations=; 4 on a phone and 5 wider, unless chosen). A click on an
 * ancestor turns the fan to them; the middle opens the person. It takes the page's width, and is
 * printable and savable as the other charts are.
 */
export function FanChart({ personId, title, fileStem, nav, explain }: FanChartProps) {
  // Fewer rings on a phone, where the outer names would be too small to read; decided once, so the fan is fetched once.
  const [fallback] = useState(() => (window.matchMedia?.(MD).matches === false ? FAN_GENERATIONS.phone : FAN_GENERATIONS.desktop));
  const { generations, chosen, select: generationsSelect } = useGenerations(GENERATION_CHOICES, fallback);
  const fan = useFan(personId, generations);
  const navigate = useNavigate();
  const keep = chosen ? `?generations=${chosen}` : '';
  const layout = fan.data;
  const box = layout ? fanBox(layout) : null;
  const scroller = useRef<HTMLDivElement>(null);
  // The person is at the bottom of the fan: it opens in sight (on a phone under the page's heading).
  useRevealChart(scroller, Boolean(layout), personId);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
  }, [layout]);

  return (
    <Box>
      <ChartsHeader nav={nav}>
        <HStack gap="2">
          {generationsSelect}
          <ChartExportMenu drawing={layout ? { kind: 'fan', layout } : undefined} title={title} fileStem={fileStem} />
        </HStack>
      </ChartsHeader>
      <Text color="fg.muted" textStyle="sm" mb="2" role={layout?.wedges.length === 0 ? 'status' : undefined}>
        {layout?.wedges.length === 0 ? 'No parents are known for them yet: add their parents on their page, and their ancestors fill the fan.' : explain}
      </Text>
      {/*
        The fan has no zoom: it takes the page's width, its height following from its shape, up to
        about its drawn size. On a phone it keeps four fifths of that size, so its names stay
        readable, and the box scrolls sideways (starting at the middle, on the person).
      */}
      <Box ref={scroller} borderWidth="1px" rounded="xl" overflowX="auto" overflowY="hidden" bg="bg.subtle" aria-busy={fan.isFetching}>
        {layout && box ? (
          <chakra.svg
            role="group"
            aria-label={title}
            data-testid="fan-canvas"
            display="block"
            w="full"
            minW={`${Math.round(box.width * 0.8)}px`}
            maxW={`${Math.round(box.width * 1.25)}px`}
            mx="auto"
            style={{ aspectRatio: `${box.width} / ${box.height}` }}
            viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
            preserveAspectRatio="xMidYMid meet"
            css={{
              '& .fan-wedge:hover > path, & .fan-wedge:hover > circle': { stroke: 'var(--chakra-colors-brand-600)', strokeWidth: '3px' },
              '& .fan-wedge:focus-visible': { outline: 'none' },
              '& .fan-wedge:focus-visible > path, & .fan-wedge:focus-visible > circle': { stroke: 'var(--chakra-colors-brand-700)', strokeWidth: '4px' },
            }}
          >
            <FanDrawing
              layout={layout}
              interactive={{
                onSelect: (id) => void navigate(`/person/${id}/charts/fan${keep}`),
                onOpenRoot: () => void navigate(`/person/${layout.root.id}`),
              }}
            />
          </chakra.svg>
        ) : (
          // The loading and error states fill a box of the height a fan usually has on a phone.
          <Box h="80">
            {fan.isError ? (
              <TreeError error={fan.error} onRetry={() => void fan.refetch()} />
            ) : fan.isSuccess ? (
              <TreeError error={new Error('This person is not in the family tree.')} onRetry={() => void fan.refetch()} />
            ) : (
              <TreeLoading />
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
