import type { FaceView } from '@heirloom/shared/contracts/faces';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { PhotosResponse } from '@heirloom/shared/contracts/photos';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client';
import { sortNewestFirst } from '../utils/date-groups';
import { photosApiQuery, type PhotoListQuery, type StripFilters } from '../utils/filters';
import { photoKeys } from './keys';

type ListQuery = Omit<PhotoListQuery, 'page'>;

/** GET /photos: one page of 50 (spec 000 section 9), newest taken first, undated last. */
export const getPhotosPage = (query: ListQuery, page: string | null, signal?: AbortSignal) =>
  api(endpoints.listPhotos, { ...query, ...(page ? { page } : {}) }, { signal });

/**
 * Spec 000 section 4: "a page that returns no photos marks the end". The server also says when it
 * has no more (next_page null); either ends the list.
 */
export const nextPhotoPage = (last: PhotosResponse): string | undefined => (last.photos.length === 0 ? undefined : (last.next_page ?? undefined));

export const photoListQueryOptions = (query: ListQuery) =>
  infiniteQueryOptions({
    queryKey: photoKeys.list(query),
    queryFn: ({ pageParam, signal }) => getPhotosPage(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextPhotoPage,
    // A long scroll holds hundreds of pages, and refetching re-reads every one of them in turn:
    // edits, uploads and corrections update the loaded pages in place instead.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

/** Every loaded photo once (an upload added on top may come again in a later page), in date order. */
export function loadedPhotos(pages: readonly PhotosResponse[] | undefined): PhotoView[] {
  if (!pages) return [];
  const seen = new Set<string>();
  const photos: PhotoView[] = [];
  for (const page of pages) {
    for (const photo of page.photos) {
      if (seen.has(photo.id)) continue;
      seen.add(photo.id);
      photos.push(photo);
    }
  }
  return sortNewestFirst(photos);
}

/** The faces the loaded pages brought, by photo id (the cards draw them). */
export function loadedFaces(pages: readonly PhotosResponse[] | undefined): Readonly<Record<string, readonly FaceView[]>> {
  const faces: Record<string, readonly FaceView[]> = {};
  for (const page of pages ?? []) Object.assign(faces, page.faces);
  return faces;
}

/** The strip's list for these filters: the infinite query and its photos, flattened and in order. */
export function usePhotoList(filters: StripFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useMemo(() => photosApiQuery(filters), [filters]);
  const result = useInfiniteQuery({ ...photoListQueryOptions(query), enabled });
  const pages = result.data?.pages;
  const photos = useMemo(() => loadedPhotos(pages), [pages]);
  const faces = useMemo(() => loadedFaces(pages), [pages]);
  const first = pages?.[0];
  return { ...result, photos, faces, first, apiQuery: query };
}
