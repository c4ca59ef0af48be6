import { externalSystemParams } from '@heirloom/shared/contracts/sources';
import { unlinkExternalSystem } from '../../domain/sources/links';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** DELETE /external_system/{system_type}: unlinks the provider; its stored tokens are deleted. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: externalSystemParams,
    handle: async ({ params, session }) => {
      await unlinkExternalSystem(sourcesDeps(), session.userId, params.system_type);
      return { status: 'Success' as const };
    },
  },
  httpDeps,
);
