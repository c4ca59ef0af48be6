import { STRIPE_ENV } from '@heirloom/lambdas/runtime/stripe-env';
import type { LocalLog } from '../log';
import { startStripeStandIn, type StripeStandIn } from './server';

const STAND_IN_KEY_PREFIX = 'sk_test_local_';

/**
 * Real Stripe test keys in the environment (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, e.g. with
 * `stripe listen`) are used as they are; without them the local Stripe stand-in answers, so the
 * whole payment flow works offline.
 */
export async function startStripeStandInUnlessKeys(options: { host: string; webhookUrl: string; stateFile?: string; log: LocalLog }): Promise<{ env: Record<string, string>; standIn?: StripeStandIn }> {
  const key = process.env[STRIPE_ENV.secretKey];
  const webhookSecret = process.env[STRIPE_ENV.webhookSecret];
  if (key && webhookSecret && !key.startsWith(STAND_IN_KEY_PREFIX)) {
    options.log.info('Stripe: using the keys from the environment');
    return { env: {} };
  }
  const standIn = await startStripeStandIn({
    host: options.host,
    webhookUrl: options.webhookUrl,
    stateFile: options.stateFile,
    onDeliveryFailure: (type, detail) => options.log.warn(`Stripe stand-in: delivering ${type} failed (${detail})`),
  });
  options.log.info(`Stripe stand-in (test mode, no real payments) at ${standIn.url}`);
  return {
    standIn,
    env: { [STRIPE_ENV.secretKey]: standIn.secretKey, [STRIPE_ENV.webhookSecret]: standIn.webhookSecret, [STRIPE_ENV.apiBase]: standIn.url },
  };
}
