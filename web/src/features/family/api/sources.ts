import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
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
