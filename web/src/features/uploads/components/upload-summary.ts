import type { UploadCounts } from '../stores/upload-queue-state';

const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** '2 uploading · 1 processing · 5 complete · 1 failed', leaving out what is zero. */
export function uploadSummary(counts: UploadCounts): string {
  const parts = [
    counts.uploading > 0 && `${counts.uploading} uploading`,
    counts.processing > 0 && `${counts.processing} processing`,
    counts.completed > 0 && `${counts.completed} complete`,
    counts.failed > 0 && `${counts.failed} failed`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Nothing uploaded yet in this window.';
}

/** The status pill's one line: what is happening now, most urgent first. */
export function uploadHeadline(counts: UploadCounts, percent: number): string {
  if (counts.uploading > 0) return `Uploading ${files(counts.uploading)} · ${percent}%`;
  if (counts.processing > 0) return `Processing ${files(counts.processing)}`;
  // A failure is an upload that broke off or a file that arrived but could not be read: 'added' covers both.
  if (counts.failed > 0) return `${files(counts.failed)} could not be added`;
  return `${files(counts.completed)} uploaded`;
}
