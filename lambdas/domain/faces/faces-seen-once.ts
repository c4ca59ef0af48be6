import type { FacesSeenOnceResponse } from '@heirloom/shared/contracts/faces';
import type { FaceDeps } from './deps';
import type { FaceScope } from './face-calls';
import { faceViewsOf } from './views';

/** Faces a page of home's 'Who is this?' card offers: a few to go through, one at a time. */
export const SEEN_ONCE_PAGE_SIZE = 12;

/**
 * GET /faces/seen_once: faces that belong to nobody, newest photo first, one Query a page (issue 30
 * item 5). Such a face matched no person and no other face well enough to make a group: someone the
 * family has in one photo only. Named from home's card, it joins the person chosen (or a new one)
 * as a face the family confirmed (face-calls.ts linkFace), which the regrouping never moves.
 */
export async function facesSeenOnce(deps: Pick<FaceDeps, 'faces' | 'images' | 'people'>, scope: FaceScope, cursor?: string): Promise<FacesSeenOnceResponse> {
  const page = await deps.faces.facesOfPerson(scope.library, null, { cursor, limit: SEEN_ONCE_PAGE_SIZE });
  return { faces: await faceViewsOf(deps, scope.treeOwnerId, page.items), next_page: page.cursor };
}
