import type { BillingDeps } from './deps';
import { syncPlan } from './sync-plan';

/** The events that can change what a member has; others are acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export type WebhookOutcome = 'synced' | 'duplicate' | 'ignored' | 'unknown-customer';

/**
 * One webhook delivery: verified on the raw body (forged, unsigned or stale throws), handled
 * once per event id, and applied by re-reading the customer's subscriptions, so events arriving
 * late or out of order cannot move a plan backwards.
 */
export async function handlePaymentWebhook(deps: Pick<BillingDeps, 'accounts' | 'billing' | 'payments'>, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const event = deps.payments.verifyWebhook(rawBody, signature);
  if (!HANDLED_EVENT_TYPES.has(event.type)) return 'ignored';
  if (await deps.billing.wasEventHandled(event.id)) return 'duplicate';
  const userId = event.customerId ? await deps.billing.userIdForCustomer(event.customerId) : null;
  if (userId && event.customerId) await syncPlan(deps, userId, event.customerId);
  // Marked only after success, so a failure is retried by the provider.
  await deps.billing.markEventHandled(event.id);
  return userId ? 'synced' : 'unknown-customer';
}
