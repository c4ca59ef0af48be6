import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { PhotoView } from '@heirloom/shared/contracts/media';
import type { PhotoDetail } from '@heirloom/shared/contracts/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { photoKeys } from './keys';
import { markPhotoListsStale, updatePhotoInLists } from './photo-cache';

/**
 * POST /photo/{id}/favorite: the heart fills at once (every loaded list and the lightbox show it),
 * and goes back if the server says no. The Favourites list, when loaded, is read again after, so a
 * photo starred elsewhere joins it in its place by date.
 */
export function useFavoritePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ photo, favorite }: { photo: PhotoView; favorite: boolean }): Promise<PhotoDetail> => (await api(endpoints.favoritePhoto, { favorite }, { params: { id: photo.id } })).photo,
    onMutate: ({ photo, favorite }) => updatePhotoInLists(queryClient, { ...photo, favorite }),
    onError: (_error, { photo }) => updatePhotoInLists(queryClient, photo),
    onSuccess: (saved) => {
      queryClient.setQueryData(photoKeys.detail(saved.id), saved);
      updatePhotoInLists(queryClient, saved);
      void markPhotoListsStale(queryClient);
      // Every Favourites list (with No Date too): the key's filters match as a subset.
      void queryClient.invalidateQueries({ queryKey: photoKeys.list({ favorites: 'true' }) });
    },
  });
}

/**
 * POST /photos/favorite: the selection toolbar's Add to favourites (or Remove from favourites):
 * every loaded list shows the new stars once the server has them, and the Favourites lists are read again.
 */
export function useFavoritePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, favorite }: { ids: string[]; favorite: boolean }) => (await api(endpoints.favoritePhotos, { photos: ids, favorite })).photos,
    onSuccess: (saved) => {
      for (const photo of saved) updatePhotoInLists(queryClient, photo);
      void markPhotoListsStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: photoKeys.list({ favorites: 'true' }) });
    },
  });
}
