import { messagesQuery, type MessagesResponse } from '@heirloom/shared/contracts/messages';
import { listMessages } from '../../domain/messages/read-messages';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { messagesDeps } from '../../runtime/messages-deps';

/** GET /messages: one page of the caller's messages, newest first, with the unread count. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: messagesQuery,
    handle: ({ query, session }): Promise<MessagesResponse> => listMessages(messagesDeps(), session.userId, query.limit, query.cursor),
  },
  httpDeps,
);
