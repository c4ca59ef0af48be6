import { idParams, type toDocumentResponse } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { photoToDocument } from '../../domain/library/conversions';
import { libraryOwnerFor } from '../../domain/library/access';
import { documentViewOf } from '../../domain/library/views';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { libraryDeps } from '../../runtime/library-deps';
import { actorOf } from '../../runtime/actor';
import { requireMayChangePhotos } from '../../domain/library/change-rights';
import { NOT_YOUR_PHOTO } from '../../domain/sharing/roles';

/** POST /photo/{id}/to_document ('Photo is Document'): the photo becomes a one-page document with the same id. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof toDocumentResponse>> => {
      const deps = libraryDeps();
      await requireMayChangePhotos(deps, await actorOf(session), libraryOwnerFor(session), [params.id], NOT_YOUR_PHOTO);
      return { document: await documentViewOf(await photoToDocument(deps, libraryOwnerFor(session), params.id), deps.signer) };
    },
  },
  httpDeps,
);
