import { canUpload } from '@heirloom/shared/plans';
import type { UploadAccount } from './upload-rules';

/** Free and an expired Trial may not upload; a trial whose end has passed counts as expired. */
export function uploadsAllowed(account: Pick<UploadAccount, 'customer_plan' | 'trial_expired' | 'trial_end'>, nowMs: number): boolean {
  const expired = account.trial_expired || (account.customer_plan === 'Trial' && account.trial_end !== null && account.trial_end <= nowMs);
  return canUpload({ customer_plan: account.customer_plan, trial_expired: expired });
}
