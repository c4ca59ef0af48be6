import { endpoints } from '@heirloom/shared/contracts/http-api';
import { MIN_LOCATION_QUERY_LENGTH } from '@heirloom/shared/contracts/photos-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { photoKeys } from './keys';

/** GET /locations?q=: place predictions, asked for from 4 characters (spec 001 sections 5 and 9). */
export function usePlaceSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: photoKeys.places(q),
    queryFn: ({ signal }) => api(endpoints.searchLocations, { q }, { signal }),
    enabled: q.length >= MIN_LOCATION_QUERY_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** GET /events?q=: the family's events whose name matches (the photo panel's event chooser). */
export function useEventSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: photoKeys.events(q),
    queryFn: async ({ signal }) => (await api(endpoints.searchEvents, { q }, { signal })).events,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /persons?q=: people by name (Filter by Person). */
export function usePersonSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: photoKeys.persons(q),
    queryFn: async ({ signal }) => (await api(endpoints.searchPersons, { q }, { signal })).persons,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
