import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { UserPreferencesRequest } from '@heirloom/shared/contracts/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from './messages';

/** GET /user_preferences. */
export const useUserPreferences = () => useQuery({ queryKey: messageKeys.preferences, queryFn: ({ signal }) => api(endpoints.getUserPreferences, { signal }) });

/** POST /user_preferences: the whole map. */
export function useSaveUserPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UserPreferencesRequest) => api(endpoints.saveUserPreferences, request),
    onSuccess: (saved) => queryClient.setQueryData(messageKeys.preferences, saved),
  });
}

/**
 * POST /user_preferences as the page goes (a closed tab, a typed address, a phone putting the tab
 * away): a keepalive request started in the same task as the page's pagehide, not a mutation, whose
 * awaits before the request can outlast a closing page. A page that was only hidden and comes back
 * finds the saved settings in its cache, as after the mutation.
 */
export function useSavePreferencesAsPageGoes() {
  const queryClient = useQueryClient();
  return (request: UserPreferencesRequest) =>
    api(endpoints.saveUserPreferences, request, { keepalive: true }).then((saved) => {
      queryClient.setQueryData(messageKeys.preferences, saved);
      return saved;
    });
}

/** POST /unsubscribe?token= from an e-mail's link. */
export const useUnsubscribe = () => useMutation({ mutationFn: (token: string) => api(endpoints.unsubscribe, { query: { token } }) });
