import type { UserRecord } from '../../ports/accounts';
import type { BillingDeps } from './deps';
import { planStateFrom } from './plan-state';

/**
 * Brings a member's plan, paid space and payment state in line with their subscriptions. Safe to
 * run any number of times and in any order: it reads the provider's current state every time.
 */
export async function syncPlan(deps: Pick<BillingDeps, 'accounts' | 'payments'>, userId: string, customerId: string): Promise<UserRecord | null> {
  const user = await deps.accounts.getUser(userId);
  if (!user) return null;
  let state = planStateFrom(await deps.payments.listSubscriptions(customerId));
  if (state.superseded.length) {
    // Upgrading (Monthly to Annual) is a new subscription: end the old one, crediting what is unused.
    for (const id of state.superseded) await deps.payments.cancelSubscriptionNow(id);
    state = planStateFrom(await deps.payments.listSubscriptions(customerId));
  }
  const wasPaid = user.customerPlan === 'Monthly' || user.customerPlan === 'Annual';
  // Without a live plan a paid member drops to Free (uploads stop, nothing is deleted); a trial is left alone.
  const customerPlan = state.customerPlan ?? (wasPaid ? 'Free' : user.customerPlan);
  return deps.accounts.updateUser(userId, {
    customerPlan,
    ...(state.customerPlan ? { trialExpired: false } : {}),
    paidSpace: state.paidSpace,
    paymentFailed: state.paymentFailed,
    planEndsAt: state.planEndsAt,
  });
}
