import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { UserPreferencesRequest } from '@heirloom/shared/contracts/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from './messages';

/** GET /user_preferences. */
export const useUserPreferences = () => useQuery({ queryKey: messageKeys.preferences, queryFn: ({ signal }) => api(endpoints.getUserPreferences, { signal }) });

/** POST /user_preferences: the whole map; `keepalive` when the page is going away. */
export function useSaveUserPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, keepalive = false }: { request: UserPreferencesRequest; keepalive?: boolean }) => api(endpoints.saveUserPreferences, request, { keepalive }),
    onSuccess: (saved) => queryClient.setQueryData(messageKeys.preferences, saved),
  });
}

/** POST /unsubscribe?token= from an e-mail's link. */
export const useUnsubscribe = () => useMutation({ mutationFn: (token: string) => api(endpoints.unsubscribe, { query: { token } }) });
