import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { storeSignedInUser } from './user';

/** POST /user/free_trial: the 15-day trial, once per account, no card. */
export const startFreeTrial = () => api(endpoints.startFreeTrial);

export function useStartFreeTrial() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startFreeTrial, onSuccess: ({ user }) => storeSignedInUser(queryClient, user) });
}
