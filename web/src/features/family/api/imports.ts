import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportView } from '@heirloom/shared/contracts/family';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { familyKeys } from './keys';

/** How often a running import is asked about (the brief: every second until it is done). */
export const IMPORT_POLL_MS = 1000;

/** An import still being written, or being removed: asked about every second. */
const isRunning = (record: ImportView | undefined) => record?.status === 'running' || (record?.removal !== null && record?.removal !== undefined && record.removal.status !== 'done');

/** GET /imports/{id}: status, counts so far, and at the end the warnings with their line numbers. */
export const getImport = (id: string, signal?: AbortSignal) => api(endpoints.getImport, { params: { id }, signal }).then((r) => r.import);

export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: familyKeys.import(id),
    queryFn: ({ signal }) => getImport(id, signal),
    refetchInterval: (query) => (isRunning(query.state.data) || (query.state.data === undefined && query.state.status !== 'error') ? IMPORT_POLL_MS : false),
    refetchIntervalInBackground: true,
  });

export const useImport = (id: string) => useQuery(importQueryOptions(id));

/**
 * GET /imports/{id}/warnings?page=: the import's warnings after its report's own, a page (about
 * 100 KB) at a time, asked for as the list is scrolled; `pages` is how many there are.
 */
export const useImportWarningPages = (id: string, pages: number) =>
  useInfiniteQuery({
    queryKey: familyKeys.importWarnings(id),
    queryFn: ({ pageParam, signal }) => api(endpoints.getImportWarnings, { page: pageParam }, { params: { id }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
    enabled: pages > 0,
    // A finished import's warnings never change.
    staleTime: Infinity,
  });

/** GET /imports: the newest imports first; polled while one of them is still running. */
export const listImports = (signal?: AbortSignal) => api(endpoints.listImports, {}, { signal }).then((r) => r.imports);

export const useRecentImports = () =>
  useQuery({
    queryKey: familyKeys.imports,
    queryFn: ({ signal }) => listImports(signal),
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? IMPORT_POLL_MS : false),
  });

/** POST /imports/{id}/remove: queues 'Remove this import'; the run comes back with its removal under way. */
export const removeImport = ({ id, removeEdited }: { id: string; removeEdited: boolean }) =>
  api(endpoints.removeImport, { remove_edited: removeEdited }, { params: { id } }).then((r) => r.import);

export function useRemoveImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeImport,
    onSuccess: (record) => {
      queryClient.setQueryData(familyKeys.import(record.id), record);
      void queryClient.invalidateQueries({ queryKey: familyKeys.imports, exact: true });
    },
  });
}
