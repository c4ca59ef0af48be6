import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /persons?q=: people with a name word starting with each typed word. */
export const searchPeople = (q: string, signal?: AbortSignal) => api(endpoints.searchPersons, { q }, { signal });

export const searchPeopleQueryOptions = (q: string) =>
  queryOptions({
    queryKey: peopleKeys.search(q),
    queryFn: ({ signal }) => searchPeople(q, signal),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });

export const useSearchPeople = (q: string) => useQuery(searchPeopleQueryOptions(q.trim()));
