import type { ExportJobStatus } from '@heirloom/shared/contracts/gedcom-export';

/** How often a job still being written (a GEDCOM export, a zip of photos) is asked about. */
export const JOB_POLL_MS = 1000;

interface Job {
  status: ExportJobStatus;
}

export const isJobRunning = (job: Job | undefined): boolean => job?.status === 'queued' || job?.status === 'running';

/**
 * Query options for a job followed to its end: asked every second until it is done or failed
 * (also in a background tab, where the download should still start), and never served from
 * cache, because a finished job's download link lasts only minutes.
 */
export const jobPollingOptions = {
  refetchInterval: (query: { state: { data: Job | undefined; status: string } }) =>
    isJobRunning(query.state.data) || (query.state.data === undefined && query.state.status !== 'error') ? JOB_POLL_MS : false,
  refetchIntervalInBackground: true,
  staleTime: 0,
  gcTime: 0,
} as const;
