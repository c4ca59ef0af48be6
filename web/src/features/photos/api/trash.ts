import { endpoints } from '@heirloom/shared/contracts/http-api';
import { BULK_PHOTO_LIMIT } from '@heirloom/shared/contracts/photos';
import type { TrashedPhotoView, TrashResponse } from '@heirloom/shared/contracts/trash';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client';
import { PLACES_ROOT, USER_QUERY_KEY, photoKeys } from './keys';
import { markPhotoListsStale } from './photo-cache';

/** GET /photos/trash: the viewer's Recently deleted, most recently deleted first, 50 a page. */
export const trashQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: photoKeys.trash,
    queryFn: ({ pageParam, signal }) => api(endpoints.listTrash, pageParam ? { page: pageParam } : {}, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TrashResponse) => (last.photos.length === 0 ? undefined : (last.next_page ?? undefined)),
  });

export function useTrash() {
  const result = useInfiniteQuery(trashQueryOptions());
  const pages = result.data?.pages;
  const photos = useMemo(() => {
    const seen = new Set<string>();
    return (pages ?? []).flatMap((page) => page.photos).filter((photo: TrashedPhotoView) => !seen.has(photo.id) && Boolean(seen.add(photo.id)));
  }, [pages]);
  return { ...result, photos };
}

/** Sends a selection in requests of at most BULK_PHOTO_LIMIT ids, one after another; answers the count. */
async function inBatches(ids: readonly string[], send: (ids: string[]) => Promise<{ count: number }>): Promise<number> {
  let count = 0;
  for (let at = 0; at < ids.length; at += BULK_PHOTO_LIMIT) count += (await send(ids.slice(at, at + BULK_PHOTO_LIMIT))).count;
  return count;
}

/** The trash, the photo lists, the map's counts and the space used all change with a restore or a purge. */
function refreshAfterTrashChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: photoKeys.trash });
  void markPhotoListsStale(queryClient);
  void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: [PLACES_ROOT] });
}

const restore = (ids: readonly string[]) => inBatches(ids, (batch) => api(endpoints.restoreTrash, { ids: batch }));

/** POST /photos/trash/restore. */
export function useRestoreTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restore,
    onSettled: () => refreshAfterTrashChange(queryClient),
  });
}

/**
 * Restores photos from outside any screen (a notice's Undo, pressed after the panel that deleted
 * them has closed, when no hook of it is mounted any more); answers how many came back. The list
 * on screen is read again at once, so they reappear where they were.
 */
export async function restoreFromTrash(queryClient: QueryClient, ids: readonly string[]): Promise<number> {
  try {
    return await restore(ids);
  } finally {
    refreshAfterTrashChange(queryClient);
    void queryClient.invalidateQueries({ queryKey: photoKeys.lists, refetchType: 'active' });
  }
}

/** POST /photos/trash/delete: Delete forever. */
export function useDeleteForever() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => inBatches(ids, (batch) => api(endpoints.deleteTrashForever, { ids: batch })),
    onSettled: () => refreshAfterTrashChange(queryClient),
  });
}

/** POST /photos/trash/empty. */
export function useEmptyTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(endpoints.emptyTrash),
    onSettled: () => refreshAfterTrashChange(queryClient),
  });
}
