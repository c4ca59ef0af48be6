/**
 * Where the Stripe keys come from:
 * - STRIPE_SECRET_NAME (AWS): a Secrets Manager secret holding {"secret_key", "webhook_secret"},
 *   read once per container;
 * - STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (local): the keys themselves;
 * - STRIPE_API_BASE (local): the stand-in's URL, so the same SDK calls reach it instead of Stripe.
 */
export const STRIPE_ENV = {
  secretName: 'STRIPE_SECRET_NAME',
  secretKey: 'STRIPE_SECRET_KEY',
  webhookSecret: 'STRIPE_WEBHOOK_SECRET',
  apiBase: 'STRIPE_API_BASE',
} as const;
