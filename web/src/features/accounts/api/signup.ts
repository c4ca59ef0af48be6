import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@heirloom/shared/contracts/accounts';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';

/**
 * POST /signup. The spec's sign-up first signs out whatever session the browser still holds, so
 * a new account never starts inside someone else's; a failed sign-out is no reason to stop.
 */
export async function signUp(request: SignupRequest) {
  await api(endpoints.logout).catch(() => undefined);
  return api(endpoints.signup, request);
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
