import { endpoints } from '@heirloom/shared/contracts/http-api';
import { MIN_LOCATION_QUERY_LENGTH } from '@heirloom/shared/contracts/photos-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The searches several screens share (the pickers, the photo filters, the invite link, the top bar's
 * search), each asked for once per term whoever asks. People, events and sources sit under the
 * family-history root ('family') and places under 'photos', the roots edits there invalidate, so a
 * change to the tree or a photo's place refreshes what a search found.
 */
export const searchKeys = {
  persons: (q: string) => ['family', 'persons', q] as const,
  events: (q: string) => ['family', 'event-search', q] as const,
  sources: (q: string) => ['family', 'source-search', q] as const,
  places: (q: string) => ['photos', 'place-search', q] as const,
  photos: (q: string) => ['photos', 'photo-search', q] as const,
};

/** GET /persons?q=: people with a name word starting with each word typed (spec 001 section 7), and whether more match. */
export function usePersonSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: searchKeys.persons(q),
    queryFn: ({ signal }) => api(endpoints.searchPersons, { q }, { signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /events?q=: the family's events whose name starts with the text typed. */
export function useEventSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: searchKeys.events(q),
    queryFn: async ({ signal }) => (await api(endpoints.searchEvents, { q }, { signal })).events,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /source/search?q=: the family tree's sources with a word of their title starting with each word typed. */
export function useSourceSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: searchKeys.sources(q),
    queryFn: async ({ signal }) => (await api(endpoints.searchSources, { q }, { signal })).sources,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /locations?q=: the user's places, then place predictions, asked for from 4 characters (spec 001 sections 5 and 9). */
export function usePlaceSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: searchKeys.places(q),
    queryFn: ({ signal }) => api(endpoints.searchLocations, { q }, { signal }),
    enabled: q.length >= MIN_LOCATION_QUERY_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** GET /photos/search?q=: the family's photos and videos with a place, caption or file name word starting with each word typed. */
export function usePhotoSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: searchKeys.photos(q),
    queryFn: ({ signal }) => api(endpoints.searchPhotos, { q }, { signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
