import type { freeTrialResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { startFreeTrial } from '../../domain/accounts/trial';
import { toUserView } from '../../domain/accounts/user-view';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /user/free_trial: starts the 15-day trial (no card), once per account. */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<z.infer<typeof freeTrialResponse>> => {
      const deps = accountsDeps();
      return { status: 'Success', user: toUserView(await startFreeTrial(deps, session.userId), deps.now()) };
    },
  },
  httpDeps,
);
