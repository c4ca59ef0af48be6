import { pushSubscriptionRequest } from '@heirloom/shared/contracts/web-push';
import { savePushSubscription } from '../../domain/messages/web-push';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { webPushDeps } from '../../runtime/web-push-deps';

/** POST /push_subscription: this browser's Web Push subscription (PushSubscription.toJSON()). */
export const handler = httpHandler(
  {
    auth: 'session',
    body: pushSubscriptionRequest,
    handle: ({ body, session }) => savePushSubscription(webPushDeps(), session.userId, session.sessionId, body, Date.now()),
  },
  httpDeps,
);
