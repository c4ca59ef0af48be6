import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clearSession, refreshSession, storeSignedInUser, useUser } from '../api/user';

/** How often a signed-in session is refreshed while the app is open. */
export const SESSION_REFRESH_INTERVAL_MS = 10 * 60_000;

/**
 * The spec's token refresh: while someone is signed in, POST /token on start, every 10 minutes
 * and when the window regains focus (at most once a minute). It keeps the session alive and the
 * user (plan, trial, storage) current; a 401 means the session is over, so the client forgets it
 * and the guard sends the person to /welcome with redirect_to. Other failures (offline) wait for
 * the next turn rather than signing anyone out.
 */
export function useSessionKeepAlive(): void {
  const queryClient = useQueryClient();
  const signedIn = Boolean(useUser().data);
  useQuery({
    queryKey: ['accounts', 'session-refresh'],
    queryFn: async () => {
      const user = await refreshSession();
      if (user) storeSignedInUser(queryClient, user);
      else clearSession(queryClient, 'expired');
      return Date.now();
    },
    enabled: signedIn,
    refetchInterval: SESSION_REFRESH_INTERVAL_MS,
    refetchOnWindowFocus: true,
    staleTime: 60_000,
    retry: false,
  });
}
