import { billingPortalBody } from '@heirloom/shared/contracts/billing';
import { billingPortalUrl } from '../../domain/billing/billing-summary';
import { billingDeps } from '../../runtime/billing-deps';
import { httpDeps } from '../../runtime/http-deps';
import { httpHandler } from '../../runtime/http/http-handler';

/** POST /billing/portal: a customer-portal session for the card, plan changes and cancelling. */
export const handler = httpHandler(
  {
    auth: 'session',
    body: billingPortalBody,
    handle: async ({ session, body }) => ({ url: await billingPortalUrl(await billingDeps(), session.userId, body.return_to) }),
  },
  httpDeps,
);
