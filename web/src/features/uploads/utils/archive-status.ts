import type { ArchiveProgress, UploadEntry } from '../stores/upload-queue-state';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** The tally of a Takeout or Facebook import, from its progress or its final result. */
export function archiveTally(progress: Pick<ArchiveProgress, 'imported' | 'duplicates' | 'failed'>): string {
  const parts = [`${plural(progress.imported, 'photo', 'photos')} added`];
  if (progress.duplicates) parts.push(`${plural(progress.duplicates, 'duplicate', 'duplicates')} skipped`);
  if (progress.failed) parts.push(`${progress.failed.toLocaleString()} failed`);
  return parts.join(' · ');
}

/** What an archive row says while its photos are imported, or null for any other row. */
export function archiveStatusLine(entry: UploadEntry): string | null {
  if (entry.kind !== 'archive') return null;
  if (entry.status === 'complete') {
    const item = entry.item && entry.item.item_type === 'archive' ? entry.item : null;
    if (item?.cancelled === 'removed') return 'Cancelled · the photos it had added were removed';
    if (item?.cancelled === 'kept') return `Cancelled · ${plural(item.imported ?? 0, 'photo', 'photos')} kept`;
    return item && item.imported !== undefined ? `Complete · ${archiveTally({ imported: item.imported, duplicates: item.duplicates ?? 0, failed: item.failed ?? 0 })}` : null;
  }
  if (entry.status !== 'processing') return null;
  if (entry.cancelling) return entry.cancelling === 'remove' ? 'Stopping, then removing what it added' : 'Stopping, keeping what it added';
  const progress = entry.archive;
  if (!progress || progress.phase === 'reading') return 'Reading the archive';
  const done = progress.imported + progress.duplicates + progress.failed;
  return `Importing ${done.toLocaleString()} of ${plural(progress.total, 'photo or video', 'photos and videos')} · ${archiveTally(progress)}`;
}

/** Share of an archive's items handled so far, or null before the listing is read. */
export function archivePercent(entry: UploadEntry): number | null {
  const progress = entry.archive;
  if (entry.kind !== 'archive' || !progress || progress.phase === 'reading' || progress.total === 0) return null;
  return Math.floor(((progress.imported + progress.duplicates + progress.failed) / progress.total) * 100);
}

/** The items that could not be imported, for the row's last line (the latest few while it runs). */
export function archiveFailures(entry: UploadEntry): ReadonlyArray<{ name: string; message: string }> {
  if (entry.kind !== 'archive') return [];
  if (entry.status === 'complete' && entry.item?.item_type === 'archive') return entry.item.failures ?? [];
  return entry.archive?.failures ?? [];
}
