import * as z from 'zod';
import { CHECKOUT_PLAN_IDS } from '../billing';
import { CUSTOMER_PLANS } from '../plans';

/** GET /stripe_session/{plan_id}?return_to=/path — return_to is where Cancel on the checkout page leads. */
export const checkoutSessionParams = z.object({
  plan_id: z.enum(CHECKOUT_PLAN_IDS, { message: 'Please choose Monthly, Yearly or extra storage' }),
});
export const checkoutSessionQuery = z.object({
  return_to: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'return_to must be a path in this app')
    .optional(),
});
export const checkoutSessionResponse = z.object({ session_id: z.string(), url: z.string() });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponse>;

/** GET /stripe_session_status/{session_id}: the caller's own checkout, as /pay_success shows it. */
export const checkoutStatusParams = z.object({ session_id: z.string().min(1).max(255) });
export const checkoutStatusResponse = z.object({
  status: z.enum(['open', 'complete', 'expired']),
  plan_id: z.enum(CHECKOUT_PLAN_IDS).nullable(),
  customer_plan: z.enum(CUSTOMER_PLANS),
  paid_space: z.number(),
});
export type CheckoutStatusResponse = z.infer<typeof checkoutStatusResponse>;

export const invoiceView = z.object({
  id: z.string(),
  /** Unix seconds. */
  created: z.number(),
  amount_paid: z.number(),
  amount_due: z.number(),
  status: z.string(),
  paid: z.boolean(),
  hosted_invoice_url: z.string().nullable(),
  description: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceView>;

export const subscriptionView = z.object({
  id: z.string(),
  plan_id: z.enum(CHECKOUT_PLAN_IDS).nullable(),
  status: z.string(),
  quantity: z.number(),
  /** Unix seconds. */
  current_period_end: z.number().nullable(),
  cancel_at_period_end: z.boolean(),
});

/** GET /billing (spec 001 section 3, Billing): balance in cents and the invoices, newest first. */
export const billingResponse = z.object({
  account_balance: z.number(),
  invoices: z.object({ data: z.array(invoiceView), has_more: z.boolean() }),
  subscriptions: z.array(subscriptionView),
  customer_plan: z.enum(CUSTOMER_PLANS),
  payment_failed: z.boolean(),
});
export type BillingResponse = z.infer<typeof billingResponse>;

/** POST /billing/portal: where 'Manage payment method and plan' leads. */
export const billingPortalBody = z.object({
  return_to: checkoutSessionQuery.shape.return_to,
});
export const billingPortalResponse = z.object({ url: z.string() });
