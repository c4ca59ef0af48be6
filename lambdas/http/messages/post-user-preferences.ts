import { userPreferencesRequest } from '@heirloom/shared/contracts/messages';
import { savePreferences } from '../../domain/messages/read-messages';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { messagesDeps } from '../../runtime/messages-deps';

/** POST /user_preferences: the whole preference map, sent when the settings page is left. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: userPreferencesRequest,
    handle: ({ body, session }) => savePreferences(messagesDeps(), session.userId, body),
  },
  httpDeps,
);
