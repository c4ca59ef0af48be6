import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { faceKeys } from './unnamed-people';

/** GET /faces/seen_once, a page at a time: faces that belong to nobody, for home's 'Who is this?' card. */
export const useFacesSeenOnce = () =>
  useInfiniteQuery({
    queryKey: faceKeys.seenOnce,
    queryFn: ({ pageParam, signal }) => api(endpoints.listFacesSeenOnce, pageParam ? { page: pageParam } : {}, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_page ?? undefined,
  });
