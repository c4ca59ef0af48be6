import Stripe from 'stripe';
import { listOf, metadataOf, objectOf, stringOf, type FormObject } from './form';
import {
  loadState,
  saveState,
  stripeId,
  unixNow,
  type StripeCheckoutSession,
  type StripeEvent,
  type StripeInvoice,
  type StripePrice,
  type StripeState,
  type StripeSubscription,
} from './state';

export interface LocalStripeOptions {
  /** Where the stand-in's own pages are served (checkout, portal, invoices), e.g. http://localhost:41000. */
  pageBase: string;
  /** The app's webhook endpoint. */
  webhookUrl: string;
  webhookSecret: string;
  /** Keep customers and subscriptions across restarts (npm start); in memory when unset. */
  stateFile?: string;
  onDeliveryFailure?: (event: StripeEvent, detail: string) => void;
}

export class StripeStandInError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = 'resource_missing',
  ) {
    super(message);
  }
}

const API_VERSION = Stripe.API_VERSION;
const LIVE = new Set(['active', 'past_due']);
const MAX_DELIVERY_ATTEMPTS = 4;

function addInterval(unixSeconds: number, interval: 'month' | 'year'): number {
  const date = new Date(unixSeconds * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

/**
 * Stripe's billing behaviour for the calls the app makes, kept in memory: customers, hosted
 * checkout, subscriptions with periods, renewals that succeed or fail, cancellation at period
 * end, prorated credit, invoices, and the customer portal. Every change sends the webhook events
 * Stripe would, signed with the endpoint secret, to the app's webhook route.
 */
export class LocalStripe {
  readonly state: StripeState;
  private readonly signer = new Stripe('sk_test_signer');
  private paused = false;
  private held: StripeEvent[] = [];

  constructor(private readonly options: LocalStripeOptions) {
    this.state = loadState(options.stateFile);
  }

  // --- API calls (what the SDK sends) ---

  createCustomer(params: FormObject, idempotencyKey?: string) {
    const known = idempotencyKey && this.state.idempotency[idempotencyKey];
    if (known && this.state.customers[known]) return this.state.customers[known];
    const customer = {
      id: stripeId('cus'),
      object: 'customer' as const,
      email: stringOf(params.email) ?? null,
      name: stringOf(params.name) ?? null,
      balance: 0,
      created: unixNow(),
      metadata: metadataOf(params.metadata),
    };
    this.state.customers[customer.id] = customer;
    if (idempotencyKey) this.state.idempotency[idempotencyKey] = customer.id;
    this.save();
    return customer;
  }

  customer(id: string) {
    const customer = this.state.customers[id];
    if (!customer) throw new StripeStandInError(404, `No such customer: '${id}'`);
    return customer;
  }

  createCheckoutSession(params: FormObject): StripeCheckoutSession {
    if (stringOf(params.mode) !== 'subscription') throw new StripeStandInError(400, 'The stand-in supports mode=subscription only', 'parameter_invalid');
    const customer = stringOf(params.customer) ?? null;
    if (customer) this.customer(customer);
    const lineItems = listOf(params.line_items).map((value) => {
      const item = objectOf(value);
      const priceData = objectOf(item.price_data);
      const recurring = objectOf(priceData.recurring);
      const interval = stringOf(recurring.interval);
      const price: StripePrice = {
        id: stripeId('price'),
        object: 'price',
        currency: stringOf(priceData.currency) ?? 'usd',
        unit_amount: Number(stringOf(priceData.unit_amount) ?? 0),
        recurring: interval === 'month' || interval === 'year' ? { interval, interval_count: 1 } : null,
        product_name: stringOf(objectOf(priceData.product_data).name) ?? 'Item',
      };
      return { quantity: Number(stringOf(item.quantity) ?? 1), price };
    });
    if (!lineItems.length || lineItems.some((item) => !item.price.recurring || item.price.unit_amount <= 0)) {
      throw new StripeStandInError(400, 'line_items need a recurring price_data with a unit_amount', 'parameter_invalid');
    }
    const successUrl = stringOf(params.success_url);
    const cancelUrl = stringOf(params.cancel_url);
    if (!successUrl || !cancelUrl) throw new StripeStandInError(400, 'success_url and cancel_url are required', 'parameter_missing');
    const id = stripeId('cs_test');
    const session: StripeCheckoutSession = {
      id,
      object: 'checkout.session',
      customer,
      client_reference_id: stringOf(params.client_reference_id) ?? null,
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.options.pageBase}/checkout/${id}`,
      success_url: successUrl,
      cancel_url: cancelUrl,
      metadata: metadataOf(params.metadata),
      subscription: null,
      created: unixNow(),
      amount_total: lineItems.reduce((sum, item) => sum + item.quantity * item.price.unit_amount, 0),
      line_items: lineItems,
      subscription_metadata: metadataOf(objectOf(params.subscription_data).metadata),
    };
    this.state.sessions[id] = session;
    this.save();
    return session;
  }

  checkoutSession(id: string) {
    const session = this.state.sessions[id];
    if (!session) throw new StripeStandInError(404, `No such checkout.session: '${id}'`);
    return session;
  }

  listSubscriptions(customer: string | undefined, status: string | undefined) {
    return Object.values(this.state.subscriptions)
      .reverse()
      .filter((sub) => !customer || sub.customer === customer)
      .filter((sub) => (status === 'all' ? true : status ? sub.status === status : sub.status !== 'canceled'))
      .sort((a, b) => b.created - a.created);
  }

  subscription(id: string) {
    const sub = this.state.subscriptions[id];
    if (!sub) throw new StripeStandInError(404, `No such subscription: '${id}'`);
    return sub;
  }

  /** DELETE /v1/subscriptions/{id}: ends it now; with prorate, the unused part becomes credit. */
  async cancelNow(id: string, prorate: boolean) {
    const sub = this.subscription(id);
    if (sub.status === 'canceled') throw new StripeStandInError(400, `Subscription ${id} is already canceled`, 'subscription_canceled');
    const now = unixNow();
    if (prorate && sub.status === 'active') {
      const item = sub.items.data[0]!;
      const span = item.current_period_end - item.current_period_start;
      const unused = Math.max(0, item.current_period_end - now);
      const credit = Math.round((item.price.unit_amount * item.quantity * unused) / span);
      this.customer(sub.customer).balance -= credit;
    }
    sub.status = 'canceled';
    sub.canceled_at = now;
    sub.ended_at = now;
    this.save();
    await this.emit('customer.subscription.deleted', sub);
    return sub;
  }

  /** POST /v1/subscriptions/{id} with cancel_at_period_end (what the portal's Cancel does). */
  async setCancelAtPeriodEnd(id: string, cancel: boolean) {
    const sub = this.subscription(id);
    if (!LIVE.has(sub.status)) throw new StripeStandInError(400, `Subscription ${id} is not active`, 'subscription_canceled');
    sub.cancel_at_period_end = cancel;
    sub.canceled_at = cancel ? unixNow() : null;
    this.save();
    await this.emit('customer.subscription.updated', sub);
    return sub;
  }

  listInvoices(customer: string | undefined, limit: number) {
    // Newest first; within one second, the one made last first (objects keep their creation order).
    const all = Object.values(this.state.invoices)
      .reverse()
      .filter((invoice) => !customer || invoice.customer === customer)
      .sort((a, b) => b.created - a.created);
    return { data: all.slice(0, limit), has_more: all.length > limit };
  }

  invoice(id: string) {
    const invoice = this.state.invoices[id];
    if (!invoice) throw new StripeStandInError(404, `No such invoice: '${id}'`);
    return invoice;
  }

  createPortalSession(params: FormObject) {
    const customer = stringOf(params.customer);
    if (!customer) throw new StripeStandInError(400, 'customer is required', 'parameter_missing');
    this.customer(customer);
    const id = stripeId('bps');
    const session = {
      id,
      object: 'billing_portal.session' as const,
      customer,
      return_url: stringOf(params.return_url) ?? this.options.pageBase,
      url: `${this.options.pageBase}/portal/${id}`,
      created: unixNow(),
    };
    this.state.portalSessions[id] = session;
    this.save();
    return session;
  }

  portalSession(id: string) {
    const session = this.state.portalSessions[id];
    if (!session) throw new StripeStandInError(404, `No such billing portal session: '${id}'`);
    return session;
  }

  // --- What a person does on the stand-in's pages ---

  /** The test checkout's Pay button: subscription, paid first invoice, and their events. Returns where to go next. */
  async pay(sessionId: string): Promise<string> {
    const session = this.checkoutSession(sessionId);
    if (session.status !== 'open') return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
    const customerId = session.customer ?? this.createCustomer({}).id;
    const now = unixNow();
    const first = session.line_items[0]!;
    const sub: StripeSubscription = {
      id: stripeId('sub'),
      object: 'subscription',
      customer: customerId,
      status: 'active',
      created: now,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      metadata: session.subscription_metadata,
      latest_invoice: null,
      items: {
        object: 'list',
        data: [
          {
            id: stripeId('si'),
            object: 'subscription_item',
            quantity: first.quantity,
            current_period_start: now,
            current_period_end: addInterval(now, first.price.recurring!.interval),
            price: first.price,
          },
        ],
      },
    };
    this.state.subscriptions[sub.id] = sub;
    const invoice = this.createInvoice(sub, now, true);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id, customer: customerId });
    this.save();
    await this.emit('customer.subscription.created', sub);
    await this.emit('invoice.paid', invoice);
    await this.emit('checkout.session.completed', session);
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  // --- Time passing (tests, and the portal's test controls) ---

  /** The period ends: a subscription set to cancel ends; otherwise it renews, paid or failed. */
  async endPeriod(id: string, { fail = false }: { fail?: boolean } = {}) {
    const sub = this.subscription(id);
    if (sub.cancel_at_period_end) {
      sub.status = 'canceled';
      sub.ended_at = sub.items.data[0]!.current_period_end;
      this.save();
      await this.emit('customer.subscription.deleted', sub);
      return sub;
    }
    const item = sub.items.data[0]!;
    item.current_period_start = item.current_period_end;
    item.current_period_end = addInterval(item.current_period_start, item.price.recurring!.interval);
    const invoice = this.createInvoice(sub, item.current_period_start, !fail);
    sub.status = fail ? 'past_due' : 'active';
    this.save();
    await this.emit(fail ? 'invoice.payment_failed' : 'invoice.paid', invoice);
    await this.emit('customer.subscription.updated', sub);
    return sub;
  }

  /** A retry of the open invoice: succeeds (the card was fixed) or the retries run out (Stripe cancels). */
  async settleRetries(id: string, { succeed }: { succeed: boolean }) {
    const sub = this.subscription(id);
    const invoice = sub.latest_invoice ? this.state.invoices[sub.latest_invoice] : undefined;
    if (sub.status !== 'past_due' || !invoice) throw new StripeStandInError(400, `Subscription ${id} has no failed payment`, 'parameter_invalid');
    if (succeed) {
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
      sub.status = 'active';
      this.save();
      await this.emit('invoice.paid', invoice);
      await this.emit('customer.subscription.updated', sub);
    } else {
      sub.status = 'canceled';
      sub.ended_at = unixNow();
      this.save();
      await this.emit('customer.subscription.deleted', sub);
    }
    return sub;
  }

  // --- Webhook delivery ---

  /** Hold events instead of delivering them (tests deliver them later, in any order). */
  pauseDeliveries(): void {
    this.paused = true;
  }

  /** Delivers held events (optionally newest first) and resumes normal delivery. */
  async resumeDeliveries({ reverse = false }: { reverse?: boolean } = {}): Promise<number[]> {
    this.paused = false;
    const events = reverse ? [...this.held].reverse() : [...this.held];
    this.held = [];
    const statuses: number[] = [];
    for (const event of events) statuses.push(await this.deliver(event));
    return statuses;
  }

  eventsOfType(type: string): StripeEvent[] {
    return this.state.events.filter((event) => event.type === type);
  }

  /**
   * Posts one event to the app, signed as Stripe signs (a fresh timestamp each delivery). Like
   * Stripe, a delivery the app failed (5xx or no answer) is retried, here a few times within seconds.
   */
  async deliver(event: StripeEvent, attempt = 1): Promise<number> {
    const payload = JSON.stringify(event, null, 2);
    const signature = this.signer.webhooks.generateTestHeaderString({ payload, secret: this.options.webhookSecret });
    let status = 0;
    let detail = '';
    try {
      const response = await fetch(this.options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
      });
      status = response.status;
      if (!response.ok) detail = `HTTP ${response.status}: ${await response.text()}`;
    } catch (error) {
      detail = (error as Error).message;
    }
    if (detail) this.options.onDeliveryFailure?.(event, detail);
    if ((status === 0 || status >= 500) && attempt < MAX_DELIVERY_ATTEMPTS) {
      setTimeout(() => void this.deliver(event, attempt + 1), attempt * 1000).unref();
    }
    return status;
  }

  private async emit(type: string, object: unknown): Promise<void> {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: unixNow(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      // A snapshot: later changes to the object must not rewrite what this event said.
      data: { object: structuredClone(object) },
    };
    this.state.events.push(event);
    this.save();
    if (this.paused) this.held.push(event);
    else await this.deliver(event);
  }

  private createInvoice(sub: StripeSubscription, created: number, paid: boolean): StripeInvoice {
    const item = sub.items.data[0]!;
    const amount = item.price.unit_amount * item.quantity;
    const id = stripeId('in');
    const invoice: StripeInvoice = {
      id,
      object: 'invoice',
      customer: sub.customer,
      created,
      currency: item.price.currency,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      status: paid ? 'paid' : 'open',
      hosted_invoice_url: `${this.options.pageBase}/invoice/${id}`,
      description: null,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      lines: { object: 'list', data: [{ id: stripeId('il'), object: 'line_item', amount, description: `${item.quantity} × ${item.price.product_name}` }] },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    };
    this.state.invoices[id] = invoice;
    sub.latest_invoice = id;
    return invoice;
  }

  private save(): void {
    saveState(this.options.stateFile, this.state);
  }
}
