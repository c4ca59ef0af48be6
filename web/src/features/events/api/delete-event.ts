import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { eventKeys } from './keys';

/** DELETE /event/{id}: the event with its participants, notes and citations. */
export const deleteEvent = (id: string) => api(endpoints.deleteEvent, { params: { id } });

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
