import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { MessageView } from '@heirloom/shared/contracts/messages';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const messageKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  recent: (limit: number) => ['messages', 'recent', limit] as const,
  one: (id: string) => ['messages', 'one', id] as const,
  preferences: ['messages', 'preferences'] as const,
};

/** GET /messages: pages of the user's messages, newest first. */
export const messagesInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.list,
    queryFn: ({ pageParam, signal }) => api(endpoints.listMessages, { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
export const useMessages = () => useInfiniteQuery(messagesInfiniteQuery());

/** The newest few, for a card (home) or a menu. */
export const useRecentMessages = (limit: number) =>
  useQuery(queryOptions({ queryKey: messageKeys.recent(limit), queryFn: ({ signal }) => api(endpoints.listMessages, { limit }, { signal }) }));

/** GET /message/{id}: opening a message marks it read, so the lists are read again after. */
export function useMessage(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.one(id),
    queryFn: async ({ signal }) => {
      const result = await api(endpoints.getMessage, { params: { id }, signal });
      void queryClient.invalidateQueries({ queryKey: messageKeys.list });
      void queryClient.invalidateQueries({ queryKey: ['messages', 'recent'] });
      return result;
    },
    retry: false,
  });
}

export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => api(endpoints.markMessageRead, { read }, { params: { id } }),
    onSuccess: (result) => {
      queryClient.setQueryData(messageKeys.one(result.message.id), result);
      void queryClient.invalidateQueries({ queryKey: messageKeys.list });
      void queryClient.invalidateQueries({ queryKey: ['messages', 'recent'] });
    },
  });
}

export type { MessageView };
