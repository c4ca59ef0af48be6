import type { SessionResponse } from '@heirloom/shared/contracts/system';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** Who is signed in: the web client asks this to choose between the public and the signed-in app. */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<SessionResponse> => ({ user_id: session.userId }),
  },
  httpDeps,
);
