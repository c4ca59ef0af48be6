import { linkExternalSystemRequest } from '@heirloom/shared/contracts/sources';
import { linkExternalSystem } from '../../domain/sources/links';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** POST /external_system: links a provider account (the Dropbox token from the sign-in's URL hash). */
export const handler = httpHandler(
  {
    auth: 'session',
    body: linkExternalSystemRequest,
    handle: ({ body, session }) => linkExternalSystem(sourcesDeps(), session.userId, body),
  },
  httpDeps,
);
