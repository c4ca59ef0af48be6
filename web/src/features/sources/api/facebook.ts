import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { FacebookPhoto } from '@heirloom/shared/contracts/sources';
import { api } from '../../../lib/api-client';

/**
 * The person's Facebook photos, 25 a page (GET /facebook/photos), each page checked against what
 * the family already has (POST /check_photos_exists) so those are not offered again.
 */
export const facebookPhotosQuery = () =>
  infiniteQueryOptions({
    queryKey: ['facebook-photos'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const page = await api(endpoints.facebookPhotos, { after: pageParam ?? undefined }, { signal });
      const ids = page.photos.map((photo) => photo.id);
      const known = ids.length ? await api(endpoints.checkPhotosExists, { source_type: 'facebook', source_ids: ids }, { signal }) : {};
      return { photos: page.photos, known: Object.keys(known), after: page.after };
    },
    getNextPageParam: (last) => last.after,
    staleTime: 60_000,
  });

export function useFacebookPhotos() {
  const query = useInfiniteQuery(facebookPhotosQuery());
  const pages = query.data?.pages ?? [];
  return { ...query, photos: pages.flatMap((page) => page.photos), known: new Set(pages.flatMap((page) => page.known)) };
}

/** POST /external_import: the back end asks Facebook for each photo by id and fetches it. */
export const importFromFacebook = (photos: FacebookPhoto[]) =>
  api(endpoints.externalImport, { system_type: 'facebook', items: photos.map((photo) => ({ id: photo.id, name: `facebook-${photo.id}.jpg` })) });
