import { idParams, updateSourceRequest, type sourceResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { updateSource } from '../../domain/family/sources';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { toSourceView } from '../../domain/family/views';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /source/{id} {title, author, publication}: a source corrected on its page (any member edits details, as on people). */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: updateSourceRequest,
    handle: async ({ params, body, session }): Promise<z.infer<typeof sourceResponse>> => ({
      source: toSourceView(await updateSource(familyDeps(), treeToChangeFor(session), params.id, body)),
    }),
  },
  httpDeps,
);
