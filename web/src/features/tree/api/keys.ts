import { CHARTS_ROOT } from '../../../lib/tree-changed';
import type { ChartKind } from '../utils/chart-kind';

export const treeKeys = {
  all: [CHARTS_ROOT] as const,
  chart: (kind: ChartKind, personId: string, depth?: number) => [...treeKeys.all, 'chart', kind, personId, ...(depth === undefined ? [] : [depth])] as const,
  family: (personId: string, depth: number) => [...treeKeys.all, 'family', personId, depth] as const,
  search: (text: string) => [...treeKeys.all, 'search', text] as const,
  anyone: () => [...treeKeys.all, 'anyone'] as const,
};
