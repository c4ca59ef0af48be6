import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { PushSubscriptionRequest } from '@heirloom/shared/contracts/web-push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from './messages';

const webPushKey = [...messageKeys.preferences, 'web-push'] as const;

/** GET /web_push: the server's VAPID public key (null: pushes are not set up) and the browsers subscribed. */
export const useWebPush = () => useQuery({ queryKey: webPushKey, queryFn: ({ signal }) => api(endpoints.getWebPush, { signal }) });

/** POST /push_subscription and DELETE /push_subscription: this browser in or out. */
export function useSavePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: PushSubscriptionRequest) => api(endpoints.savePushSubscription, subscription),
    onSuccess: (saved) => queryClient.setQueryData(webPushKey, saved),
  });
}

export function useDeletePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) => api(endpoints.deletePushSubscription, { endpoint }),
    onSuccess: (saved) => queryClient.setQueryData(webPushKey, saved),
  });
}
