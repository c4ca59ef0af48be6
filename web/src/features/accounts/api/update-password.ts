import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { storeSignedInUser } from './user';

/** POST /update_password: the new password after a reset code (other sessions are signed out). */
export const updatePassword = (password: string) => api(endpoints.updatePassword, { password });

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePassword, onSuccess: ({ user }) => storeSignedInUser(queryClient, user) });
}
