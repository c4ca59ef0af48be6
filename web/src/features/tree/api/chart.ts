import { endpoints } from '@heirloom/shared/contracts/http-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ChartKind } from '../utils/chart-kind';
import { treeKeys } from './keys';
import { layoutTree } from './layout-client';

/** Generations each way a tree shows around its person. */
export const CHART_DEPTH = 4;

const endpointOf = { all: endpoints.getRelationships, ancestor: endpoints.getAncestors, descendent: endpoints.getDescendents } as const;

/**
 * GET /relationships, /ancestors or /descendents/{personId}, laid out in the layout worker:
 * the family tree keeps its marriage links, the two charts leave them out (spec 001).
 */
export const chartQueryOptions = (kind: ChartKind, personId: string) =>
  queryOptions({
    queryKey: treeKeys.chart(kind, personId),
    queryFn: async ({ signal }) => {
      const graph = await api(endpointOf[kind], { depth: CHART_DEPTH }, { params: { personId }, signal });
      return layoutTree(graph, kind === 'all');
    },
    staleTime: 60_000,
  });

/** The laid-out tree; the previous one stays on screen while the next loads. */
export const useChart = (kind: ChartKind, personId: string | null) =>
  useQuery({ ...chartQueryOptions(kind, personId ?? ''), enabled: personId !== null, placeholderData: keepPreviousData });
