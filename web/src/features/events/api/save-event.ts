import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { CHARTS_ROOT } from '../../../lib/tree-changed';
import { eventKeys, FAMILY_ROOT } from './keys';

export type SaveEventBody = ApiRequestBody<typeof endpoints.saveEvent>;

/** POST /event/{id}: the whole event; the server names it while auto_name is on. */
export const saveEvent = ({ id, event }: { id: string; event: SaveEventBody }) => api(endpoints.saveEvent, event, { params: { id } }).then((r) => r.event);

const SAVE_EVENT_KEY = [FAMILY_ROOT, 'save-event'] as const;

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_EVENT_KEY,
    mutationFn: saveEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.event(event.id), event);
      // The participants' event lists and life dates show this event.
      void queryClient.invalidateQueries({ queryKey: eventKeys.all, predicate: (query) => query.queryKey[1] !== 'event' || query.queryKey[2] !== event.id });
      // A birth's or a marriage's people are who is whose parent or partner in the charts.
      void queryClient.invalidateQueries({ queryKey: [CHARTS_ROOT] });
    },
  });
}

/** Whether a save of this event (one started as the page was left) is still on its way. */
export const useSavingEvent = (id: string): boolean =>
  useIsMutating({ mutationKey: SAVE_EVENT_KEY, predicate: (mutation) => (mutation.state.variables as { id?: string } | undefined)?.id === id }) > 0;
