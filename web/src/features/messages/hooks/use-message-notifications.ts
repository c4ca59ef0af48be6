import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useRealtimeMessages } from '../../../lib/realtime-react';
import { messageKeys } from '../api/messages';

/**
 * In the signed-in shell: a new message refreshes the message lists, and a web notification the
 * user chose is shown with the browser's Notification API (clicking it opens the message).
 */
export function useMessageNotifications(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useRealtimeMessages((message) => {
    if (message.type === 'message_created') void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    if (message.type === 'notification' && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      const shown = new Notification(message.title, { body: message.body, tag: message.url });
      shown.onclick = () => {
        window.focus();
        void navigate(message.url);
        shown.close();
      };
    }
  });
}
