import type { BillingResponse } from '@heirloom/shared/contracts/billing';
import { billingSummary } from '../../domain/billing/billing-summary';
import { billingDeps } from '../../runtime/billing-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /billing: account balance (cents), invoices and subscriptions. */
export const handler = httpHandler(
  {
    auth: 'session',
    handle: async ({ session }): Promise<BillingResponse> => billingSummary(await billingDeps(), session.userId),
  },
  httpDeps,
);
