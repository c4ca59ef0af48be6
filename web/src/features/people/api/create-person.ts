import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** POST /person: a new person, returned with their id. */
export const createPerson = (request: ApiRequestBody<typeof endpoints.createPerson>) => api(endpoints.createPerson, request).then((r) => r.person);

export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPerson,
    onSuccess: (person) => {
      queryClient.setQueryData(peopleKeys.person(person.id), person);
      void queryClient.invalidateQueries({ queryKey: peopleKeys.lists });
    },
  });
}
