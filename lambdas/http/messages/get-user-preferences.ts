import { readPreferences } from '../../domain/messages/read-messages';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { messagesDeps } from '../../runtime/messages-deps';

/** GET /user_preferences: one notification preference per message type. */
export const handler = httpHandler({ auth: 'session', handle: ({ session }) => readPreferences(messagesDeps(), session.userId) }, httpDeps);
