import type { OnboardingStep } from '@heirloom/shared/contracts/accounts';
import type { OnboardingOutcome, UserRecord } from '../../ports/accounts';
import { currentUser } from './account-settings';
import type { AccountsDeps } from './deps';

/**
 * The onboarding wizard ended (spec 001 section 4): finished or skipped, it never shows again on
 * any device. The first outcome stays: a later 'skipped' from a stale tab does not undo 'finished'.
 */
export async function endOnboarding(deps: AccountsDeps, userId: string, outcome: OnboardingOutcome): Promise<UserRecord> {
  const user = await currentUser(deps, userId);
  if (user.onboarding) return user;
  return deps.accounts.updateUser(userId, { onboarding: outcome, onboardingStep: null });
}

/** The wizard moved on to a step: kept with the user, so / resumes it. An ended wizard stays ended. */
export async function saveOnboardingStep(deps: AccountsDeps, userId: string, step: OnboardingStep): Promise<UserRecord> {
  const user = await currentUser(deps, userId);
  if (user.onboarding || user.onboardingStep === step) return user;
  return deps.accounts.updateUser(userId, { onboardingStep: step });
}
