import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import { DynamoAccountStore } from '../adapters/aws/dynamo-account-store';
import { DynamoBillingStore } from '../adapters/aws/dynamo-billing-store';
import { StripePaymentGateway } from '../adapters/stripe/stripe-payment-gateway';
import type { BillingDeps } from '../domain/billing/deps';
import { documentClient } from './clients';
import { readEnv } from './env';
import { STRIPE_ENV } from './stripe-env';


interface StripeKeys {
  secret_key: string;
  webhook_secret: string;
}

async function readKeys(): Promise<StripeKeys> {
  const secretName = process.env[STRIPE_ENV.secretName];
  if (secretName) {
    const result = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretName }));
    const keys = JSON.parse(result.SecretString ?? '{}') as Partial<StripeKeys>;
    if (!keys.secret_key || !keys.webhook_secret) throw new Error(`Secret ${secretName} needs "secret_key" and "webhook_secret"`);
    return keys as StripeKeys;
  }
  const secretKey = process.env[STRIPE_ENV.secretKey];
  const webhookSecret = process.env[STRIPE_ENV.webhookSecret];
  if (!secretKey || !webhookSecret) throw new Error(`Set ${STRIPE_ENV.secretName}, or ${STRIPE_ENV.secretKey} and ${STRIPE_ENV.webhookSecret}`);
  return { secret_key: secretKey, webhook_secret: webhookSecret };
}

function stripeClient(secretKey: string): Stripe {
  const base = process.env[STRIPE_ENV.apiBase];
  if (!base) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(base);
  return new Stripe(secretKey, { host: url.hostname, port: Number(url.port), protocol: url.protocol.replace(':', '') as 'http' | 'https' });
}

let deps: Promise<BillingDeps> | undefined;

/** Composition root for the billing use cases, built once per container on first use. */
export function billingDeps(): Promise<BillingDeps> {
  deps ??= (async () => {
    const keys = await readKeys();
    const client = documentClient();
    const table = readEnv('tableName');
    return {
      accounts: new DynamoAccountStore(client, table),
      billing: new DynamoBillingStore(client, table),
      payments: new StripePaymentGateway(stripeClient(keys.secret_key), keys.webhook_secret),
      now: Date.now,
      appOrigin: readEnv('appOrigin'),
    };
  })().catch((error: unknown) => {
    deps = undefined;
    throw error;
  });
  return deps;
}
