import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyRequest } from '@heirloom/shared/contracts/accounts';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { storeSignedInUser } from './user';

/** POST /verify: a right code signs in; status CHANGE_PASSWORD after a password-reset code. */
export const verifyCode = (request: VerifyRequest) => api(endpoints.verify, request);

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: (response) => storeSignedInUser(queryClient, response.user),
  });
}
