import type { emptyTrashResponse } from '@heirloom/shared/contracts/trash';
import type { z } from 'zod';
import { emptyTrash } from '../../domain/library/trash';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { trashDeps } from '../../runtime/trash-deps';

/** POST /photos/trash/empty: the caller's whole trash, for good; what does not fit in the request the purge job finishes. */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<z.infer<typeof emptyTrashResponse>> => ({ status: 'Success', ...(await emptyTrash(trashDeps(), session.userId)) }),
  },
  httpDeps,
);
