import type { MessageEvent } from '@heirloom/shared/contracts/messages';
import type { AccountStore } from '../../ports/accounts';

/** People are told this long before their trial ends. */
export const TRIAL_ENDING_NOTICE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Trials ending within the notice period, as trial_ending events (one message per trial: the
 * event names the trial's end, so running this every quarter hour tells each person once).
 */
export async function endingTrialEvents(deps: { accounts: Pick<AccountStore, 'trialsEndedBefore' | 'getUser'>; now: () => number }): Promise<MessageEvent[]> {
  const now = deps.now();
  const events: MessageEvent[] = [];
  let cursor: string | undefined;
  do {
    const page = await deps.accounts.trialsEndedBefore(now + TRIAL_ENDING_NOTICE_MS, cursor);
    for (const userId of page.userIds) {
      const user = await deps.accounts.getUser(userId);
      if (!user || user.customerPlan !== 'Trial' || user.trialExpired || !user.trialEnd || user.trialEnd <= now) continue;
      events.push({ kind: 'trial_ending', user_id: userId, trial_end: user.trialEnd, at: now });
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return events;
}
