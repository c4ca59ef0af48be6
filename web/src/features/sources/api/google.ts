import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { GoogleMediaItem } from '@heirloom/shared/contracts/sources';
import { api } from '../../../lib/api-client';

/** POST /google/sessions: a new picking session; the person picks at its picker_uri. */
export const createGoogleSession = () => api(endpoints.googleCreateSession);

/** GET /google/sessions/{id}: polled until the person is done picking. */
export const fetchGoogleSession = (sessionId: string, signal?: AbortSignal) => api(endpoints.googleSession, { params: { session_id: sessionId }, signal });

/**
 * The picked items, 100 a page with Google's page token (GET /google/media_items), each page
 * checked against what the family already has (POST /check_photos_exists) so those are not offered.
 */
export const googlePickedQuery = (sessionId: string) =>
  infiniteQueryOptions({
    queryKey: ['google-picked', sessionId],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const page = await api(endpoints.googleMediaItems, { session_id: sessionId, page_token: pageParam ?? undefined }, { signal });
      const ids = page.items.map((item) => item.id);
      const known = ids.length ? await api(endpoints.checkPhotosExists, { source_type: 'google', source_ids: ids }, { signal }) : {};
      return { items: page.items, known: Object.keys(known), nextPageToken: page.next_page_token };
    },
    getNextPageParam: (last) => last.nextPageToken,
    staleTime: 5 * 60_000,
  });

export function useGooglePicked(sessionId: string) {
  const query = useInfiniteQuery(googlePickedQuery(sessionId));
  const pages = query.data?.pages ?? [];
  return { ...query, items: pages.flatMap((page) => page.items), known: new Set(pages.flatMap((page) => page.known)) };
}

/** POST /google/thumbnails: up to 25 thumbnails as data URLs, keyed by base URL. */
export const fetchGoogleThumbnails = (baseUrls: string[]) => api(endpoints.googleThumbnails, { base_urls: baseUrls });

/**
 * DELETE /google/sessions/{id}: the person is done with this picking session. The back end deletes
 * it at Google once the photos chosen from it are fetched (their addresses die with the session).
 */
export const releaseGoogleSession = (sessionId: string) => api(endpoints.googleReleaseSession, { params: { session_id: sessionId } });

/** POST /external_import: the back end fetches the originals with the person's token. */
export const importFromGoogle = (sessionId: string, items: GoogleMediaItem[]) =>
  api(endpoints.externalImport, { system_type: 'google', session_id: sessionId, items: items.map((item) => ({ id: item.id, name: item.name, path: item.base_url, created: item.created ?? undefined })) });
