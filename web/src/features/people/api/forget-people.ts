import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** POST /people/delete: removes people from the family's view (spec 001 section 4, "Forget"). */
export const forgetPeople = (ids: string[]) => api(endpoints.forgetPeople, ids);

export function useForgetPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetPeople,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
