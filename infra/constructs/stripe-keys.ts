import type * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { STRIPE_ENV } from '@heirloom/lambdas/runtime/stripe-env';

/** Each stage reads its Stripe keys from its own secret, created by hand (README: Stripe). */
export const stripeSecretName = (stage: string) => `heirloom/${stage}/stripe`;

/** The handlers that talk to Stripe: the billing routes, and account deletion (which cancels the subscription). */
export function needsStripeKeys(family: 'http' | 'queue', handler: string): boolean {
  return (family === 'http' && handler.startsWith('billing/')) || (family === 'queue' && handler === 'delete-account');
}

/**
 * The stage's Stripe secret ({"secret_key", "webhook_secret"}), imported by name: its value never
 * passes through the repository or a template. Only the functions that need it may read it.
 */
export class StripeKeys extends Construct {
  readonly secret: secretsmanager.ISecret;
  readonly environment: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, props: { stage: string }) {
    super(scope, id);
    this.secret = secretsmanager.Secret.fromSecretNameV2(this, 'Secret', stripeSecretName(props.stage));
    this.environment = { [STRIPE_ENV.secretName]: stripeSecretName(props.stage) };
  }

  grantRead(grantee: iam.IGrantable): void {
    this.secret.grantRead(grantee);
  }
}
