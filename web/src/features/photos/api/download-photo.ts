import { endpoints } from '@heirloom/shared/contracts/http-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Starts the browser's download of a signed link (the server marks it as an attachment). */
export function startDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** GET /photo/{id}/download: the original as uploaded, under its own name. */
export function useDownloadPhoto() {
  return useMutation({
    mutationFn: (id: string) => api(endpoints.downloadPhoto, { params: { id } }),
    onSuccess: (download) => startDownload(download.url, download.file_name),
  });
}
