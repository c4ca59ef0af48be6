import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { FAMILY_ROOT, familyKeys } from './keys';

/** POST /source: a new source, from the New source dialog (spec 001 section 2). */
export const createSource = (source: ApiRequestBody<typeof endpoints.createSource>) => api(endpoints.createSource, source).then((r) => r.source);

export const useCreateSource = () => useMutation({ mutationFn: createSource });

/** GET /sources: the family tree's sources by title, 50 a page; `q` keeps titles starting with it. */
export function useSourcesList(q: string) {
  const result = useInfiniteQuery({
    queryKey: familyKeys.sourceList(q),
    queryFn: ({ pageParam, signal }) => api(endpoints.listSources, { ...(q ? { q } : {}), ...(pageParam ? { page: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page ?? undefined,
    placeholderData: keepPreviousData,
  });
  const pages = result.data?.pages;
  const sources = useMemo(() => pages?.flatMap((page) => page.sources) ?? [], [pages]);
  return { ...result, sources };
}

/** GET /source/{id}: the source and what cites it, 50 citations a page. */
export function useSourcePage(id: string) {
  const result = useInfiniteQuery({
    queryKey: familyKeys.source(id),
    queryFn: ({ pageParam, signal }) => api(endpoints.getSource, { ...(pageParam ? { page: pageParam } : {}) }, { params: { id }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page ?? undefined,
  });
  const pages = result.data?.pages;
  const citations = useMemo(() => pages?.flatMap((page) => page.citations) ?? [], [pages]);
  return { ...result, source: pages?.[0]?.source, citations };
}

/**
 * POST /source/{id}: the source corrected. Its title shows wherever it is cited (citations, the
 * lists, the search), so everything of the family tree is read again as it is next shown.
 */
export function useUpdateSource(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: ApiRequestBody<typeof endpoints.updateSource>) => api(endpoints.updateSource, source, { params: { id } }).then((r) => r.source),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FAMILY_ROOT] }),
  });
}
