import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { SessionResponse } from '@heirloom/shared/contracts/system';
import { api, isApiError } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import { rememberHadAccount } from '../utils/had-account';

/** The signed-in caller, or null when signed out (the API answers 401). */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse | null> {
  try {
    const session = await api(endpoints.getSession, { signal });
    rememberHadAccount();
    return session;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const sessionQueryKey = ['accounts', 'session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
    // The visitor is waiting on a blank page for this answer: one quick retry, then say so.
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
  });

export const useSession = () => useQuery(sessionQueryOptions());
