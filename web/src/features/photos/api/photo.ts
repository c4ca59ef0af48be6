import { endpoints } from '@heirloom/shared/contracts/http-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { photoKeys } from './keys';

/** GET /photo/{id}: the photo with its event, for the side panel and the lightbox. */
export const photoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: photoKeys.detail(id),
    queryFn: async ({ signal }) => (await api(endpoints.getPhoto, { params: { id }, signal })).photo,
  });

export const usePhoto = (id: string | null) => useQuery({ ...photoQueryOptions(id ?? ''), enabled: Boolean(id) });
