import { endpoints } from '@heirloom/shared/contracts/http-api';
import type { PhotoDownloadView } from '@heirloom/shared/contracts/photo-downloads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobPollingOptions } from '../../../lib/job-polling';
import { photoKeys } from './keys';

export const photoDownloadKey = (id: string) => [...photoKeys.all, 'download', id] as const;

/** POST /photos/download: starts putting the selection's originals into one zip. */
export const startPhotoDownload = (ids: string[]) => api(endpoints.startPhotoDownload, { photos: ids }).then((r) => r.download);

/** GET /photos/download/{id}: how far the zip is and, once done, a short-lived link to it. */
export const getPhotoDownload = (id: string, signal?: AbortSignal) => api(endpoints.getPhotoDownload, { params: { id }, signal }).then((r) => r.download);

export const photoDownloadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: photoDownloadKey(id),
    queryFn: ({ signal }) => getPhotoDownload(id, signal),
    ...jobPollingOptions,
  });

export const usePhotoDownload = (id: string | null) => useQuery({ ...photoDownloadQueryOptions(id ?? ''), enabled: id !== null });

/** The POST's answer is the job's first state: the progress shows it at once, without asking again. */
export function useStartPhotoDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPhotoDownload,
    onSuccess: (download: PhotoDownloadView) => queryClient.setQueryData(photoDownloadKey(download.id), download),
  });
}
