import { documentsQuery, type documentsResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { listDocuments } from '../../domain/library/documents';
import { libraryViewFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** GET /documents?page=: the documents list, newest first, 50 a page. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: documentsQuery,
    handle: ({ query, session }): Promise<z.infer<typeof documentsResponse>> => listDocuments(libraryDeps(), libraryViewFor(session), query.page),
  },
  httpDeps,
);
