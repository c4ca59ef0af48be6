import { dismissDuplicatesRequest, type dismissDuplicatesResponse } from '@heirloom/shared/contracts/duplicates';
import type { z } from 'zod';
import { dismissDuplicates } from '../../domain/duplicates/dismiss';
import { libraryOwnerFor } from '../../domain/library/access';
import { duplicateDeps } from '../../runtime/duplicates-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /duplicates/dismiss {photos}: "Not duplicates": the group is never shown again. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: dismissDuplicatesRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof dismissDuplicatesResponse>> => ({
      status: 'Success',
      dismissed: await dismissDuplicates(duplicateDeps(), libraryOwnerFor(session), body.photos),
    }),
  },
  httpDeps,
);
