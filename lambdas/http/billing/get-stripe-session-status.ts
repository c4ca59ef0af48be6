import { checkoutStatusParams, type CheckoutStatusResponse } from '@heirloom/shared/contracts/billing';
import { checkoutStatus } from '../../domain/billing/checkout';
import { billingDeps } from '../../runtime/billing-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** GET /stripe_session_status/{session_id}: the caller's own checkout, as /pay_success shows it. */
export const handler = httpHandler(
  {
    auth: 'session',
    params: checkoutStatusParams,
    handle: async ({ session, params }): Promise<CheckoutStatusResponse> => checkoutStatus(await billingDeps(), session.userId, params.session_id),
  },
  httpDeps,
);
