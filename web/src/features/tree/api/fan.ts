import { endpoints } from '@heirloom/shared/contracts/http-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fanLayout } from '../utils/fan-layout';
import { treeKeys } from './keys';

/** GET /ancestors/{personId} as deep as the fan's rings (the person is the first generation), placed on the fan. */
export const fanQueryOptions = (personId: string, generations: number) =>
  queryOptions({
    queryKey: [...treeKeys.chart('fan', personId), generations] as const,
    queryFn: async ({ signal }) => fanLayout(await api(endpoints.getAncestors, { depth: generations - 1 }, { params: { personId }, signal }), generations),
    staleTime: 60_000,
  });

/** The fan; the previous one stays while the next person's loads. */
export const useFan = (personId: string, generations: number) => useQuery({ ...fanQueryOptions(personId, generations), placeholderData: keepPreviousData });
