import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { storeSignedInUser } from './user';

/** PUT /user/person: 'This person is me' (a person id) or 'This person is not me' (null). */
export const setOwnPerson = (personId: string | null) => api(endpoints.setOwnPerson, { person_id: personId });

/** Sets the user's own person; the answer carries the user, so every screen shows it at once. */
export function useSetOwnPerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setOwnPerson, onSuccess: ({ user }) => storeSignedInUser(queryClient, user) });
}
