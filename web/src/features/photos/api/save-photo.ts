import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { PhotoDetail, savePhotoRequest } from '@heirloom/shared/contracts/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { FAMILY_ROOT, photoKeys, PLACES_ROOT } from './keys';
import { markPhotoListsStale, updatePhotoInLists } from './photo-cache';

export type PhotoChanges = z.input<typeof savePhotoRequest>;

/** POST /photo/{id}: the side panel's Save. A new event name makes a Custom event on the server. */
export function useSavePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: PhotoChanges }): Promise<PhotoDetail> => (await api(endpoints.savePhoto, changes, { params: { id } })).photo,
    onSuccess: (photo, { changes }) => {
      queryClient.setQueryData(photoKeys.detail(photo.id), photo);
      updatePhotoInLists(queryClient, photo);
      void markPhotoListsStale(queryClient);
      if (changes.event !== undefined) void queryClient.invalidateQueries({ queryKey: [FAMILY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: [PLACES_ROOT] });
    },
  });
}
