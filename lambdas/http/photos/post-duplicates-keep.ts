import { keepDuplicateRequest, type KeepDuplicateResponse } from '@heirloom/shared/contracts/duplicates';
import { keepDuplicate } from '../../domain/duplicates/keep';
import { libraryViewFor } from '../../domain/library/access';
import { photoViewsOf } from '../../domain/library/views';
import { actorOf } from '../../runtime/actor';
import { duplicateDeps } from '../../runtime/duplicates-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /duplicates/keep {keep, remove}: "Keep this one": names, event and description move to it, the others are deleted. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: keepDuplicateRequest,
    handle: async ({ body, session }): Promise<KeepDuplicateResponse> => {
      const deps = duplicateDeps();
      const outcome = await keepDuplicate(deps, libraryViewFor(session), await actorOf(session), body.keep, body.remove);
      const [kept] = await photoViewsOf([outcome.kept], deps.library);
      return { status: 'Success', kept: kept!, removed: outcome.removed, moved: outcome.moved };
    },
  },
  httpDeps,
);
