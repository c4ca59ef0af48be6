import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../lib/api-client';

/** Under the family-history root ('family'), so a change to the tree refreshes what a picker found. */
const personSearchKey = (q: string) => ['family', 'persons', q] as const;

/** GET /persons?q=: people whose name words start with the words typed (spec 001 section 7). */
export const searchPersons = (q: string, signal?: AbortSignal) => api(endpoints.searchPersons, { q }, { signal }).then((r) => r.persons);

export const useSearchPersons = (q: string) =>
  useQuery({
    queryKey: personSearchKey(q),
    queryFn: ({ signal }) => searchPersons(q, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
