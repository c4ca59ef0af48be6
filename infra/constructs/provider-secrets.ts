import type * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { IDENTITY_ENV } from '@heirloom/lambdas/runtime/identity-env';
import { secretIdVariable } from '@heirloom/lambdas/runtime/secret-setting';
import { SOURCES_ENV } from '@heirloom/lambdas/runtime/sources-env';

/** The Secrets Manager secrets (by name, created by hand) holding the sign-in and photo-source apps' secrets. */
export interface ProviderSecretNames {
  readonly facebookAppSecret?: string;
  readonly googlePhotosClientSecret?: string;
  readonly facebookPhotosAppSecret?: string;
}

/**
 * The providers' app secrets, kept in Secrets Manager: functions get only each secret's name
 * (`<VARIABLE>_ID`, e.g. FACEBOOK_APP_SECRET_ID) and read the value at run time (lambdas/runtime/secret-setting.ts),
 * so no secret is in a template or a function's environment.
 */
export class ProviderSecrets extends Construct {
  readonly environment: Record<string, string> = {};
  private readonly secrets: secretsmanager.ISecret[] = [];

  constructor(scope: Construct, id: string, names: ProviderSecretNames) {
    super(scope, id);
    const variables: Record<keyof ProviderSecretNames, string> = {
      facebookAppSecret: IDENTITY_ENV.facebookAppSecret,
      googlePhotosClientSecret: SOURCES_ENV.googleClientSecret,
      facebookPhotosAppSecret: SOURCES_ENV.facebookAppSecret,
    };
    for (const [key, variable] of Object.entries(variables) as Array<[keyof ProviderSecretNames, string]>) {
      const name = names[key];
      if (!name) continue;
      this.secrets.push(secretsmanager.Secret.fromSecretNameV2(this, key, name));
      this.environment[secretIdVariable(variable)] = name;
    }
  }

  grantRead(grantee: iam.IGrantable): void {
    for (const secret of this.secrets) secret.grantRead(grantee);
  }
}
