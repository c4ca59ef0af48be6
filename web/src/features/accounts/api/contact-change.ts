import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { clearSession, storeSignedInUser } from './user';

/** POST /user/reauth_code: for accounts without a password, a code that confirms a change. */
export const sendReauthCode = () => api(endpoints.sendReauthCode);
export const useSendReauthCode = () => useMutation({ mutationFn: sendReauthCode });

/** POST /user/confirm_contact: the code sent to a new e-mail or phone; it becomes a login. */
export const confirmContact = (request: { login_id: string; code: string }) => api(endpoints.confirmContact, request);

export function useConfirmContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmContact, onSuccess: ({ user }) => storeSignedInUser(queryClient, user) });
}

/** POST /undo_change/{user_id}: from the link the old address got; every session of the account ends. */
export const undoContactChange = ({ userId, key }: { userId: string; key: string }) =>
  api(endpoints.undoContactChange, { key }, { params: { user_id: userId } });

export function useUndoContactChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoContactChange, onSuccess: () => clearSession(queryClient, 'logout') });
}
