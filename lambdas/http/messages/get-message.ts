import { messageIdParams } from '@heirloom/shared/contracts/messages';
import { openMessage } from '../../domain/messages/read-messages';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { messagesDeps } from '../../runtime/messages-deps';

/** GET /message/{id}: one of the caller's own messages; opening it marks it read. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: messageIdParams,
    handle: ({ params, session }) => openMessage(messagesDeps(), session.userId, params.id),
  },
  httpDeps,
);
