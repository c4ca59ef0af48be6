import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeMessages } from '../../../lib/realtime-react';
import { markFetched, setImportStatus } from '../stores/import-status';

/** Turns the server's 'source_item' pushes into 'Processing', 'Added' (or the reason it failed) on the picker's tiles. */
export function useImportUpdates() {
  const queryClient = useQueryClient();
  useRealtimeMessages((message) => {
    if (message.type !== 'source_item') return;
    if (message.status === 'fetched') {
      markFetched(message.system_type, message.source_id);
      return;
    }
    setImportStatus(message.system_type, [message.source_id], message.status === 'added' ? { status: 'added' } : { status: 'failed', message: message.message ?? 'This photo could not be added.' });
    if (message.status === 'added') void queryClient.invalidateQueries({ queryKey: ['external-systems'] });
  });
}
