import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PERSON_SEARCH_DEFAULT, PERSON_SEARCH_MAX } from '@heirloom/shared/contracts/family';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /persons?q=: people with a name word starting with each typed word, the first `limit` of them. */
export const searchPeople = (q: string, signal?: AbortSignal, limit = PERSON_SEARCH_DEFAULT) =>
  api(endpoints.searchPersons, limit === PERSON_SEARCH_DEFAULT ? { q } : { q, limit }, { signal });

export const searchPeopleQueryOptions = (q: string, limit = PERSON_SEARCH_DEFAULT) =>
  queryOptions({
    queryKey: limit === PERSON_SEARCH_DEFAULT ? peopleKeys.search(q) : [...peopleKeys.search(q), { limit }],
    queryFn: ({ signal }) => searchPeople(q, signal, limit),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });

/** A picker's few matches. */
export const useSearchPeople = (q: string) => useQuery(searchPeopleQueryOptions(q.trim()));

/** The people page's results: as many as a page of search holds (PERSON_SEARCH_MAX), and whether more match. */
export const useSearchAllPeople = (q: string) => useQuery(searchPeopleQueryOptions(q.trim(), PERSON_SEARCH_MAX));
