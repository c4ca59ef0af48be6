import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExternalLoginRequest } from '@heirloom/shared/contracts/accounts';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { storeSignedInUser } from './user';

/** POST /external_login: a Google ID token or a Facebook access token signs in (or signs up). */
export const externalLogIn = (request: ExternalLoginRequest) => api(endpoints.externalLogin, request);

export function useExternalLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: externalLogIn,
    onSuccess: (response) => storeSignedInUser(queryClient, response.user),
  });
}
