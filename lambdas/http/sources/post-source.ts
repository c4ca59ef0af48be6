import { createSourceRequest, type sourceResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { createSource } from '../../domain/family/sources';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { toSourceView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /source {title, author, publication}: a new source. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: createSourceRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof sourceResponse>> => ({
      source: toSourceView(await createSource(familyDeps(), treeToChangeFor(session), session.userId, body)),
    }),
  },
  httpDeps,
);
