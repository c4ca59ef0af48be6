import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { eventKeys } from './keys';

/** GET /event/{id}: the event with its participants. */
export const getEvent = (id: string, signal?: AbortSignal) => api(endpoints.getEvent, { params: { id }, signal }).then((r) => r.event);

export const eventQueryOptions = (id: string) => queryOptions({ queryKey: eventKeys.event(id), queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
