import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportJobView } from '@heirloom/shared/contracts/gedcom-export';
import type { EXPORT_FORMATS } from '@heirloom/shared/contracts/family-constants';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { FAMILY_ROOT } from './keys';

/** How often an export still being written is asked about (progress also arrives over the realtime channel). */
export const EXPORT_POLL_MS = 1000;

export type GedcomExportVersion = (typeof EXPORT_FORMATS)[number];
export const gedcomExportKey = (id: string) => [FAMILY_ROOT, 'gedcom-export', id] as const;

export const isExportRunning = (job: ExportJobView | undefined) => job?.status === 'queued' || job?.status === 'running';

/** POST /export/gedcom: starts writing the tree's file (or answers with the family's export already under way). */
export const startGedcomExport = (version: GedcomExportVersion) => api(endpoints.startGedcomExport, { version }).then((r) => r.export);

/** GET /export/gedcom/{id}: status, people written of total and, when done, a short-lived download link. */
export const getGedcomExport = (id: string, signal?: AbortSignal) => api(endpoints.getGedcomExport, { params: { id }, signal }).then((r) => r.export);

export const gedcomExportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: gedcomExportKey(id),
    queryFn: ({ signal }) => getGedcomExport(id, signal),
    refetchInterval: (query) => (isExportRunning(query.state.data) || (query.state.data === undefined && query.state.status !== 'error') ? EXPORT_POLL_MS : false),
    refetchIntervalInBackground: true,
    // The download link lasts minutes: a finished export is asked again rather than served from cache.
    staleTime: 0,
    gcTime: 0,
  });

export const useGedcomExport = (id: string | null) => useQuery({ ...gedcomExportQueryOptions(id ?? ''), enabled: id !== null });

export function useStartGedcomExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGedcomExport,
    onSuccess: (job) => queryClient.setQueryData(gedcomExportKey(job.id), job),
  });
}
