import { TRIAL_DAYS } from '@heirloom/shared/plans';
import type { UserRecord } from '../../ports/accounts';
import { ConflictError } from '../errors';
import { currentUser } from './account-settings';
import type { AccountsDeps } from './deps';

/** The 15-day trial, once per account and without a card. */
export async function startFreeTrial(deps: AccountsDeps, userId: string): Promise<UserRecord> {
  const user = await currentUser(deps, userId);
  if (user.customerPlan === 'Monthly' || user.customerPlan === 'Annual') throw new ConflictError('You already have a paid plan');
  if (user.hadTrial) throw new ConflictError('Your free trial has already been used');
  return deps.accounts.updateUser(userId, {
    customerPlan: 'Trial',
    trialEnd: deps.now() + TRIAL_DAYS * 86_400_000,
    trialExpired: false,
    hadTrial: true,
  });
}

/** Marks every trial whose end has passed as expired; run on a schedule. */
export async function expireTrials(deps: Pick<AccountsDeps, 'accounts' | 'now'>): Promise<number> {
  let expired = 0;
  let cursor: string | undefined;
  do {
    const page = await deps.accounts.trialsEndedBefore(deps.now(), cursor);
    for (const userId of page.userIds) {
      await deps.accounts.updateUser(userId, { trialExpired: true });
      expired++;
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return expired;
}
