import { facesSeenOnceQuery, type facesSeenOnceResponse } from '@heirloom/shared/contracts/faces';
import type { z } from 'zod';
import { facesSeenOnce } from '../../domain/faces/faces-seen-once';
import { faceScopeOf } from '../../domain/faces/scope';
import { faceViewDeps } from '../../runtime/faces-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /faces/seen_once: faces that belong to nobody, for home's 'Who is this?' card (drawn without the recognition model). */
export const handler = httpHandler(
  {
    auth: 'session',
    query: facesSeenOnceQuery,
    handle: async ({ query, session }): Promise<z.infer<typeof facesSeenOnceResponse>> => facesSeenOnce(faceViewDeps(), faceScopeOf(session), query.page),
  },
  httpDeps,
);
