import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoPushSubscriptionStore } from '../adapters/aws/dynamo-push-subscriptions';
import { WebPushSender, type VapidKeys } from '../adapters/web-push/web-push-sender';
import type { WebPushDeps } from '../domain/messages/web-push';
import { documentClient } from './clients';
import { readEnv } from './env';
import { WEB_PUSH_ENV } from './web-push-env';


let deps: WebPushDeps | null | undefined;

/** Web Push's store and sender, or null where no VAPID key is configured. */
export function webPushDeps(): WebPushDeps | null {
  if (deps !== undefined) return deps;
  const publicKey = process.env[WEB_PUSH_ENV.publicKey];
  if (!publicKey) return (deps = null);
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => (keys ??= loadVapidKeys(publicKey).catch((error: unknown) => ((keys = undefined), Promise.reject(error))));
  deps = { publicKey, subscriptions: pushSubscriptionStore(), sender: new WebPushSender(vapid) };
  return deps;
}

/** The subscriptions alone (sign-out forgets a browser's even where pushing is not set up). */
export const pushSubscriptionStore = () => new DynamoPushSubscriptionStore(documentClient(), readEnv('tableName'));

async function loadVapidKeys(publicKey: string): Promise<VapidKeys> {
  return { publicKey, privateKey: await privateKey(), subject: vapidSubject() };
}

async function privateKey(): Promise<string> {
  const local = process.env[WEB_PUSH_ENV.privateKey];
  if (local) return local;
  const secretId = process.env[WEB_PUSH_ENV.privateKeySecret];
  if (!secretId) throw new Error(`${WEB_PUSH_ENV.publicKey} is set without ${WEB_PUSH_ENV.privateKeySecret}`);
  const result = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  const value = result.SecretString?.trim();
  if (!value) throw new Error(`The secret ${secretId} holds no VAPID private key`);
  return value;
}

/** The contact push services may use: the app's https address, else the sender's mailbox. */
function vapidSubject(): string {
  const origin = readEnv('appOrigin');
  if (origin.startsWith('https://')) return origin;
  const from = readEnv('mailFrom');
  return `mailto:${/<([^>]+)>/.exec(from)?.[1] ?? from}`;
}
