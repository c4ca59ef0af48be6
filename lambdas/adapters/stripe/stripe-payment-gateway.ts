import Stripe from 'stripe';
import { isCheckoutPlanId, type CheckoutPlanId } from '@heirloom/shared/billing';
import { WebhookSignatureError } from '../../domain/billing/errors';
import type { BillingInvoice, BillingSubscription, CheckoutSessionInfo, PaymentGateway, VerifiedPaymentEvent } from '../../ports/payments';

/** The checkout plan a subscription or session was bought as travels in its metadata. */
const PLAN_KEY = 'plan_id';

const planIdOf = (metadata: Stripe.Metadata | null | undefined): CheckoutPlanId | null => {
  const value = metadata?.[PLAN_KEY];
  return value && isCheckoutPlanId(value) ? value : null;
};

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

/** Stripe, through its SDK; locally the same SDK talks to the stand-in. */
export class StripePaymentGateway implements PaymentGateway {
  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  async createCustomer({ userId, email, name }: { userId: string; email: string | null; name: string }): Promise<string> {
    const customer = await this.stripe.customers.create({ email: email ?? undefined, name, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` });
    return customer.id;
  }

  async createCheckoutSession({ customerId, userId, plan, successUrl, cancelUrl }: Parameters<PaymentGateway['createCheckoutSession']>[0]) {
    const metadata = { user_id: userId, [PLAN_KEY]: plan.id };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: userId,
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: plan.unitAmountCents, recurring: { interval: plan.interval }, product_data: { name: plan.name } },
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: successUrl,
      cancel_url: cancelUrl,
    });
    if (!session.url) throw new Error('The checkout session has no URL');
    return { id: session.id, url: session.url };
  }

  async getCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo | null> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      return {
        id: session.id,
        status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
        userId: session.client_reference_id,
        customerId: idOf(session.customer),
        planId: planIdOf(session.metadata),
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async listSubscriptions(customerId: string): Promise<BillingSubscription[]> {
    const subscriptions: BillingSubscription[] = [];
    for await (const sub of this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
      const item = sub.items.data[0];
      subscriptions.push({
        id: sub.id,
        customerId,
        planId: planIdOf(sub.metadata),
        status: sub.status,
        quantity: item?.quantity ?? 1,
        created: sub.created,
        currentPeriodEnd: item?.current_period_end ?? null,
        cancelAtPeriodEnd: sub.cancel_at_period_end,
      });
    }
    return subscriptions;
  }

  async cancelSubscriptionNow(subscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.cancel(subscriptionId, { prorate: true });
  }

  async listInvoices(customerId: string, limit: number): Promise<{ data: BillingInvoice[]; hasMore: boolean }> {
    const page = await this.stripe.invoices.list({ customer: customerId, limit });
    return {
      data: page.data.map((invoice) => ({
        id: invoice.id ?? '',
        created: invoice.created,
        amountPaid: invoice.amount_paid,
        amountDue: invoice.amount_due,
        status: invoice.status ?? 'draft',
        paid: invoice.status === 'paid',
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        description: invoice.lines?.data[0]?.description ?? invoice.description ?? null,
      })),
      hasMore: page.has_more,
    };
  }

  async customerBalance(customerId: string): Promise<number> {
    const customer = await this.stripe.customers.retrieve(customerId);
    return 'deleted' in customer && customer.deleted ? 0 : (customer as Stripe.Customer).balance;
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): VerifiedPaymentEvent {
    if (!signatureHeader) throw new WebhookSignatureError();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
    const object = event.data.object as { object?: string; id?: string; customer?: string | { id: string } | null };
    const customerId = object.object === 'customer' ? (object.id ?? null) : idOf(object.customer);
    return { id: event.id, type: event.type, created: event.created, customerId };
  }
}
