import { googleSessionParams, type GoogleSessionView } from '@heirloom/shared/contracts/sources';
import { pickingSession } from '../../domain/sources/google-picker';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** GET /google/sessions/{session_id}: polled until the person has finished picking (media_items_set). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: googleSessionParams,
    handle: ({ params, session }): Promise<GoogleSessionView> => pickingSession(sourcesDeps(), session.userId, params.session_id),
  },
  httpDeps,
);
