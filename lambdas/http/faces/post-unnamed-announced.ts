import { announceUnnamedRequest, type faceStatusResponse } from '@heirloom/shared/contracts/faces';
import type { z } from 'zod';
import { announceUnnamed } from '../../domain/faces/face-calls';
import { faceScopeOf } from '../../domain/faces/scope';
import { faceDeps } from '../../runtime/faces-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /faces/unnamed/announced {person_ids}: the snackbar has told the family about these. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: announceUnnamedRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof faceStatusResponse>> => {
      await announceUnnamed(await faceDeps(), faceScopeOf(session), body.person_ids);
      return { status: 'Success' };
    },
  },
  httpDeps,
);
