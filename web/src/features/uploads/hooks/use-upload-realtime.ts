import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useRealtimeClient, useRealtimeMessages } from '../../../lib/realtime-react';
import { completeUpload, failUpload, reportArchiveProgress, useUploadQueue, waitingUploadIds } from '../stores/upload-queue';
import { parseProcessedItem, type ProcessedItem } from '../utils/processed-item';

/** The realtime login's processing_ids accepts at most this many (shared/contracts/realtime). */
const MAX_LOGIN_IDS = 1000;
/** While results are awaited, ask the server to repeat any it finished, in case a push was lost. */
export const RESYNC_INTERVAL_MS = 15_000;

/**
 * What the realtime login carries for uploads: the ids still waiting for a result, so a tab that
 * reconnects is told what finished while it was away. Asked afresh on every (re)connect.
 */
export const uploadRealtimeLogin = () => ({ processing_ids: waitingUploadIds().slice(-MAX_LOGIN_IDS) });

/**
 * Moves uploads to complete or error as the server reports, and calls `onProcessed` once for each
 * finished item (this tab's, or another tab's of the same account). While results are awaited it
 * reopens a channel that gave up and asks now and then for anything missed.
 */
export function useUploadRealtime(onProcessed?: (item: ProcessedItem | null) => void): void {
  const client = useRealtimeClient();
  const latest = useRef(onProcessed);
  useEffect(() => {
    latest.current = onProcessed;
  });

  useRealtimeMessages((message) => {
    if (message.type === 'processing_complete') {
      const item = parseProcessedItem(message.item);
      if (completeUpload(message.upload_id, item)) latest.current?.(item);
    } else if (message.type === 'processing_failed') {
      failUpload(message.upload_id, message.message);
    } else if (message.type === 'archive_progress') {
      const { type: _type, upload_id: uploadId, ...progress } = message;
      reportArchiveProgress(uploadId, progress);
    }
  });

  const waitingKey = useUploadQueue(useShallow((state) => waitingUploadIds(state.entries))).join(',');
  useEffect(() => {
    if (!waitingKey) return;
    if (client.status === 'offline') client.connect(uploadRealtimeLogin);
    const timer = setInterval(() => {
      if (client.status === 'offline') client.connect(uploadRealtimeLogin);
      else client.send({ action: 'login', ...uploadRealtimeLogin() });
    }, RESYNC_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [client, waitingKey]);
}
