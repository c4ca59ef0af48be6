import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { clearSession } from './user';

/** POST /delete_request: e-mails (or texts) the link that confirms deleting the account. */
export const requestAccountDeletion = () => api(endpoints.requestDeletion);

export const useRequestAccountDeletion = () => useMutation({ mutationFn: requestAccountDeletion });

/** POST /delete_user/{user_id}: the e-mailed key; the account stops working at once. */
export const confirmAccountDeletion = ({ userId, deleteKey }: { userId: string; deleteKey: string }) =>
  api(endpoints.confirmDeletion, { delete_key: deleteKey }, { params: { user_id: userId } });

export function useConfirmAccountDeletion() {
  const queryClient = useQueryClient();
  // The server has already ended every session of the account (and cleared this browser's cookie).
  return useMutation({ mutationFn: confirmAccountDeletion, onSuccess: () => clearSession(queryClient, 'deleted') });
}
