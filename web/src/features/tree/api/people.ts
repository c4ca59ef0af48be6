import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { treeKeys } from './keys';

/** GET /persons?q=: people of the tree whose names match, for the find box and the chooser. */
export const useFindPeople = (text: string) =>
  useQuery({
    queryKey: treeKeys.search(text.trim()),
    queryFn: ({ signal }) => api(endpoints.searchPersons, { q: text.trim() }, { signal }).then((r) => r.persons),
    enabled: text.trim().length > 0,
    staleTime: 30_000,
  });

/** Whether the tree has anyone at all (the first page of GET /people). */
export const useTreeHasPeople = () =>
  useQuery({
    queryKey: treeKeys.anyone(),
    queryFn: ({ signal }) => api(endpoints.listPeople, {}, { signal }).then((r) => r.people.length > 0),
    staleTime: 30_000,
  });
