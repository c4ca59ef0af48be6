import { endpoints } from '@heirloom/shared/contracts/http-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placeKeys } from './keys';

/** GET /person/{id}/map: the places of a person's events and of the photos of them. */
export const personMapQueryOptions = (personId: string) =>
  queryOptions({
    queryKey: placeKeys.personMap(personId),
    queryFn: ({ signal }) => api(endpoints.personMap, { params: { id: personId }, signal }),
  });

export const usePersonMap = (personId: string) => useQuery(personMapQueryOptions(personId));

/** GET /event/{id}/map: where the event's place is, and its photos' GPS positions. */
export const eventMapQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: placeKeys.eventMap(eventId),
    queryFn: ({ signal }) => api(endpoints.eventMap, { params: { id: eventId }, signal }),
  });

export const useEventMap = (eventId: string) => useQuery(eventMapQueryOptions(eventId));
