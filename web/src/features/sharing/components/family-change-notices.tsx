import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { useRealtimeMessages } from '../../../lib/realtime-react';
import { refreshAfterFamilyChange } from '../api/family-change';
import { sharingKeys } from '../api/keys';

/**
 * While a move runs, what is on screen is read again at most this often (a page moved is one
 * message). Not more often: a list read again is every page of it the person has scrolled through.
 */
export const MOVE_REFRESH_INTERVAL_MS = 15_000;

/**
 * Keeps an open tab honest about the family: when the user's family changes elsewhere (removed by
 * a relative), everything on screen is read again, so the family's photos and tree disappear at
 * once; and while a joining member's items move, the family page's N of M follows each page moved,
 * and what is on screen is read again every quarter of a minute, so the items that have arrived show.
 */
export function FamilyChangeNotices() {
  const queryClient = useQueryClient();
  const lastRefresh = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  const refreshSoon = () => {
    if (pending.current) return;
    const wait = Math.max(0, lastRefresh.current + MOVE_REFRESH_INTERVAL_MS - Date.now());
    pending.current = setTimeout(() => {
      pending.current = null;
      lastRefresh.current = Date.now();
      refreshAfterFamilyChange(queryClient);
    }, wait);
  };
  useRealtimeMessages((message) => {
    if (message.type === 'family_changed') {
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'accounts' });
      toaster.create({ type: 'info', title: 'Your family sharing changed', description: 'What you see now follows your family as it is.' });
    }
    if (message.type === 'family_moving') {
      void queryClient.invalidateQueries({ queryKey: sharingKeys.family });
      if (!message.done) refreshSoon();
      else {
        if (pending.current) clearTimeout(pending.current);
        pending.current = null;
        refreshAfterFamilyChange(queryClient);
      }
    }
  });
  return null;
}
