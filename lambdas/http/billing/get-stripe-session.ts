import { checkoutSessionParams, checkoutSessionQuery, type CheckoutSessionResponse } from '@heirloom/shared/contracts/billing';
import { startCheckout } from '../../domain/billing/checkout';
import { billingDeps } from '../../runtime/billing-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /stripe_session/{plan_id}: a hosted checkout session for a plan or extra storage. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: checkoutSessionParams,
    query: checkoutSessionQuery,
    handle: async ({ session, params, query }): Promise<CheckoutSessionResponse> => startCheckout(await billingDeps(), session.userId, params.plan_id, query.return_to),
  },
  httpDeps,
);
