import { Box, HStack, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../../components/ui/router-link';
import { CHART_DEPTH, CHART_GENERATION_CHOICES, useChart } from '../api/chart';
import { useGenerations } from '../hooks/use-generations';
import { CHART_KINDS, CHART_TITLES, type ChartKind, type TreeChartKind } from '../utils/chart-kind';
import { ChartExportMenu } from './chart-export-menu';
import { ChartsHeader } from './charts-header';
import { useFillHeight } from '../hooks/use-fill-height';
import { useRevealChart } from '../hooks/use-reveal-chart';
import { ChartView } from './chart-view';
import { FanChart } from './fan-chart';

interface PersonChartsProps {
  personId: string;
  personName: string;
  kind: ChartKind;
}

const EXPLAIN: Record<ChartKind, string> = {
  all: 'The family around them. Click someone to see the tree from there.',
  ancestor: 'Their parents, grandparents and further back, drawn upwards from them.',
  descendent: 'Their children, grandchildren and further on, drawn downwards from them.',
  fan: 'Their ancestors in rings, fathers’ sides on the left. Click an ancestor to see the fan from them.',
};

/**
 * /person/{id}/charts/all, /ancestor, /descendent (spec 001) and /fan: the tree around the person,
 * their ancestors (bottom-up, the person at the bottom), descendants (top-down), or ancestors as a
 * fan; each printable and savable as PNG, SVG or PDF.
 */
export function PersonCharts({ personId, personName, kind }: PersonChartsProps) {
  const title = `${CHART_TITLES[kind]} of ${personName}`;
  const fileStem = `${CHART_TITLES[kind].toLowerCase().replace(/\s+/g, '-')}-${personName.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}`;
  const nav = <ChartsNav personId={personId} kind={kind} />;
  return kind === 'fan' ? <FanChart personId={personId} title={title} fileStem={fileStem} nav={nav} explain={EXPLAIN.fan} /> : <TreeChart personId={personId} kind={kind} title={title} fileStem={fileStem} nav={nav} />;
}

function ChartsNav({ personId, kind }: { personId: string; kind: ChartKind }) {
  return (
    <HStack as="nav" aria-label="Charts" gap="1" wrap="wrap" flex="1">
      {CHART_KINDS.map((each) => (
        <AppLink
          key={each}
          to={`/person/${personId}/charts/${each}`}
          aria-current={each === kind ? 'page' : undefined}
          px="3"
          py="1.5"
          rounded="md"
          fontWeight="medium"
          bg={each === kind ? 'brand.50' : undefined}
          color={each === kind ? 'brand.800' : 'fg.muted'}
          textDecoration="none"
        >
          {CHART_TITLES[each]}
        </AppLink>
      ))}
    </HStack>
  );
}

function TreeChart({ personId, kind, title, fileStem, nav }: { personId: string; kind: TreeChartKind; title: string; fileStem: string; nav: ReactNode }) {
  const navigate = useNavigate();
  // The ancestor and descendant charts show 4 generations unless more or fewer are chosen (?generations=, kept as one clicks on).
  const { generations: depth, chosen, select: generationsSelect } = useGenerations(CHART_GENERATION_CHOICES, CHART_DEPTH);
  const chart = useChart(kind, personId, undefined, depth);
  const [fillRef, fillHeight] = useFillHeight();
  const view = useRef<HTMLDivElement>(null);
  useRevealChart(view, fillHeight !== undefined, `${kind}:${personId}`);
  return (
    <Box>
      <ChartsHeader nav={nav}>
        <HStack gap="2">
          {kind !== 'all' && generationsSelect}
          <ChartExportMenu drawing={chart.data && { kind: 'tree', layout: chart.data }} title={title} fileStem={fileStem} />
        </HStack>
      </ChartsHeader>
      <Text color="fg.muted" textStyle="sm" mb="2">
        {EXPLAIN[kind]}
      </Text>
      <div ref={fillRef} />
      <Box ref={view}>
        <ChartView
          kind={kind}
          personId={personId}
          label={title}
          height={fillHeight ?? { base: '65dvh', md: '70dvh' }}
          depth={depth}
          onSelectPerson={(person) => void navigate(`/person/${person.id}/charts/${kind}${chosen && kind !== 'all' ? `?generations=${chosen}` : ''}`)}
        />
      </Box>
    </Box>
  );
}
