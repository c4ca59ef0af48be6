import type { CheckoutPlan, CheckoutPlanId } from '@heirloom/shared/billing';

/** A subscription as billing rules need it, whatever the payment provider calls things. */
export interface BillingSubscription {
  id: string;
  customerId: string;
  /** Which checkout plan it was bought as; null for one the app did not create. */
  planId: CheckoutPlanId | null;
  /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete, ... */
  status: string;
  quantity: number;
  /** Unix seconds. */
  created: number;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

export interface BillingInvoice {
  id: string;
  /** Unix seconds. */
  created: number;
  amountPaid: number;
  amountDue: number;
  status: string;
  paid: boolean;
  hostedInvoiceUrl: string | null;
  description: string | null;
}

export interface CheckoutSessionInfo {
  id: string;
  status: 'open' | 'complete' | 'expired';
  /** The app's user id the session was created for. */
  userId: string | null;
  customerId: string | null;
  planId: CheckoutPlanId | null;
}

/** A webhook event whose signature was verified. */
export interface VerifiedPaymentEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  customerId: string | null;
}

/** The payment provider (Stripe in AWS and, pointed at the stand-in, locally). */
export interface PaymentGateway {
  createCustomer(input: { userId: string; email: string | null; name: string }): Promise<string>;
  createCheckoutSession(input: { customerId: string; userId: string; plan: CheckoutPlan; successUrl: string; cancelUrl: string }): Promise<{ id: string; url: string }>;
  getCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo | null>;
  listSubscriptions(customerId: string): Promise<BillingSubscription[]>;
  /** Ends a subscription now, crediting the unused part (used for upgrades and account deletion). */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
  listInvoices(customerId: string, limit: number): Promise<{ data: BillingInvoice[]; hasMore: boolean }>;
  /** The customer's balance in cents (negative is credit). */
  customerBalance(customerId: string): Promise<number>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  /** Throws WebhookSignatureError when the body is unsigned, forged or stale. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): VerifiedPaymentEvent;
}

/** Which customer belongs to which user, and which events were handled already. */
export interface BillingStore {
  customerIdFor(userId: string): Promise<string | null>;
  /** Links a new customer; when a concurrent request linked one first, returns that one. */
  linkCustomer(userId: string, customerId: string): Promise<string>;
  userIdForCustomer(customerId: string): Promise<string | null>;
  wasEventHandled(eventId: string): Promise<boolean>;
  markEventHandled(eventId: string): Promise<void>;
}
