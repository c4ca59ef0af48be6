import { documentQuery, idParams, type documentResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { draftDocument, getDocument, NEW_DOCUMENT_ID } from '../../domain/library/documents';
import { libraryViewFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/**
 * GET /document/{id}?page=n: the document with its pages from page n (signed picture links);
 * GET /document/new?image_id=: the photo as it would be as a document (nothing saved).
 */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    query: documentQuery,
    handle: async ({ params, query, session }): Promise<z.infer<typeof documentResponse>> => ({
      document:
        params.id === NEW_DOCUMENT_ID ? await draftDocument(libraryDeps(), libraryViewFor(session), query.image_id) : await getDocument(libraryDeps(), libraryViewFor(session), params.id, query.page),
    }),
  },
  httpDeps,
);
