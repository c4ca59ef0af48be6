import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The objects the stand-in keeps, in the shapes of Stripe's API (only the fields the app and the
 * SDK read). Persisted to a JSON file when `npm start` keeps data, so a restart keeps customers.
 */
export interface StripePrice {
  id: string;
  object: 'price';
  currency: string;
  unit_amount: number;
  recurring: { interval: 'month' | 'year'; interval_count: 1 } | null;
  product_name: string;
}

export interface StripeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled' | 'unpaid';
  created: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  metadata: Record<string, string>;
  latest_invoice: string | null;
  items: {
    object: 'list';
    data: Array<{ id: string; object: 'subscription_item'; quantity: number; current_period_start: number; current_period_end: number; price: StripePrice }>;
  };
}

export interface StripeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  created: number;
  currency: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  status: 'paid' | 'open';
  hosted_invoice_url: string;
  description: string | null;
  period_start: number;
  period_end: number;
  lines: { object: 'list'; data: Array<{ id: string; object: 'line_item'; amount: number; description: string }> };
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Record<string, string> } };
}

export interface StripeCheckoutSession {
  id: string;
  object: 'checkout.session';
  customer: string | null;
  client_reference_id: string | null;
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  subscription: string | null;
  created: number;
  amount_total: number;
  line_items: Array<{ quantity: number; price: StripePrice }>;
  subscription_metadata: Record<string, string>;
}

export interface StripeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  balance: number;
  created: number;
  metadata: Record<string, string>;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown };
}

export interface StripeState {
  customers: Record<string, StripeCustomer>;
  sessions: Record<string, StripeCheckoutSession>;
  subscriptions: Record<string, StripeSubscription>;
  invoices: Record<string, StripeInvoice>;
  portalSessions: Record<string, { id: string; object: 'billing_portal.session'; customer: string; return_url: string; url: string; created: number }>;
  events: StripeEvent[];
  /** Idempotency keys already answered, with the object id they created. */
  idempotency: Record<string, string>;
}

export const emptyState = (): StripeState => ({ customers: {}, sessions: {}, subscriptions: {}, invoices: {}, portalSessions: {}, events: [], idempotency: {} });

/** Ids shaped like Stripe's: a type prefix and random characters. */
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export const unixNow = () => Math.floor(Date.now() / 1000);

export function loadState(file: string | undefined): StripeState {
  if (!file || !existsSync(file)) return emptyState();
  return { ...emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<StripeState>) };
}

export function saveState(file: string | undefined, state: StripeState): void {
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(state));
}
