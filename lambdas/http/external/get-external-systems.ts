import type { ExternalSystemsResponse } from '@heirloom/shared/contracts/sources';
import { libraryOwnerFor } from '../../domain/library/access';
import { listExternalSystems } from '../../domain/sources/links';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** GET /external_system: the caller's linked systems with their image counts, and where sign-in starts. */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: ({ session }): Promise<ExternalSystemsResponse> => listExternalSystems(sourcesDeps(), session.userId, libraryOwnerFor(session)),
  },
  httpDeps,
);
