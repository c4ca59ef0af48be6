import { useStartPhotoDownload } from '../api/download-photos';
import { usePhotoDownloadStore } from '../stores/photo-download-store';

interface StartOptions {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

/**
 * POST /photos/download for these photos; the download panel then follows the new job (the
 * selection toolbar's Download, and the panel's Try again).
 */
export function useStartAndFollowPhotoDownload() {
  const mutation = useStartPhotoDownload();
  const follow = usePhotoDownloadStore((state) => state.follow);
  const start = (ids: string[], { onSuccess, onError }: StartOptions = {}) =>
    mutation.mutate(ids, {
      onSuccess: (download) => {
        follow(download.id, ids);
        onSuccess?.();
      },
      onError,
    });
  return { start, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
