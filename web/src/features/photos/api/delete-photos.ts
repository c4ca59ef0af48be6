import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PLACES_ROOT, USER_QUERY_KEY } from './keys';
import { markPhotoListsStale, removePhotosFromLists } from './photo-cache';

/** POST /photos/delete (the toolbar's Delete selected Items) or DELETE /photo/{id} (the side panel's Delete). */
export function useDeletePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => (ids.length === 1 ? api(endpoints.deletePhoto, { params: { id: ids[0]! } }) : api(endpoints.deletePhotos, ids)),
    onSuccess: (_result, ids) => {
      removePhotosFromLists(queryClient, ids);
      void markPhotoListsStale(queryClient);
      // Space used and the map's counts changed with them.
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: [PLACES_ROOT] });
    },
  });
}
