import { googleSessionParams } from '@heirloom/shared/contracts/sources';
import { releasePickingSession } from '../../domain/sources/google-picker';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** DELETE /google/sessions/{session_id}: the person is done with a picking session; it is deleted at Google once its chosen items are fetched. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: googleSessionParams,
    handle: async ({ params, session }) => {
      await releasePickingSession(sourcesDeps(), session.userId, params.session_id);
      return { status: 'Success' as const };
    },
  },
  httpDeps,
);
