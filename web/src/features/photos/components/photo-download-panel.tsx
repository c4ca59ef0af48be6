import { Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { formatBytes } from '@heirloom/shared/rules/format-bytes';
import type { PhotoDownloadView } from '@heirloom/shared/contracts/photo-downloads';
import { useId } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useJobDownload } from '../../../hooks/use-job-download';
import { usePhotoDownload } from '../api/download-photos';
import { useStartAndFollowPhotoDownload } from '../hooks/use-start-photo-download';
import { usePhotoDownloadStore } from '../stores/photo-download-store';
import { countOf } from '../utils/format';

/** '12 of 23 photos and videos' */
const itemsText = (download: PhotoDownloadView) => `${download.items_written.toLocaleString('en')} of ${countOf(download.items_total, 'photo or video', 'photos and videos')}`;

/** The originals' size, rounded as an estimate is: 'about 118 MB', 'about 2.4 GB'. */
const aboutSize = (bytes: number) => `about ${formatBytes(bytes, bytes < 1024 ** 3 ? 0 : 1)}`;

/**
 * The zip of selected photos this tab asked for, in a small panel at the bottom of every page (as
 * Immich's downloads and Google Photos' 'Preparing download' show): how far it is while it is
 * prepared, and, once ready, its download starts by itself. Closed while it is prepared, it comes
 * back when the zip is ready or could not be made; closed then, it is done with. It sits in the
 * layout's BottomDock.
 */
export function PhotoDownloadPanel() {
  const { downloadId, photoIds, downloadedId, hidden, downloaded, hide, dismiss } = usePhotoDownloadStore();
  const job = usePhotoDownload(downloadId);
  const retry = useStartAndFollowPhotoDownload();
  const download = job.data;
  const downloadAgain = useJobDownload({ job: download, refetch: job.refetch, downloadedId, downloaded });
  const titleId = useId();

  if (!downloadId) return null;
  const failed = job.isError || download?.status === 'failed';
  const ready = !failed && download?.status === 'done';
  if (hidden && !failed && !ready) return null;

  const title = failed ? 'Your download could not be prepared' : ready ? 'Your download is ready' : 'Preparing your download';
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      w={{ md: 'sm' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      shadow="lg"
      ps="4"
      pe="2"
      py="3"
    >
      <HStack align="flex-start" gap="2">
        {/* The title says what changed (ready, failed) to a screen reader without taking focus from the page. */}
        <Text id={titleId} flex="1" pt="1" fontWeight="semibold" aria-live="polite">
          {title}
        </Text>
        {/* Closed while preparing, the zip is still made and downloaded; closed after, the panel is done with. */}
        <CloseButton size="xs" aria-label="Close" onClick={ready || failed ? dismiss : hide} />
      </HStack>
      <Stack gap="2" pe="2" pt="1" textStyle="sm">
        {failed ? (
          <>
            {/* red.700: fg.error (red.500) is under 4.5:1 on the panel. */}
            <Text role="alert" color="red.700">
              {retry.error?.message ?? download?.message ?? job.error?.message ?? 'Something went wrong. Please try again.'}
            </Text>
            <Button alignSelf="flex-start" size="xs" variant="outline" loading={retry.isPending} onClick={() => retry.start(photoIds)}>
              Try again
            </Button>
          </>
        ) : ready ? (
          <>
            <Text>
              {download.file_name} · {formatBytes(download.size ?? download.bytes_total, 1)}
            </Text>
            <Button alignSelf="flex-start" size="xs" variant="outline" loading={job.isFetching} onClick={() => void downloadAgain()}>
              Download again
            </Button>
          </>
        ) : download ? (
          <>
            <Text>
              {itemsText(download)} · {aboutSize(download.bytes_total)}
            </Text>
            <ProgressBar
              label="Download progress"
              fraction={download.status === 'queued' || download.items_total === 0 ? null : download.items_written / download.items_total}
              valueText={itemsText(download)}
            />
            <Text textStyle="xs" color="fg.muted">
              You can close this and go on: the download starts when the zip is ready.
            </Text>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
