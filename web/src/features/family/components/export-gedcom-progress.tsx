import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ExportJobView } from '@heirloom/shared/contracts/gedcom-export';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useJobDownload } from '../../../hooks/use-job-download';
import { useRealtimeMessages } from '../../../lib/realtime-react';
import { gedcomExportKey, useGedcomExport } from '../api/gedcom-export';
import { useGedcomExportStore } from '../stores/gedcom-export-store';

const people = (n: number) => n.toLocaleString('en-US');

/**
 * The export this tab asked for: how many people are written of the tree's, and, once the file is
 * ready, its download starts by itself (one click in all). Progress arrives over the realtime
 * channel and by asking every second.
 */
export function ExportGedcomProgress() {
  const { exportId, downloadedId, downloaded, dismiss } = useGedcomExportStore();
  const queryClient = useQueryClient();
  const job = useGedcomExport(exportId);

  useRealtimeMessages((message) => {
    if (message.type !== 'export_progress' || message.export_id !== exportId) return;
    if (message.status === 'done') {
      // The link is only in GET's answer.
      void queryClient.invalidateQueries({ queryKey: gedcomExportKey(message.export_id) });
      return;
    }
    queryClient.setQueryData<ExportJobView>(gedcomExportKey(message.export_id), (old) =>
      old && old.people_written <= message.people_written ? { ...old, status: message.status, people_written: message.people_written, people_total: message.people_total } : old,
    );
  });

  const data = job.data;
  const downloadAgain = useJobDownload({ job: data, refetch: job.refetch, downloadedId, downloaded });

  if (!exportId) return null;
  if (job.isError) {
    return (
      <Text role="alert" color="fg.error" textStyle="sm">
        We could not follow the export. Please try again.
      </Text>
    );
  }
  if (!data) return null;
  if (data.status === 'failed') {
    return (
      <HStack gap="2" role="alert" textStyle="sm">
        <Text color="fg.error">{data.message ?? 'The export failed. Please try again.'}</Text>
        <Button size="xs" variant="ghost" onClick={dismiss}>
          Dismiss
        </Button>
      </HStack>
    );
  }
  if (data.status === 'done') {
    return (
      <HStack gap="2" textStyle="sm" role="status">
        <Text>
          {data.version === 'gedzip'
            ? `Your GEDZIP file (${people(data.people_written)} people, ${data.media_written.toLocaleString('en-US')} photos and documents) is downloading.`
            : `Your GEDCOM file (${people(data.people_written)} people) is downloading.`}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void downloadAgain()}>
          Download again
        </Button>
        <Button size="xs" variant="ghost" onClick={dismiss}>
          Dismiss
        </Button>
      </HStack>
    );
  }
  // A GEDZIP writes its tree first, then the photos and documents: the second half has its own count.
  const addingMedia = data.media_total !== null && data.media_total > 0 && data.media_written > 0;
  const fraction = addingMedia ? Math.min(1, data.media_written / data.media_total!) : data.people_total ? Math.min(1, data.people_written / data.people_total) : null;
  return (
    <Stack gap="1" minW="14rem" role="status" aria-live="polite">
      <Text textStyle="sm" data-testid="gedcom-export-progress">
        {addingMedia
          ? `Adding photos and documents: ${data.media_written.toLocaleString('en-US')} of ${data.media_total!.toLocaleString('en-US')}`
          : data.people_total === null
            ? 'Preparing your GEDCOM file…'
            : `Exporting: ${people(data.people_written)} of ${people(data.people_total)} people`}
      </Text>
      <ProgressBar label="Export progress" fraction={fraction} />
    </Stack>
  );
}
