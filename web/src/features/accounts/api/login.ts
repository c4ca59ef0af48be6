import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@heirloom/shared/contracts/accounts';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { storeSignedInUser } from './user';

/** POST /login: with a password it signs in; without one a code is sent (verify_required). */
export const logIn = (request: LoginRequest) => api(endpoints.login, request);

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (response) => {
      if (!response.verify_required && response.user) storeSignedInUser(queryClient, response.user);
    },
  });
}
