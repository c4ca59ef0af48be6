import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { eventKeys } from './keys';

/** DELETE /event/{id}: the event with its participants, notes and citations (`restorable`: kept for putting back). */
export const deleteEvent = (id: string) => api(endpoints.deleteEvent, { params: { id } });

/** POST /event/{id}/restore: a deleted event back as it was, with its notes, citations and photos. */
export const restoreEvent = (id: string) => api(endpoints.restoreEvent, { params: { id } });

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: eventKeys.event(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
