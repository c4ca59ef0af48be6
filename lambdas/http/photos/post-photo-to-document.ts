import { idParams, type toDocumentResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { photoToDocument } from '../../domain/library/conversions';
import { libraryOwnerFor } from '../../domain/library/access';
import { documentViewOf } from '../../domain/library/views';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';

/** POST /photo/{id}/to_document ('Photo is Document'): the photo becomes a one-page document with the same id. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof toDocumentResponse>> => {
      const deps = libraryDeps();
      return { document: await documentViewOf(await photoToDocument(deps, libraryOwnerFor(session), params.id), deps.signer) };
    },
  },
  httpDeps,
);
