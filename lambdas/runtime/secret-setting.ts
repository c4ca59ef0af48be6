import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** A secret read when first needed, then kept for the container's life. */
export type SecretValue = () => Promise<string>;

/** The variable naming the Secrets Manager secret that holds a setting in AWS: FACEBOOK_APP_SECRET_ID for FACEBOOK_APP_SECRET. */
export const secretIdVariable = (name: string) => `${name}_ID`;

const loaded = new Map<string, Promise<string>>();

/**
 * A secret setting, or null where the stage has none. In AWS the function's environment holds only
 * the secret's name (`<NAME>_ID`, granted to the functions that read it), so the value is in
 * no template and no environment; the local runtime and its tests set `<NAME>` itself.
 */
export function secretSetting(name: string): SecretValue | null {
  const local = process.env[name];
  if (local) return async () => local;
  const secretId = process.env[secretIdVariable(name)];
  if (!secretId) return null;
  return () => {
    let value = loaded.get(secretId);
    if (!value) {
      value = readSecret(secretId);
      // A failed read is tried again by the next request rather than remembered.
      value.catch(() => loaded.delete(secretId));
      loaded.set(secretId, value);
    }
    return value;
  };
}

async function readSecret(secretId: string): Promise<string> {
  const result = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  const value = result.SecretString?.trim();
  if (!value) throw new Error(`The secret ${secretId} is empty`);
  return value;
}
