import { pushUnsubscribeRequest } from '@heirloom/shared/contracts/web-push';
import { deletePushSubscription } from '../../domain/messages/web-push';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { webPushDeps } from '../../runtime/web-push-deps';

/** DELETE /push_subscription: this browser no longer wants pushes. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: pushUnsubscribeRequest,
    handle: ({ body, session }) => deletePushSubscription(webPushDeps(), session.userId, body.endpoint),
  },
  httpDeps,
);
