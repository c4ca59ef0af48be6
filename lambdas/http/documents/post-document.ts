import { idParams, saveDocumentRequest, type documentResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { saveDocument } from '../../domain/library/documents';
import { libraryOwnerFor } from '../../domain/library/access';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';
import { actorOf } from '../../runtime/actor';
import { requireMayChangeDocument } from '../../domain/library/change-rights';

/** POST /document/{id} {title, publication, author}; POST /document/new with image_id makes it from that photo. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: saveDocumentRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof documentResponse>> => {
      await requireMayChangeDocument(libraryDeps(), await actorOf(session), libraryOwnerFor(session), params.id, body.image_id);
      return { document: await saveDocument(libraryDeps(), libraryOwnerFor(session), params.id, body) };
    },
  },
  httpDeps,
);
