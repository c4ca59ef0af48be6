import { mergeDiffQuery, type mergeDiffResponse } from '@heirloom/shared/contracts/faces';
import type { z } from 'zod';
import { mergeDiff } from '../../domain/faces/merge';
import { faceScopeOf } from '../../domain/faces/scope';
import { faceDeps } from '../../runtime/faces-deps';
import { familyDeps } from '../../runtime/family-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /person/merge_diff?person_id1&person_id2: two people side by side before 'Do Merge'. */
export const handler = httpHandler(
  {
    auth: 'session',
    query: mergeDiffQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof mergeDiffResponse>> =>
      mergeDiff(await faceDeps(), familyDeps(), faceScopeOf(session), query.person_id1, query.person_id2),
  },
  httpDeps,
);
