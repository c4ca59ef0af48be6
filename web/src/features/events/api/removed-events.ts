import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { restoreEvent } from './delete-event';
import { eventKeys } from './keys';

/** GET /events/removed: the events deleted in the last 30 days, most recently deleted first, 50 a page. */
export const removedEventsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...eventKeys.all, 'removed-events'] as const,
    queryFn: ({ pageParam, signal }) => api(endpoints.listRemovedEvents, pageParam ? { cursor: pageParam } : {}, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

export const useRemovedEvents = () => useInfiniteQuery(removedEventsQueryOptions());

/** POST /event/{id}/restore from the list; `onRestored` refreshes what shows events outside this feature (the timeline). */
export function useRestoreEvent(onRestored?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreEvent,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
      onRestored?.();
    },
  });
}
