import { deleteDocumentsRequest, type statusResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { deleteDocuments } from '../../domain/library/documents';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** POST /document/delete [ids]: deletes the caller's documents (403 if any is someone else's). */
export const handler = httpHandler(
  {
    auth: 'session',
    body: deleteDocumentsRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof statusResponse>> => ({ status: 'Success', count: await deleteDocuments(libraryDeps(), session.userId, body) }),
  },
  httpDeps,
);
