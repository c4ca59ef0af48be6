import { idParams, removeImportBody, type importResponse } from '@heirloom/shared/contracts/family';
import type { z } from 'zod';
import { requestImportRemoval } from '../../domain/genealogy-import/remove-import';
import { treeToChangeFor } from '../../domain/family/tree-access';
import { toImportView } from '../../domain/family/views';
import { libraryOwnerFor } from '../../domain/library/access';
import { importRemovalRequestDeps } from '../../runtime/import-removal-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';
import { requireMayRemoveImport } from '../../domain/family/change-rights';
import { familyDeps } from '../../runtime/family-deps';

/**
 * POST /imports/{id}/remove {remove_edited}: 'Remove this import'. Queues the removal of what the
 * file brought into the family's tree and answers with the run, whose `removal` shows the progress.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    body: removeImportBody,
    handle: async ({ params, body, session }): Promise<z.infer<typeof importResponse>> => {
      await requireMayRemoveImport(familyDeps(), await actorOf(session), treeToChangeFor(session), params.id);
      const run = await requestImportRemoval(importRemovalRequestDeps(), {
        ownerId: treeToChangeFor(session),
        libraryOwner: libraryOwnerFor(session),
        importId: params.id,
        removeEdited: body.remove_edited,
      });
      return { import: toImportView(run) };
    },
  },
  httpDeps,
);
