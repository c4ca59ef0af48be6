import type { RealtimeServerMessage } from '@heirloom/shared/contracts/realtime';
import { completeUpload, failUpload, reportArchiveProgress } from '../stores/upload-queue';
import { parseProcessedItem, type ProcessedItem } from './processed-item';

/**
 * Moves an upload to complete or error as the server reports, and calls `onProcessed` once for
 * each finished item (this tab's, or another tab's of the same account).
 */
export function applyUploadMessage(message: RealtimeServerMessage, onProcessed: ((item: ProcessedItem | null) => void) | undefined): void {
  if (message.type === 'processing_complete') {
    const item = parseProcessedItem(message.item);
    if (completeUpload(message.upload_id, item)) onProcessed?.(item);
  } else if (message.type === 'processing_failed') {
    failUpload(message.upload_id, message.message, message.retryable ?? true);
  } else if (message.type === 'archive_progress') {
    const { type: _type, upload_id: uploadId, ...progress } = message;
    reportArchiveProgress(uploadId, progress);
  }
}
