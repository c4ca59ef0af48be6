import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /events/{personId}: the person's events in date order, each with the person's role. */
export const getPersonEvents = (personId: string, signal?: AbortSignal) =>
  api(endpoints.getPersonEvents, { params: { personId }, signal }).then((r) => r.events);

export const personEventsQueryOptions = (personId: string) =>
  queryOptions({ queryKey: peopleKeys.events(personId), queryFn: ({ signal }) => getPersonEvents(personId, signal) });

export const usePersonEvents = (personId: string, options: { enabled?: boolean; staleTime?: number } = {}) =>
  useQuery({ ...personEventsQueryOptions(personId), ...options });
