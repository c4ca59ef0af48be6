import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { RelativeFilter } from '@heirloom/shared/contracts/relationship-constants';
import { api } from '../../../lib/api-client';
import { FAMILY_ROOT } from './keys';

export interface RelativesFilter {
  personId: string;
  relation: RelativeFilter;
  degree: number;
  /** A branch's other parent. */
  partnerId?: string;
}

/** GET /person/{id}/relatives?relation=: a relationship filter's people, nearest generation first, 50 a page. */
export const relativesListQueryOptions = ({ personId, relation, degree, partnerId }: RelativesFilter) =>
  infiniteQueryOptions({
    queryKey: [FAMILY_ROOT, 'relatives', personId, relation, degree, partnerId ?? null] as const,
    queryFn: ({ pageParam, signal }) =>
      api(
        endpoints.getPersonRelatives,
        { relation, ...(relation === 'cousins' ? { degree } : {}), ...(relation === 'branch' ? { partner_id: partnerId } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        { params: { id: personId }, signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

/** A branch waits for its partner to be chosen. */
export const useRelativesList = (filter: RelativesFilter) => useInfiniteQuery({ ...relativesListQueryOptions(filter), enabled: filter.relation !== 'branch' || Boolean(filter.partnerId) });
