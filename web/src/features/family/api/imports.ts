import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportView } from '@heirloom/shared/contracts/family';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { familyKeys } from './keys';

/** How often a running import is asked about (the brief: every second until it is done). */
export const IMPORT_POLL_MS = 1000;

const isRunning = (record: ImportView | undefined) => record?.status === 'running';

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

/** GET /imports: the newest imports first; polled while one of them is still running. */
export const listImports = (signal?: AbortSignal) => api(endpoints.listImports, {}, { signal }).then((r) => r.imports);

export const useRecentImports = () =>
  useQuery({
    queryKey: familyKeys.imports,
    queryFn: ({ signal }) => listImports(signal),
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? IMPORT_POLL_MS : false),
  });
