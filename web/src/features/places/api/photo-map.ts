import { endpoints } from '@heirloom/shared/contracts/http-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placeKeys } from './keys';

/** GET /photos/map (optionally one person's): one point per place with photos, with its counts. */
export const photoMapQueryOptions = (personId: string | null) =>
  queryOptions({
    queryKey: placeKeys.map(personId),
    queryFn: ({ signal }) => api(endpoints.getPhotoMap, personId ? { person_id: personId } : {}, { signal }),
  });

export const usePhotoMap = (personId: string | null) => useQuery(photoMapQueryOptions(personId));
