import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { clearSession } from './user';

/** POST /logout: the server forgets the session and clears the cookie. */
export const logOut = () => api(endpoints.logout);

/** Logs out, then forgets the user; the guard then sends the browser to /welcome. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logOut, onSuccess: () => clearSession(queryClient, 'logout') });
}
