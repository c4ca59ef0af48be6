import type { DuplicateGroup } from '@heirloom/shared/contracts/duplicates';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client';
import { PHOTO_LISTS_QUERY_KEY } from '../../../lib/photo-list-cache';

export const duplicateKeys = { groups: ['duplicates', 'groups'] as const };

/** The user (space used) is the accounts feature's key: deleting copies frees space. */
const USER_QUERY_KEY = ['accounts', 'user'] as const;

/** GET /duplicates: the family's groups of near-identical photos, newest first, a page at a time. */
export const duplicateGroupsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: duplicateKeys.groups,
    queryFn: ({ pageParam, signal }) => api(endpoints.listNearDuplicates, pageParam ? { page: pageParam } : {}, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page ?? undefined,
  });

export function useDuplicateGroups() {
  const result = useInfiniteQuery(duplicateGroupsQueryOptions());
  const pages = result.data?.pages;
  const groups = useMemo(() => {
    const seen = new Set<string>();
    const all: DuplicateGroup[] = [];
    for (const group of (pages ?? []).flatMap((page) => page.groups)) {
      if (seen.has(group.id)) continue;
      seen.add(group.id);
      all.push(group);
    }
    return all;
  }, [pages]);
  return { ...result, groups };
}

/** Takes a resolved group off the pages already loaded, so the list does not jump while it refetches. */
function withoutGroup(queryClient: ReturnType<typeof useQueryClient>, groupId: string) {
  queryClient.setQueryData(duplicateKeys.groups, (data: ReturnType<typeof useDuplicateGroups>['data']) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, groups: page.groups.filter((group) => group.id !== groupId) })) } : data,
  );
}

/** POST /duplicates/keep: face names, event and description move to the kept photo; the others are deleted. */
export function useKeepDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keep, remove }: { groupId: string; keep: string; remove: string[] }) => api(endpoints.keepNearDuplicate, { keep, remove }),
    onSuccess: (_result, { groupId }) => {
      withoutGroup(queryClient, groupId);
      void queryClient.invalidateQueries({ queryKey: PHOTO_LISTS_QUERY_KEY, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

/** POST /duplicates/dismiss: "Not duplicates", for good. */
export function useDismissDuplicates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photos }: { groupId: string; photos: string[] }) => api(endpoints.dismissNearDuplicates, { photos }),
    onSuccess: (_result, { groupId }) => withoutGroup(queryClient, groupId),
  });
}
