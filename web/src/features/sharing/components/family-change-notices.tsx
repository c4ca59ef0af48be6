import { useQueryClient } from '@tanstack/react-query';
import { toaster } from '../../../components/ui/toaster';
import { useRealtimeMessages } from '../../../lib/realtime-react';
import { refreshAfterFamilyChange } from '../api/family-change';
import { sharingKeys } from '../api/keys';

/**
 * Keeps an open tab honest about the family: when the user's family changes elsewhere (removed by
 * a relative), everything on screen is read again, so the family's photos
 * and tree disappear at once; and the family page follows a joining member's move.
 */
export function FamilyChangeNotices() {
  const queryClient = useQueryClient();
  useRealtimeMessages((message) => {
    if (message.type === 'family_changed') {
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'accounts' });
      toaster.create({ type: 'info', title: 'Your family sharing changed', description: 'What you see now follows your family as it is.' });
    }
    if (message.type === 'family_moving') {
      void queryClient.invalidateQueries({ queryKey: sharingKeys.family });
      if (message.done) refreshAfterFamilyChange(queryClient);
    }
  });
  return null;
}
