import type { RealtimeServerMessage } from '@heirloom/shared/contracts/realtime';
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { chunkLoader } from '../../../lib/lazy-chunk';
import { useRealtimeClient, useRealtimeMessages } from '../../../lib/realtime-react';
import { useUploadQueue, waitingUploadIds } from '../stores/upload-queue-state';
import type { ProcessedItem } from '../utils/processed-item';

/** The realtime login's processing_ids accepts at most this many (shared/contracts/realtime). */
const MAX_LOGIN_IDS = 1000;
/** While results are awaited, ask the server to repeat any it finished, in case a push was lost. */
export const RESYNC_INTERVAL_MS = 15_000;

/** The realtime messages about uploads. */
const UPLOAD_MESSAGE_TYPES: ReadonlySet<RealtimeServerMessage['type']> = new Set(['processing_complete', 'processing_failed', 'archive_progress']);

/**
 * What the messages do is the queue's code, fetched with the first message about an upload (this
 * tab's, or another tab's): a page with no uploads under way needs none of it. Messages are applied
 * in the order they came, once the code is there; if it cannot be fetched, the next resync asks
 * the server to repeat them.
 */
const loadUploadMessages = chunkLoader(() => import('../utils/upload-messages'));

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
    if (!UPLOAD_MESSAGE_TYPES.has(message.type)) return;
    loadUploadMessages().then(
      ({ applyUploadMessage }) => applyUploadMessage(message, latest.current),
      () => undefined,
    );
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
