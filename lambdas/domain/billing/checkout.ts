import { CHECKOUT_PLANS, type CheckoutPlanId } from '@heirloom/shared/billing';
import type { CheckoutStatusResponse } from '@heirloom/shared/contracts/billing';
import { ConflictError, NotFoundError, UnauthorizedError } from '../errors';
import type { BillingDeps } from './deps';
import { syncPlan } from './sync-plan';

const isPaid = (plan: string) => plan === 'Monthly' || plan === 'Annual';

/** The member's customer at the payment provider, created on first checkout. */
export async function ensureCustomer(deps: BillingDeps, userId: string): Promise<string> {
  const existing = await deps.billing.customerIdFor(userId);
  if (existing) return existing;
  const user = await deps.accounts.getUser(userId);
  if (!user) throw new UnauthorizedError();
  const customerId = await deps.payments.createCustomer({ userId, email: user.email, name: user.username });
  return deps.billing.linkCustomer(userId, customerId);
}

/**
 * GET /stripe_session/{plan id}: a hosted checkout for a plan or for extra storage. Success comes
 * back to /pay_success; cancel goes back to where the member was.
 */
export async function startCheckout(deps: BillingDeps, userId: string, planId: CheckoutPlanId, returnTo = '/'): Promise<{ session_id: string; url: string }> {
  const user = await deps.accounts.getUser(userId);
  if (!user || user.status !== 'active') throw new UnauthorizedError();
  const plan = CHECKOUT_PLANS[planId];
  if (plan.kind === 'plan' && user.customerPlan === plan.customerPlan && !user.planEndsAt) throw new ConflictError(`You already have the ${plan.customerPlan} plan`);
  if (plan.kind === 'storage' && !isPaid(user.customerPlan)) throw new ConflictError('Extra storage is added to a paid plan. Please choose Monthly or Yearly first.');
  const customerId = await ensureCustomer(deps, userId);
  const session = await deps.payments.createCheckoutSession({
    customerId,
    userId,
    plan,
    // {CHECKOUT_SESSION_ID} is filled in by the provider when it redirects.
    successUrl: `${deps.appOrigin}/pay_success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${deps.appOrigin}${returnTo}`,
  });
  return { session_id: session.id, url: session.url };
}

/**
 * The member's own checkout, for /pay_success. Someone else's session id is answered exactly as
 * an unknown one. A completed checkout syncs the plan at once, so the page never waits on a late webhook.
 */
export async function checkoutStatus(deps: BillingDeps, userId: string, sessionId: string): Promise<CheckoutStatusResponse> {
  const session = await deps.payments.getCheckoutSession(sessionId);
  if (!session || session.userId !== userId) throw new NotFoundError('That checkout was not found');
  let user = await deps.accounts.getUser(userId);
  if (session.status === 'complete' && session.customerId) user = await syncPlan(deps, userId, session.customerId);
  if (!user) throw new UnauthorizedError();
  return { status: session.status, plan_id: session.planId, customer_plan: user.customerPlan, paid_space: user.paidSpace };
}
