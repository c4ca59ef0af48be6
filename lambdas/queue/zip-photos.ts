import { photoDownloadMessage } from '@heirloom/shared/contracts/photo-downloads';
import { runPhotoDownload } from '../domain/photo-downloads/photo-downloads';
import { logger } from '../runtime/logger';
import { runPhotoDownloadDeps } from '../runtime/photo-download-deps';
import { queueHandler } from '../runtime/queue/queue-handler';

/**
 * The downloads queue: zips one member's selection into S3 (domain/photo-downloads). A failed zip
 * is marked failed on its job (the member is told and may try again) and not retried: a retry
 * would copy every original again for a job nobody is waiting on any more.
 */
export const handler = queueHandler(photoDownloadMessage, async (message) => {
  try {
    const job = await runPhotoDownload(runPhotoDownloadDeps(), { ownerId: message.owner_id, downloadId: message.download_id, run: message.run });
    logger.info('Photo download run ended', { ownerId: message.owner_id, downloadId: message.download_id, status: job?.status ?? 'missing', paused: Boolean(job?.run), items: job?.itemsWritten ?? 0, size: job?.size ?? null });
  } catch (error) {
    logger.error('Photo download failed', { ownerId: message.owner_id, downloadId: message.download_id, error });
  }
});
