import { Button } from '@chakra-ui/react';
import { DownloadIcon } from '../../../components/ui/icons';
import { toaster } from '../../../components/ui/toaster';
import { useDownloadPhoto } from '../api/download-photo';
import { useStartAndFollowPhotoDownload } from '../hooks/use-start-photo-download';

const couldNotStart = (error: Error) => toaster.create({ type: 'error', title: 'Your download could not start', description: error.message });

/**
 * The selection toolbar's Download (any member may, as in Google Photos and Immich): one photo or
 * video downloads as it is; several are put into one zip first, which the download panel follows
 * until it is ready and then downloads.
 */
export function DownloadSelectionButton({ ids, onStarted }: { ids: string[]; onStarted: () => void }) {
  const single = useDownloadPhoto();
  const zip = useStartAndFollowPhotoDownload();
  const download = () => {
    if (ids.length === 1) single.mutate(ids[0]!, { onSuccess: onStarted, onError: couldNotStart });
    else zip.start(ids, { onSuccess: onStarted, onError: couldNotStart });
  };
  return (
    <Button size={{ base: 'xs', md: 'sm' }} bg="bg.panel" variant="outline" loading={single.isPending || zip.isPending} onClick={download}>
      <DownloadIcon /> Download
    </Button>
  );
}
