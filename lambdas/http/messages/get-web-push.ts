import { webPushView } from '../../domain/messages/web-push';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { webPushDeps } from '../../runtime/web-push-deps';

/** GET /web_push: the VAPID public key to subscribe with (null: not set up) and the caller's subscribed browsers. */
export const handler = httpHandler({ auth: 'session', handle: ({ session }) => webPushView(webPushDeps(), session.userId) }, httpDeps);
