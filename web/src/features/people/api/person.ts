import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /person/{id}. */
export const getPerson = (id: string, signal?: AbortSignal) => api(endpoints.getPerson, { params: { id }, signal }).then((r) => r.person);

export const personQueryOptions = (id: string) =>
  queryOptions({ queryKey: peopleKeys.person(id), queryFn: ({ signal }) => getPerson(id, signal) });

export const usePerson = (id: string) => useQuery(personQueryOptions(id));
