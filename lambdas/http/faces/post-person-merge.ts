import { mergeRequest, type mergeResponse } from '@heirloom/shared/contracts/faces';
import type { z } from 'zod';
import { doMerge } from '../../domain/faces/merge';
import { faceScopeToChangeOf } from '../../domain/faces/scope';
import { toPersonView } from '../../domain/family/views';
import { faceDeps } from '../../runtime/faces-deps';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';
import { actorOf } from '../../runtime/actor';
import { requireMayChangePeople } from '../../domain/family/change-rights';
import { NOT_YOUR_PEOPLE_TO_MERGE } from '../../domain/sharing/roles';

/** POST /person/merge {person_id1, person_id2} (the version-choice POST /person_merge stays person versions'): 'Do Merge' (person 2 into person 1); answers with the kept person. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: mergeRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof mergeResponse>> => {
      await requireMayChangePeople(familyDeps(), await actorOf(session), faceScopeToChangeOf(session).treeOwnerId, [body.person_id1, body.person_id2], NOT_YOUR_PEOPLE_TO_MERGE);
      return { person: toPersonView(await doMerge(await faceDeps(), familyDeps(), faceScopeToChangeOf(session), body.person_id1, body.person_id2)) };
    },
  },
  httpDeps,
);
