import type { GoogleSessionView } from '@heirloom/shared/contracts/sources';
import { createPickingSession } from '../../domain/sources/google-picker';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** POST /google/sessions: a new Google Photos picking session (the person picks at picker_uri). */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: ({ session }): Promise<GoogleSessionView> => createPickingSession(sourcesDeps(), session.userId),
  },
  httpDeps,
);
