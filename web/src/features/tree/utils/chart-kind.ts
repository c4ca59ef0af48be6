/** Which tree: the family around a person (/graph, charts/all), their ancestors or their descendants. */
export type ChartKind = 'all' | 'ancestor' | 'descendent';

export const CHART_KINDS: readonly ChartKind[] = ['all', 'ancestor', 'descendent'];

export const CHART_TITLES: Record<ChartKind, string> = {
  all: 'Family tree',
  ancestor: 'Ancestors',
  descendent: 'Descendants',
};

export const isChartKind = (value: string | undefined): value is ChartKind => CHART_KINDS.includes(value as ChartKind);
