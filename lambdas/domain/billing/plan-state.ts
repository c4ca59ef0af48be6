import { CHECKOUT_PLANS, EXTRA_STORAGE_BYTES } from '@heirloom/shared/billing';
import type { CustomerPlan } from '@heirloom/shared/plans';
import type { BillingSubscription } from '../../ports/payments';

/**
 * Subscriptions that still give what was bought. past_due is kept on purpose: while the provider
 * retries a failed renewal the member keeps uploading; only when it gives up (canceled or unpaid)
 * does the plan end.
 */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

export interface PlanState {
  /** The paid plan the subscriptions give, or null when none is live. */
  customerPlan: Extract<CustomerPlan, 'Monthly' | 'Annual'> | null;
  paidSpace: number;
  paymentFailed: boolean;
  /** Epoch ms when a cancelled plan ends; null while it renews. */
  planEndsAt: number | null;
  /** Live plan subscriptions superseded by a newer one (an upgrade): to be ended with credit. */
  superseded: string[];
}

/**
 * What the member has, derived from the provider's current subscriptions rather than from the
 * event that happened to arrive: a replayed, late or out-of-order event then changes nothing.
 */
export function planStateFrom(subscriptions: readonly BillingSubscription[]): PlanState {
  const live = subscriptions.filter((sub) => LIVE_STATUSES.has(sub.status) && sub.planId);
  // The newest plan wins (an upgrade supersedes the old plan); within the same second, the yearly one.
  const yearly = (sub: BillingSubscription) => (CHECKOUT_PLANS[sub.planId!].interval === 'year' ? 1 : 0);
  const plans = live.filter((sub) => CHECKOUT_PLANS[sub.planId!].kind === 'plan').sort((a, b) => b.created - a.created || yearly(b) - yearly(a) || b.id.localeCompare(a.id));
  const current = plans[0];
  const storageUnits = live.filter((sub) => CHECKOUT_PLANS[sub.planId!].kind === 'storage').reduce((sum, sub) => sum + sub.quantity, 0);
  return {
    customerPlan: current ? CHECKOUT_PLANS[current.planId!].customerPlan : null,
    paidSpace: storageUnits * EXTRA_STORAGE_BYTES,
    paymentFailed: live.some((sub) => sub.status === 'past_due'),
    planEndsAt: current?.cancelAtPeriodEnd && current.currentPeriodEnd ? current.currentPeriodEnd * 1000 : null,
    superseded: plans.slice(1).map((sub) => sub.id),
  };
}
