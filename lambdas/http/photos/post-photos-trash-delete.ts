import { trashSelection, type trashStatusResponse } from '@heirloom/shared/contracts/trash';
import type { z } from 'zod';
import { deleteForever } from '../../domain/library/trash';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { trashDeps } from '../../runtime/trash-deps';

/** POST /photos/trash/delete {ids}: Delete forever, files included; 404 for any id not in the caller's trash. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: trashSelection,
    handle: async ({ body, session }): Promise<z.infer<typeof trashStatusResponse>> => ({ status: 'Success', count: await deleteForever(trashDeps(), session.userId, body.ids) }),
  },
  httpDeps,
);
