import type { ProcessingDeps } from './deps';
import { itemView } from './item-view';

/**
 * A tab that was offline while its uploads finished names them when it logs in again; each one
 * that has finished since is told again, so nothing stays 'processing' forever on screen.
 */
export async function replayUploadOutcomes(deps: Pick<ProcessingDeps, 'uploads' | 'catalog' | 'signer' | 'realtime'>, connectionId: string, userId: string, uploadIds: readonly string[]) {
  for (const uploadId of uploadIds.slice(0, 200)) {
    const upload = await deps.uploads.get(uploadId);
    if (!upload || upload.ownerId !== userId) continue;
    if (upload.status === 'complete' && upload.itemType && upload.itemId) {
      // An archive's counts went with its own message; a replay only says that it finished.
      const item = upload.itemType === 'archive' ? { item_type: 'archive', id: upload.itemId } : await itemView(deps, { itemType: upload.itemType, itemId: upload.itemId });
      await deps.realtime.toConnection(connectionId, { type: 'processing_complete', upload_id: uploadId, item });
    } else if (upload.status === 'failed') {
      await deps.realtime.toConnection(connectionId, { type: 'processing_failed', upload_id: uploadId, message: upload.error ?? 'We could not process this file. Please try again.', retryable: upload.retryable ?? true });
    }
  }
}
