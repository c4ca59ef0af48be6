import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { bulkUpdateRequest } from '@heirloom/shared/contracts/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { FAMILY_ROOT, PLACES_ROOT } from './keys';
import { markPhotoListsStale, updatePhotoInLists } from './photo-cache';

export type BulkChanges = Omit<z.input<typeof bulkUpdateRequest>, 'photos'>;

/** POST /photos: Update Selected Items sets the place, event and date of every selected photo at once. */
export function useUpdatePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, changes }: { ids: string[]; changes: BulkChanges }) => api(endpoints.updatePhotos, { photos: ids, ...changes }),
    onSuccess: (result, { changes }) => {
      for (const photo of result.photos) updatePhotoInLists(queryClient, photo);
      void markPhotoListsStale(queryClient);
      if (changes.event !== undefined) void queryClient.invalidateQueries({ queryKey: [FAMILY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: [PLACES_ROOT] });
    },
  });
}
