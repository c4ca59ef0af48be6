import type { PhotoView } from '@heirloom/shared/contracts/media';
import { useEffect, useMemo } from 'react';
import { usePhoto } from '../api/photo';
import { usePhotoList } from '../api/photo-list';
import type { StripFilters } from '../utils/filters';

/** Load more when the viewer gets this close to the end of what has loaded. */
const PREFETCH_AHEAD = 3;

/**
 * Where a photo stands in its list (the lightbox and the slideshow): the photo itself, its
 * neighbours, and the list's pages, fetched as far as the address's index needs (spec 001 section
 * 9: "Photo list page size 50 for lightbox index paging").
 */
export function useListPosition(photoId: string, filters: StripFilters, hintIndex: number | null) {
  const list = usePhotoList(filters);
  const { photos, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const index = useMemo(() => photos.findIndex((photo) => photo.id === photoId), [photos, photoId]);
  const single = usePhoto(index < 0 ? photoId : null);

  // Opened from a link deep in the list: page on until the photo (or the end) is reached.
  const wantMore = hasNextPage && !isFetchingNextPage && ((index < 0 && (hintIndex === null || photos.length <= hintIndex + PREFETCH_AHEAD)) || (index >= 0 && index >= photos.length - PREFETCH_AHEAD));
  useEffect(() => {
    if (wantMore) void fetchNextPage();
  }, [wantMore, fetchNextPage]);

  const photo: PhotoView | undefined = index >= 0 ? photos[index] : single.data;
  return {
    list,
    photos,
    index,
    photo,
    previous: index > 0 ? photos[index - 1] : undefined,
    next: index >= 0 ? photos[index + 1] : undefined,
    isLoading: !photo && (list.isPending || single.isPending || (index < 0 && (hasNextPage || isFetchingNextPage))),
    error: !photo ? (single.error ?? list.error) : null,
  };
}
