import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PEOPLE_PAGE_SIZE } from '@heirloom/shared/contracts/family-constants';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /people: A-Z by last name, 50 a page; `letter` keeps to last names starting with it. */
export const getPeoplePage = ({ cursor, letter, signal }: { cursor: string | null; letter: string | null; signal?: AbortSignal }) =>
  api(endpoints.listPeople, { ...(cursor ? { cursor } : {}), ...(letter ? { letter } : {}) }, { signal });

export const peopleListQueryOptions = (letter: string | null) =>
  infiniteQueryOptions({
    queryKey: peopleKeys.list(letter),
    queryFn: ({ pageParam, signal }) => getPeoplePage({ cursor: pageParam, letter, signal }),
    initialPageParam: null as string | null,
    // Spec 001 section 9: "People page size under 50 means no more pages".
    getNextPageParam: (last) => (last.cursor && last.people.length >= PEOPLE_PAGE_SIZE ? last.cursor : undefined),
  });

export const usePeopleList = (letter: string | null) => useInfiniteQuery(peopleListQueryOptions(letter));
