import type { BillingResponse } from '@heirloom/shared/contracts/billing';
import { ConflictError, UnauthorizedError } from '../errors';
import type { BillingDeps } from './deps';

const INVOICE_PAGE = 24;

/** GET /billing: balance, invoices (newest first) and subscriptions of the signed-in member. */
export async function billingSummary(deps: BillingDeps, userId: string): Promise<BillingResponse> {
  const user = await deps.accounts.getUser(userId);
  if (!user) throw new UnauthorizedError();
  const base = { customer_plan: user.customerPlan, payment_failed: user.paymentFailed ?? false };
  const customerId = await deps.billing.customerIdFor(userId);
  if (!customerId) return { ...base, account_balance: 0, invoices: { data: [], has_more: false }, subscriptions: [] };
  const [balance, invoices, subscriptions] = await Promise.all([
    deps.payments.customerBalance(customerId),
    deps.payments.listInvoices(customerId, INVOICE_PAGE),
    deps.payments.listSubscriptions(customerId),
  ]);
  return {
    ...base,
    account_balance: balance,
    invoices: {
      data: invoices.data.map((invoice) => ({
        id: invoice.id,
        created: invoice.created,
        amount_paid: invoice.amountPaid,
        amount_due: invoice.amountDue,
        status: invoice.status,
        paid: invoice.paid,
        hosted_invoice_url: invoice.hostedInvoiceUrl,
        description: invoice.description,
      })),
      has_more: invoices.hasMore,
    },
    subscriptions: subscriptions
      .filter((sub) => sub.status !== 'canceled' && sub.status !== 'incomplete_expired')
      .map((sub) => ({
        id: sub.id,
        plan_id: sub.planId,
        status: sub.status,
        quantity: sub.quantity,
        current_period_end: sub.currentPeriodEnd,
        cancel_at_period_end: sub.cancelAtPeriodEnd,
      })),
  };
}

/** POST /billing/portal: the provider's page for the card on file, plan changes and cancelling. */
export async function billingPortalUrl(deps: BillingDeps, userId: string, returnTo = '/billing'): Promise<string> {
  const customerId = await deps.billing.customerIdFor(userId);
  if (!customerId) throw new ConflictError('You have no subscription to manage yet. Choose a plan first.');
  return deps.payments.createPortalSession(customerId, `${deps.appOrigin}${returnTo}`);
}

/** Account deletion: nothing keeps charging a member who is gone. */
export async function cancelAllSubscriptions(deps: Pick<BillingDeps, 'billing' | 'payments'>, userId: string): Promise<number> {
  const customerId = await deps.billing.customerIdFor(userId);
  if (!customerId) return 0;
  const live = (await deps.payments.listSubscriptions(customerId)).filter((sub) => !['canceled', 'incomplete_expired'].includes(sub.status));
  for (const sub of live) await deps.payments.cancelSubscriptionNow(sub.id);
  return live.length;
}
