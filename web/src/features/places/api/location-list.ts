import type { PhotoView } from '@heirloom/shared/contracts/media';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client';
import { placeKeys } from './keys';

/** GET /locationlist/{id}: the photos at a place, page by page, and (on the first page) their events. */
export const locationListQueryOptions = (locationId: string, personId: string | null) =>
  infiniteQueryOptions({
    queryKey: placeKeys.locationList(locationId, personId),
    queryFn: ({ pageParam, signal }) =>
      api(endpoints.getLocationList, { ...(personId ? { person_id: personId } : {}), ...(pageParam ? { page: pageParam } : {}) }, { params: { locationId }, signal }),
    initialPageParam: null as string | null,
    // As the photo strip: a page with no photos marks the end.
    getNextPageParam: (last) => (last.photos.length === 0 ? undefined : (last.next_page ?? undefined)),
  });

export function useLocationList(locationId: string, personId: string | null) {
  const result = useInfiniteQuery(locationListQueryOptions(locationId, personId));
  const pages = result.data?.pages;
  const photos = useMemo(() => {
    const seen = new Set<string>();
    const all: PhotoView[] = [];
    for (const page of pages ?? []) {
      for (const photo of page.photos) {
        if (seen.has(photo.id)) continue;
        seen.add(photo.id);
        all.push(photo);
      }
    }
    return all;
  }, [pages]);
  return { ...result, photos, first: pages?.[0] };
}
