import { externalImportRequest, type ExternalImportResponse } from '@heirloom/shared/contracts/sources';
import { libraryOwnerFor } from '../../domain/library/access';
import { requestImport } from '../../domain/sources/imports';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { sourcesDeps } from '../../runtime/sources-deps';

/** POST /external_import: queues the chosen provider items; the back end fetches them ten to a batch. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: externalImportRequest,
    handle: ({ body, session }): Promise<ExternalImportResponse> => requestImport(sourcesDeps(), session.userId, libraryOwnerFor(session), body),
  },
  httpDeps,
);
