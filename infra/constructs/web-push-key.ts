import type * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { WEB_PUSH_ENV } from '@heirloom/lambdas/runtime/web-push-env';

/**
 * The stage's VAPID private key, in a Secrets Manager secret created by hand (README: Web Push)
 * and imported by name, so the key never passes through the repository or a template. Only the
 * functions that send pushes may read it.
 */
export class WebPushKey extends Construct {
  readonly secret: secretsmanager.ISecret;
  readonly environment: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, props: { secretName: string }) {
    super(scope, id);
    this.secret = secretsmanager.Secret.fromSecretNameV2(this, 'Secret', props.secretName);
    this.environment = { [WEB_PUSH_ENV.privateKeySecret]: props.secretName };
  }

  grantRead(grantee: iam.IGrantable): void {
    this.secret.grantRead(grantee);
  }
}
