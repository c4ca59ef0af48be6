import { type photoPeopleResponse } from '@heirloom/shared/contracts/faces';
import { idParams } from '@heirloom/shared/contracts/photos';
import type { z } from 'zod';
import { photoPeople } from '../../domain/faces/face-calls';
import { faceScopeOf } from '../../domain/faces/scope';
import { faceDeps } from '../../runtime/faces-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /photo/{id}/people: the photo's faces, their boxes and who they are. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: idParams,
    handle: async ({ params, session }): Promise<z.infer<typeof photoPeopleResponse>> => ({ faces: await photoPeople(await faceDeps(), faceScopeOf(session), params.id) }),
  },
  httpDeps,
);
