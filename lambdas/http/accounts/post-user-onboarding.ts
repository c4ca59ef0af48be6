import { onboardingRequest, type userResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { endOnboarding } from '../../domain/accounts/onboarding';
import { toUserView } from '../../domain/accounts/user-view';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /user/onboarding: the onboarding wizard was finished or skipped; it never shows again. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: onboardingRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof userResponse>> => {
      const deps = accountsDeps();
      return { user: toUserView(await endOnboarding(deps, session.userId, body.outcome), deps.now()) };
    },
  },
  httpDeps,
);
