import type { UserView } from '@heirloom/shared/contracts/accounts';
import { TRIAL_DAYS, trialDaysLeft } from '@heirloom/shared/plans';

type PlanFields = Pick<UserView, 'customer_plan' | 'trial_expired' | 'trial_end' | 'had_trial' | 'plan_ends_at'>;

/** A Free user who has never had the trial can start it (once per account, spec 000 section 1). */
export const canStartTrial = (user: PlanFields): boolean => user.customer_plan === 'Free' && !user.had_trial;

export const isPaidPlan = (user: PlanFields): boolean => user.customer_plan === 'Monthly' || user.customer_plan === 'Annual';

export const formatDate = (epochMs: number): string =>
  new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(epochMs));

/** The plan's name as people read it. */
export function planLabel(user: PlanFields): string {
  if (user.customer_plan === 'Trial') return user.trial_expired ? 'Trial (ended)' : 'Free trial';
  return `${user.customer_plan} plan`;
}

/** One sentence on where the account stands, for the home page and the profile. */
export function planSummary(user: PlanFields, nowMs: number): string {
  switch (user.customer_plan) {
    case 'Free':
      return canStartTrial(user)
        ? `You are on the Free plan: you can see and help with everything your family shares. Start your free ${TRIAL_DAYS}-day trial to upload photos and build your tree.`
        : 'You are on the Free plan: you can see and help with everything your family shares. Subscribe to upload photos and build your tree.';
    case 'Trial': {
      if (user.trial_expired || user.trial_end === null || user.trial_end <= nowMs) {
        return 'Your free trial has ended. Uploads are paused until you subscribe; everything you added is still here.';
      }
      const days = trialDaysLeft(user.trial_end, nowMs);
      const when = days === 0 ? 'today' : `in ${days} ${days === 1 ? 'day' : 'days'}`;
      return `Your free trial ends ${when}, on ${formatDate(user.trial_end)}. Until then you can upload and build your tree.`;
    }
    case 'Monthly':
    case 'Annual':
      // A cancelled plan runs to the end of the period paid for (billing).
      if (user.plan_ends_at) {
        return `Your ${user.customer_plan} plan was cancelled and ends on ${formatDate(user.plan_ends_at)}. After that uploads pause; nothing you added is deleted.`;
      }
      return `You are on the ${user.customer_plan} plan. It renews every ${user.customer_plan === 'Monthly' ? 'month' : 'year'} until you cancel.`;
  }
}
