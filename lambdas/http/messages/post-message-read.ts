import { markReadRequest, messageIdParams } from '@heirloom/shared/contracts/messages';
import { markMessage } from '../../domain/messages/read-messages';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { messagesDeps } from '../../runtime/messages-deps';

/** POST /message/{id}/read {read}: marks one of the caller's messages read or unread. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: messageIdParams,
    body: markReadRequest,
    handle: ({ params, body, session }) => markMessage(messagesDeps(), session.userId, params.id, body.read),
  },
  httpDeps,
);
