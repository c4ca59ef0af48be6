import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api, type ApiRequestBody } from '../../../lib/api-client';
import { familyKeys } from './keys';

/** GET /source/search?q=: sources whose title starts with the text typed. */
export const searchSources = (q: string, signal?: AbortSignal) => api(endpoints.searchSources, { q }, { signal }).then((r) => r.sources);

export const useSearchSources = (q: string) =>
  useQuery({
    queryKey: familyKeys.sourceSearch(q),
    queryFn: ({ signal }) => searchSources(q, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

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
