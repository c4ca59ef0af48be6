/**
 * What can be bought at checkout (spec 000 sections 7 and 9): the two fixed plan ids and extra
 * storage, with their prices in cents as the payment provider charges them. Money travels in
 * cents and is shown as dollars (spec 001 section 9).
 */
import { GIB, PRICES } from './plans';

export const CHECKOUT_PLAN_IDS = ['monthly', 'yearly', 'storage_monthly', 'storage_yearly'] as const;
export type CheckoutPlanId = (typeof CHECKOUT_PLAN_IDS)[number];

/** Each extra storage unit adds this much to paid_space while its subscription lasts. */
export const EXTRA_STORAGE_BYTES = PRICES.extraStorage.sizeGb * GIB;

export interface CheckoutPlan {
  id: CheckoutPlanId;
  /** What the subscription buys: a plan, or extra storage on top of one. */
  kind: 'plan' | 'storage';
  /** The customer_plan a plan subscription gives. */
  customerPlan: 'Monthly' | 'Annual' | null;
  name: string;
  unitAmountCents: number;
  interval: 'month' | 'year';
}

const cents = (dollars: number) => Math.round(dollars * 100);

export const CHECKOUT_PLANS: Record<CheckoutPlanId, CheckoutPlan> = {
  monthly: { id: 'monthly', kind: 'plan', customerPlan: 'Monthly', name: 'Heirloom Monthly', unitAmountCents: cents(PRICES.monthly.amount), interval: 'month' },
  yearly: { id: 'yearly', kind: 'plan', customerPlan: 'Annual', name: 'Heirloom Annual', unitAmountCents: cents(PRICES.annual.amount), interval: 'year' },
  storage_monthly: {
    id: 'storage_monthly',
    kind: 'storage',
    customerPlan: null,
    name: `Extra ${PRICES.extraStorage.sizeGb} GB storage (monthly)`,
    unitAmountCents: cents(PRICES.extraStorage.monthly),
    interval: 'month',
  },
  storage_yearly: {
    id: 'storage_yearly',
    kind: 'storage',
    customerPlan: null,
    name: `Extra ${PRICES.extraStorage.sizeGb} GB storage (yearly)`,
    unitAmountCents: cents(PRICES.extraStorage.annual),
    interval: 'year',
  },
};

export function isCheckoutPlanId(value: string): value is CheckoutPlanId {
  return (CHECKOUT_PLAN_IDS as readonly string[]).includes(value);
}

/** Cents as dollars with a dollar sign: 4999 -> '$49.99', -500 -> '-$5.00'. */
export function formatCents(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(amountCents) / 100).toFixed(2)}`;
}

/** A Unix-seconds time as MM/DD/YYYY in the given time zone (the viewer's by default). */
export function formatInvoiceDate(unixSeconds: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(new Date(unixSeconds * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')}`;
}
