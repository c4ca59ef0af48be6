import type { RegroupFacesResponse } from '@heirloom/shared/contracts/faces';
import { regroupFamilyFaces } from '../../domain/faces/regroup-family';
import { faceScopeToChangeOf } from '../../domain/faces/scope';
import { faceDeps } from '../../runtime/faces-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/**
 * POST /faces/regroup: the family's faces grouped again as a whole, on demand (domain/faces/regroup-family.ts):
 * unnamed groups of one person merged, drifted groups split; faces the family placed stay.
 */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<RegroupFacesResponse> => {
      const scope = faceScopeToChangeOf(session);
      const outcome = await regroupFamilyFaces(await faceDeps(), scope.ownerId, scope.treeOwnerId, scope.userId);
      return { faces: outcome.faces, moved: outcome.moved, new_unnamed: outcome.newUnnamed.length, emptied: outcome.emptied.length };
    },
  },
  httpDeps,
);
