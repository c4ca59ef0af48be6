import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import webpush from 'web-push';
import { WEB_PUSH_ENV } from '@heirloom/lambdas/runtime/web-push-env';
import type { LocalLog } from '../log';
import { startPushStandIn, type PushStandIn } from './push-stand-in';

interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/**
 * Web Push on one machine: the app's VAPID key pair (from the environment, else generated once
 * and kept beside the data so browsers subscribed before a restart still take pushes) and the
 * push-service stand-in that checks the pushes' signatures.
 */
export async function startWebPush(options: { host: string; keyFile?: string; outboxFile: string; log: LocalLog }): Promise<{ env: Record<string, string>; standIn: PushStandIn }> {
  const keys = vapidKeys(options.keyFile);
  const standIn = await startPushStandIn({ host: options.host, publicKey: keys.publicKey, outboxFile: options.outboxFile });
  options.log.info(`Web Push: push service stand-in (checks VAPID signatures) at ${standIn.url}`);
  return { env: { [WEB_PUSH_ENV.publicKey]: keys.publicKey, [WEB_PUSH_ENV.privateKey]: keys.privateKey }, standIn };
}

function vapidKeys(file: string | undefined): VapidKeyPair {
  const fromEnv = { publicKey: process.env[WEB_PUSH_ENV.publicKey], privateKey: process.env[WEB_PUSH_ENV.privateKey] };
  if (fromEnv.publicKey && fromEnv.privateKey) return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey };
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeyPair;
  const generated = webpush.generateVAPIDKeys();
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  }
  return generated;
}
