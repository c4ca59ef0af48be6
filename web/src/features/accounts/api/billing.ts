import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutPlanId } from '@heirloom/shared/billing';
import { endpoints } from '@heirloom/shared/contracts/http-api';
import { api } from '../../../lib/api-client';
import { goToExternalPage } from '../../../lib/external-page';
import { userQueryKey } from './user';

export const billingQueryKey = ['accounts', 'billing'] as const;

/** GET /billing: balance, invoices and subscriptions. */
export const billingQueryOptions = () => queryOptions({ queryKey: billingQueryKey, queryFn: ({ signal }) => api(endpoints.getBilling, { signal }) });

export const useBilling = () => useQuery(billingQueryOptions());

/** Where Cancel on the checkout page brings the member back to: here. */
const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * GET /stripe_session/{plan id}, then off to the payment provider's hosted checkout. The page
 * unloads on success, so the mutation stays pending (the button keeps its spinner) until then.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async ({ planId, returnTo = currentPath() }: { planId: CheckoutPlanId; returnTo?: string }) => {
      const session = await api(endpoints.startCheckout, { return_to: returnTo }, { params: { plan_id: planId } });
      goToExternalPage(session.url);
      await new Promise(() => undefined);
    },
  });
}

/** GET /stripe_session_status/{id}: confirms the checkout /pay_success came back from, and refreshes the user. */
export function useCheckoutStatus(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['accounts', 'checkout', sessionId],
    enabled: Boolean(sessionId),
    queryFn: async ({ signal }) => {
      const status = await api(endpoints.getCheckoutStatus, { params: { session_id: sessionId! }, signal });
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      await queryClient.invalidateQueries({ queryKey: billingQueryKey });
      return status;
    },
  });
}

/** POST /billing/portal, then off to the provider's portal (card, plan, cancelling). */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await api(endpoints.openBillingPortal, { return_to: currentPath() });
      goToExternalPage(url);
      await new Promise(() => undefined);
    },
  });
}
