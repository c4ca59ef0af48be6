import { endpoints } from '@heirloom/shared/contracts/http-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Under the family-history root key ('family', shared by convention with the people, events and
 * tree features), so any change to the tree's people or events refreshes the answer too.
 */
export const relationshipKeys = {
  pair: (personId: string, otherId: string) => ['family', 'relationship', personId, otherId] as const,
};

/** GET /relationship/{personId}/{otherId}: how the first person is related to the second. */
export const getRelationship = (personId: string, otherId: string, signal?: AbortSignal) => api(endpoints.getRelationship, { params: { personId, otherId }, signal });

export const relationshipQueryOptions = (personId: string, otherId: string) =>
  queryOptions({
    queryKey: relationshipKeys.pair(personId, otherId),
    queryFn: ({ signal }) => getRelationship(personId, otherId, signal),
    staleTime: 60 * 1000,
  });

export const useRelationship = (personId: string, otherId: string | null) => useQuery({ ...relationshipQueryOptions(personId, otherId ?? ''), enabled: otherId !== null && otherId !== '' });
