import { endpoints } from '@heirloom/shared/contracts/http-api';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { photoKeys } from './keys';
import { wasDeletedHere } from './photo-cache';

/** GET /photo/{id}: the photo with its event, for the side panel and the lightbox. */
export const photoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: photoKeys.detail(id),
    queryFn: async ({ signal }) => (await api(endpoints.getPhoto, { params: { id }, signal })).photo,
  });

/** A photo deleted here is not asked for again: the lightbox it was deleted in moves on from it. */
export function usePhoto(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({ ...photoQueryOptions(id ?? ''), enabled: id !== null && id !== '' && !wasDeletedHere(queryClient, id) });
}
