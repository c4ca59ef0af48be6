import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startDownload } from '../../../lib/start-download';

/** GET /photo/{id}/download: the original as uploaded, under its own name. */
export function useDownloadPhoto() {
  return useMutation({
    mutationFn: (id: string) => api(endpoints.downloadPhoto, { params: { id } }),
    onSuccess: (download) => startDownload(download.url, download.file_name),
  });
}
