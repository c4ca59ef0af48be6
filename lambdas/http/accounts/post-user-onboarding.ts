import { onboardingRequest, type userResponse } from '@heirloom/shared/contracts/accounts';
import type { z } from 'zod';
import { endOnboarding, saveOnboardingStep } from '../../domain/accounts/onboarding';
import { toUserView } from '../../domain/accounts/user-view';
import { accountsDeps } from '../../runtime/accounts-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /user/onboarding: the onboarding wizard was finished or skipped (it never shows again), or moved on to a step. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: onboardingRequest,
    handle: async ({ body, session }): Promise<z.infer<typeof userResponse>> => {
      const deps = accountsDeps();
      const user = 'outcome' in body ? await endOnboarding(deps, session.userId, body.outcome) : await saveOnboardingStep(deps, session.userId, body.step);
      return { user: toUserView(user, deps.now()) };
    },
  },
  httpDeps,
);
