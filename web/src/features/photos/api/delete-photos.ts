import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PLACES_ROOT, USER_QUERY_KEY, photoKeys } from './keys';
import { markPhotoListsStale, removePhotosFromLists } from './photo-cache';

/** POST /photos/delete (the toolbar's Delete selected Items) or DELETE /photo/{id} (the side panel's Delete): to Recently deleted. */
export function useDeletePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => (ids.length === 1 ? api(endpoints.deletePhoto, { params: { id: ids[0]! } }) : api(endpoints.deletePhotos, ids)),
    onSuccess: (_result, ids) => {
      removePhotosFromLists(queryClient, ids);
      void markPhotoListsStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: photoKeys.trash });
      // The map's counts and the user's has_photos changed with them (space is freed only when purged).
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: [PLACES_ROOT] });
    },
  });
}
