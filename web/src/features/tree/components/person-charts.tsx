import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../../components/ui/router-link';
import { useChart } from '../api/chart';
import { CHART_KINDS, CHART_TITLES, type ChartKind } from '../utils/chart-kind';
import { ChartExportMenu } from './chart-export-menu';
import { useFillHeight } from '../hooks/use-fill-height';
import { ChartView } from './chart-view';

interface PersonChartsProps {
  personId: string;
  personName: string;
  kind: ChartKind;
}

const EXPLAIN: Record<ChartKind, string> = {
  all: 'The family around them. Click someone to see the tree from there.',
  ancestor: 'Their parents, grandparents and further back, drawn upwards from them.',
  descendent: 'Their children, grandchildren and further on, drawn downwards from them.',
};

/**
 * /person/{id}/charts/all, /ancestor and /descendent (spec 001): the tree around the person, their
 * ancestors (bottom-up, the person at the bottom) or descendants (top-down), marriage links omitted
 * in the last two; printable and savable as PNG, SVG or PDF.
 */
export function PersonCharts({ personId, personName, kind }: PersonChartsProps) {
  const navigate = useNavigate();
  const chart = useChart(kind, personId);
  const [fillRef, fillHeight] = useFillHeight();
  return (
    <Box>
      <Flex gap="3" mb="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
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
        <ChartExportMenu layout={chart.data} title={`${CHART_TITLES[kind]} of ${personName}`} fileStem={`${CHART_TITLES[kind].toLowerCase().replace(/\s+/g, '-')}-${personName.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}`} />
      </Flex>
      <Text color="fg.muted" textStyle="sm" mb="2">
        {EXPLAIN[kind]}
      </Text>
      <div ref={fillRef} />
      <ChartView
        kind={kind}
        personId={personId}
        label={`${CHART_TITLES[kind]} of ${personName}`}
        height={fillHeight ?? { base: '65dvh', md: '70dvh' }}
        onSelectPerson={(person) => void navigate(`/person/${person.id}/charts/${kind}`)}
      />
    </Box>
  );
}
