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

/**
 * Whether the tree has anyone at all (the first page of GET /people), asked only when there is
 * nobody to centre on: with a person to start from, the tree is drawn straight away.
 */
export const useTreeHasPeople = (enabled = true) =>
  useQuery({
    queryKey: treeKeys.anyone(),
    queryFn: ({ signal }) => api(endpoints.listPeople, {}, { signal }).then((r) => r.people.length > 0),
    staleTime: 30_000,
    enabled,
  });
