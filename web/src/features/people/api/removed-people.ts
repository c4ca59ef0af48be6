import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /people/removed: the people removed from the tree, A to Z, 50 a page (a page may hold fewer: merged people are left out). */
export const removedPeopleQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...peopleKeys.lists, 'removed'] as const,
    queryFn: ({ pageParam, signal }) => api(endpoints.listRemovedPeople, pageParam ? { cursor: pageParam } : {}, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

export const useRemovedPeople = () => useInfiniteQuery(removedPeopleQueryOptions());

/** POST /people/restore: puts removed people back in the tree, as they were. */
export const restorePeople = (ids: string[]) => api(endpoints.restorePeople, ids);

export function useRestorePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePeople,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
