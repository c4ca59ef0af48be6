/** Which tree: the family around a person (/graph, charts/all), their ancestors, their descendants, or their ancestors as a fan. */
export type ChartKind = 'all' | 'ancestor' | 'descendent' | 'fan';

/** The charts drawn as a tree of cards (the fan is drawn as rings: ../components/fan-chart.tsx). */
export type TreeChartKind = Exclude<ChartKind, 'fan'>;

export const CHART_KINDS: readonly ChartKind[] = ['all', 'ancestor', 'descendent', 'fan'];

export const CHART_TITLES: Record<ChartKind, string> = {
  all: 'Family tree',
  ancestor: 'Ancestors',
  descendent: 'Descendants',
  fan: 'Fan chart',
};

export const isChartKind = (value: string | undefined): value is ChartKind => CHART_KINDS.includes(value as ChartKind);
