import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/**
 * POST /event {event_type, person_id, event_role, start_date}: adds an event to a person's life and
 * returns the event and the person, whose id may have changed (spec 001 section 4).
 */
export const createEvent = (request: ApiRequestBody<typeof endpoints.createEvent>) => api(endpoints.createEvent, request);

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: ({ person }, request) => {
      queryClient.setQueryData(peopleKeys.person(person.id), person);
      void queryClient.invalidateQueries({ queryKey: peopleKeys.events(request.person_id) });
      // The list shows the tree's event total (and a person whose id changed).
      void queryClient.invalidateQueries({ queryKey: peopleKeys.lists });
    },
  });
}
