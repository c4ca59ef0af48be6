import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest } from '@heirloom/shared/contracts/accounts';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { storeSignedInUser } from './user';

/** POST /user/{user_id}: profile changes; a new password signs out the other sessions. */
export const updateUser = ({ userId, changes }: { userId: string; changes: UpdateUserRequest }) =>
  api(endpoints.updateUser, changes, { params: { user_id: userId } });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: ({ user }) => storeSignedInUser(queryClient, user) });
}
