import type { ExportJobStatus } from '@heirloom/shared/contracts/gedcom-export';
import type { QueryObserverResult } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { startDownload } from '../lib/start-download';

/** What a job that ends in a file (a GEDCOM export, a zip of photos) answers. */
export interface DownloadableJob {
  id: string;
  status: ExportJobStatus;
  file_name: string;
  download_url: string | null;
}

interface JobDownloadOptions<J extends DownloadableJob> {
  job: J | undefined;
  refetch: () => Promise<QueryObserverResult<J>>;
  /** The job whose file has already been started (kept in a store, so a remount does not start it twice). */
  downloadedId: string | null;
  downloaded: (jobId: string) => void;
}

/**
 * A followed job's file: its download starts by itself once the job is done (one click in all),
 * and the returned `downloadAgain` asks the job again for a fresh link (a link lasts minutes).
 */
export function useJobDownload<J extends DownloadableJob>({ job, refetch, downloadedId, downloaded }: JobDownloadOptions<J>): () => Promise<void> {
  useEffect(() => {
    if (job?.status === 'done' && job.download_url && downloadedId !== job.id) {
      downloaded(job.id);
      startDownload(job.download_url, job.file_name);
    }
  }, [job, downloadedId, downloaded]);

  return useCallback(async () => {
    const fresh = await refetch();
    if (fresh.data?.download_url) startDownload(fresh.data.download_url, fresh.data.file_name);
  }, [refetch]);
}
