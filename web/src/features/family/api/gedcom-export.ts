import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EXPORT_FORMATS } from '@heirloom/shared/contracts/family-constants';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { jobPollingOptions } from '../../../lib/job-polling';
import { FAMILY_ROOT } from './keys';

export type GedcomExportVersion = (typeof EXPORT_FORMATS)[number];
export const gedcomExportKey = (id: string) => [FAMILY_ROOT, 'gedcom-export', id] as const;

/** POST /export/gedcom: starts writing the tree's file (or answers with the family's export already under way). */
export const startGedcomExport = (version: GedcomExportVersion) => api(endpoints.startGedcomExport, { version }).then((r) => r.export);

/** GET /export/gedcom/{id}: status, people written of total and, when done, a short-lived download link. */
export const getGedcomExport = (id: string, signal?: AbortSignal) => api(endpoints.getGedcomExport, { params: { id }, signal }).then((r) => r.export);

export const gedcomExportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: gedcomExportKey(id),
    queryFn: ({ signal }) => getGedcomExport(id, signal),
    // Asked every second until done (progress also arrives over the realtime channel).
    ...jobPollingOptions,
  });

export const useGedcomExport = (id: string | null) => useQuery({ ...gedcomExportQueryOptions(id ?? ''), enabled: id !== null });

export function useStartGedcomExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGedcomExport,
    onSuccess: (job) => queryClient.setQueryData(gedcomExportKey(job.id), job),
  });
}
