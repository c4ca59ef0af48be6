import { unsubscribeQuery } from '@heirloom/shared/contracts/messages';
import { unsubscribeByToken } from '../../domain/messages/read-messages';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { messagesDeps } from '../../runtime/messages-deps';

/**
 * POST /unsubscribe?token=: the one-click unsubscribe of notification e-mails (RFC 8058). Mail
 * apps post here from the List-Unsubscribe header, without our header or a session: the random
 * token is the whole credential, and all it can do is stop e-mails.
 */
export const handler = httpHandler(
  {
    auth: 'public',
    allowCrossSite: true,
    query: unsubscribeQuery,
    handle: ({ query }) => unsubscribeByToken(messagesDeps(), query.token),
  },
  httpDeps,
);
