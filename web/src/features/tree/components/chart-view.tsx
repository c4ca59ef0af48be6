import { Box, type BoxProps } from '@chakra-ui/react';
import { useRef, type MouseEvent as ReactMouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useElementWidth } from '../../../hooks/use-element-width';
import { useChart } from '../api/chart';
import type { TreeChartKind } from '../utils/chart-kind';
import type { PlacedPerson } from '../utils/tree-layout';
import { FIT_PADDING, minFitScale } from '../utils/view-fit';
import { TreeCanvas } from './tree-canvas';
import { TreeError, TreeLoading } from './tree-states';

interface ChartViewProps {
  kind: TreeChartKind;
  personId: string;
  /** A click on a person: re-centre (the tree page) or open them. */
  onSelectPerson: (person: PlacedPerson) => void;
  label: string;
  height: BoxProps['h'];
  /** People to mark (a relationship highlight); the others are dimmed. */
  highlight?: ReadonlySet<string> | null;
  /** The signed-in person's own person, marked 'You' on the drawing. */
  ownPersonId?: string | null;
  /** The ancestor and descendant charts' generations (api/chart.ts CHART_DEPTH unless chosen). */
  depth?: number;
}

/** A tree or chart around a person, laid out off the main thread, with its loading and error states. */
export function ChartView({ kind, personId, onSelectPerson, label, height, highlight, ownPersonId, depth }: ChartViewProps) {
  const box = useRef<HTMLDivElement>(null);
  // The widest row the view shows whole at the smallest readable zoom: wider families wrap, not pan.
  const width = useElementWidth(box);
  const rowWidth = (width - 2 * FIT_PADDING) / minFitScale(width);
  const chart = useChart(kind, personId, rowWidth, depth);
  const navigate = useNavigate();
  const openPerson = (person: PlacedPerson, event: ReactMouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return; // a new tab, as links do
    event.preventDefault();
    void navigate(`/person/${person.id}`);
  };
  return (
    <Box ref={box} h={height} borderWidth="1px" rounded="xl" overflow="hidden" position="relative" aria-busy={chart.isFetching}>
      {chart.data ? (
        <TreeCanvas layout={chart.data} centreId={chart.isPlaceholderData ? chart.data.rootId : personId} onSelectPerson={onSelectPerson} onOpenPerson={openPerson} label={label} highlight={highlight} ownPersonId={ownPersonId} />
      ) : chart.isError && chart.error ? (
        <TreeError error={chart.error} onRetry={() => void chart.refetch()} />
      ) : (
        <TreeLoading />
      )}
      {chart.data && chart.isFetching && (
        <Box position="absolute" top="3" left="3" bg="bg.panel" rounded="md" shadow="sm" px="3" py="1" textStyle="sm" role="status">
          Loading relatives…
        </Box>
      )}
    </Box>
  );
}
