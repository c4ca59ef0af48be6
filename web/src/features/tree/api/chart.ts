import { endpoints } from '@heirloom/shared/contracts/http-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TreeChartKind } from '../utils/chart-kind';
import { useFamilyTree, type FamilyTree } from './family';
import { treeKeys } from './keys';
import { layoutTree } from './layout-client';

/** Generations each way a chart shows around its person, unless chosen (?generations=, 2 to 10). */
export const CHART_DEPTH = 4;
export const CHART_GENERATION_CHOICES = [2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const endpointOf = { ancestor: endpoints.getAncestors, descendent: endpoints.getDescendents } as const;

/**
 * GET /ancestors or /descendents/{personId}, laid out in the layout worker with marriage links
 * left out (spec 001).
 */
export const chartQueryOptions = (kind: 'ancestor' | 'descendent', personId: string, depth: number = CHART_DEPTH) =>
  queryOptions({
    queryKey: treeKeys.chart(kind, personId, depth),
    queryFn: async ({ signal }) => {
      const graph = await api(endpointOf[kind], { depth }, { params: { personId }, signal });
      return layoutTree(graph, kind);
    },
    staleTime: 60_000,
  });

/**
 * The laid-out tree; the previous one stays on screen while the next loads. The family tree
 * ('all') is drawn around its person from what the browser knows (./family.ts); the ancestor and
 * descendant charts in the layout worker (lay-out-tree.ts). `rowWidth`: the family tree's children wrap at this
 * width (the view's), where a print or a saved file takes the tree in one piece. `depth`: the
 * ancestor and descendant charts' generations.
 */
export function useChart(kind: TreeChartKind, personId: string | null, rowWidth?: number, depth?: number): FamilyTree {
  const family = useFamilyTree(kind === 'all' ? personId : null, rowWidth);
  const chart = useQuery({
    ...chartQueryOptions(kind === 'all' ? 'ancestor' : kind, personId ?? '', depth),
    enabled: kind !== 'all' && personId !== null,
    placeholderData: keepPreviousData,
  });
  return kind === 'all' ? family : chart;
}
