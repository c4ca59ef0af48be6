import { idParams, type downloadResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { photoDownload } from '../../domain/library/downloads';
import { libraryViewFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** GET /photo/{id}/download: a short-lived link to the original as uploaded (owner only). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: ({ params, session }): Promise<z.infer<typeof downloadResponse>> => photoDownload(libraryDeps(), libraryViewFor(session), params.id),
  },
  httpDeps,
);
