import { MessageScreen } from '../../features/messages/components/message-screen';
import { NotificationSettingsScreen } from '../../features/messages/components/notification-settings-screen';
import { UnsubscribeScreen } from '../../features/messages/components/unsubscribe-screen';

/** /message/:messageId (spec 001 section 2). */
export function Message() {
  return <MessageScreen />;
}

/** /notifications: Notification Settings. */
export function Notifications() {
  return <NotificationSettingsScreen />;
}

/** /unsubscribe?token=: the footer link of notification e-mails (public: no sign-in needed). */
export function Unsubscribe() {
  return <UnsubscribeScreen />;
}
