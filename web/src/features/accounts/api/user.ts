import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserView } from '@heirloom/shared/contracts/accounts';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, isApiError } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import { useSessionEndStore, type SessionEndReason } from '../stores/session-end-store';
import { rememberHadAccount } from '../utils/had-account';
import { useHydrated } from '../../../hooks/use-hydrated';

export const userQueryKey = ['accounts', 'user'] as const;

/** A 401 means signed out: that is an answer (null), not an error. */
async function userOrNull(request: Promise<{ user: UserView }>): Promise<UserView | null> {
  try {
    const { user } = await request;
    rememberHadAccount();
    return user;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/** GET /user: the signed-in user, or null when signed out. */
export const getUser = (signal?: AbortSignal): Promise<UserView | null> => userOrNull(api(endpoints.getUser, { signal }));

/** POST /token: slides the session forward and returns the user; null when the session is gone. */
export const refreshSession = (): Promise<UserView | null> => userOrNull(api(endpoints.refreshToken));

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 5 * 60_000,
    // The session keep-alive refreshes on focus (POST /token); a second request would add nothing.
    refetchOnWindowFocus: false,
    // The visitor is waiting on a blank page for this answer: one quick retry, then say so.
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
  });

/** The signed-in user (data), null when signed out, undefined while the first answer is awaited. */
export const useUser = () => useQuery(userQueryOptions());

/**
 * The user as the prerendered public pages show them: unknown while the page hydrates (the HTML
 * was drawn for a visitor nobody had signed in yet, and must match), the user once it has.
 */
export function usePublicPageUser(): UserView | null | undefined {
  const { data } = useUser();
  return useHydrated() ? data : undefined;
}

/** After a password, a code or a profile change: the answer carries the user; show it at once. */
export function storeSignedInUser(queryClient: QueryClient, user: UserView): void {
  rememberHadAccount();
  useSessionEndStore.getState().setReason(null);
  queryClient.setQueryData(userQueryKey, user);
}

/**
 * Forgets everything the signed-in person could see (other people's data must not linger in the
 * cache on a shared computer) and marks the visitor as signed out.
 */
export function clearSession(queryClient: QueryClient, reason: SessionEndReason): void {
  useSessionEndStore.getState().setReason(reason);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
  queryClient.setQueryData(userQueryKey, null);
}
