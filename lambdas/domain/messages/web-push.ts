import { createHash } from 'node:crypto';
import { WEB_PUSH_MAX_SUBSCRIPTIONS, type PushPayload, type PushSubscriptionRequest, type WebPushResponse } from '@heirloom/shared/contracts/web-push';
import type { DeliveryLedger, PushSender, PushSubscriptionStore } from '../../ports/messages';
import { ConflictError } from '../errors';

/** Web Push where a push service is configured: the VAPID public key, the browsers, the sender. */
export interface WebPushDeps {
  publicKey: string;
  subscriptions: PushSubscriptionStore;
  sender: PushSender;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
export const subscriptionIdOf = (endpoint: string) => hash(endpoint);
/** Sessions are credentials: a subscription keeps only a hash of the one that saved it. */
export const sessionTagOf = (sessionId: string) => hash(`session:${sessionId}`);

/** GET /web_push: the key to subscribe with and the browsers already subscribed. */
export async function webPushView(push: WebPushDeps | null, userId: string): Promise<WebPushResponse> {
  if (!push) return { public_key: null, endpoints: [] };
  const subscriptions = await push.subscriptions.list(userId);
  return { public_key: push.publicKey, endpoints: subscriptions.map((s) => s.endpoint) };
}

/**
 * Saves this browser's subscription (again, if it subscribed before). A person keeps at most
 * WEB_PUSH_MAX_SUBSCRIPTIONS browsers: the oldest make room, as those are the ones most likely
 * long gone (a reinstalled browser never says goodbye).
 */
export async function savePushSubscription(push: WebPushDeps | null, userId: string, sessionId: string, request: PushSubscriptionRequest, now: number): Promise<WebPushResponse> {
  if (!push) throw new ConflictError('Notifications to a closed browser are not set up on this server.');
  const subscriptionId = subscriptionIdOf(request.endpoint);
  // A browser someone else subscribed (and never signed out of) now belongs to this person only:
  // the other's pushes must not show on a screen that is no longer theirs.
  const previousOwner = await push.subscriptions.ownerOf(subscriptionId);
  if (previousOwner && previousOwner !== userId) await push.subscriptions.remove(previousOwner, subscriptionId);
  const existing = await push.subscriptions.list(userId);
  const others = existing.filter((s) => s.subscriptionId !== subscriptionId).sort((a, b) => a.createdAt - b.createdAt);
  for (const old of others.slice(0, Math.max(0, others.length - (WEB_PUSH_MAX_SUBSCRIPTIONS - 1)))) {
    await push.subscriptions.remove(userId, old.subscriptionId);
  }
  await push.subscriptions.save({
    userId,
    subscriptionId,
    endpoint: request.endpoint,
    p256dh: request.keys.p256dh,
    auth: request.keys.auth,
    sessionTag: sessionTagOf(sessionId),
    createdAt: now,
  });
  return webPushView(push, userId);
}

/** DELETE /push_subscription: this browser stops (it was turned off on the settings page). */
export async function deletePushSubscription(push: WebPushDeps | null, userId: string, endpoint: string): Promise<WebPushResponse> {
  if (push) await push.subscriptions.remove(userId, subscriptionIdOf(endpoint));
  return webPushView(push, userId);
}

/** Signing out of a browser stops its pushes: the next person at that browser is someone else. */
export async function forgetSessionPushSubscriptions(subscriptions: PushSubscriptionStore, userId: string, sessionId: string): Promise<number> {
  const tag = sessionTagOf(sessionId);
  const ofSession = (await subscriptions.list(userId)).filter((s) => s.sessionTag === tag);
  for (const subscription of ofSession) await subscriptions.remove(userId, subscription.subscriptionId);
  return ofSession.length;
}

/**
 * Pushes one notification to each of a person's browsers, each once: every browser's send is
 * claimed first (claimPrefix names the message or digest), so a retry after one browser's push
 * service failed pushes to that browser only. A browser the push service no longer knows
 * (404/410) is forgotten. Any other failure is thrown after the others were tried, so the
 * queue or the schedule retries it and, in the end, dead-letters it.
 */
export async function pushToUser(push: WebPushDeps, ledger: DeliveryLedger, userId: string, payload: PushPayload, claimPrefix: string): Promise<{ delivered: number; gone: number }> {
  let delivered = 0;
  let gone = 0;
  let failure: unknown;
  for (const subscription of await push.subscriptions.list(userId)) {
    const key = `${claimPrefix}#push#${subscription.subscriptionId}`;
    if (!(await ledger.claim(key))) continue;
    try {
      const outcome = await push.sender.send(subscription, JSON.stringify(payload));
      if (outcome === 'gone') {
        gone++;
        await push.subscriptions.remove(userId, subscription.subscriptionId);
      } else {
        delivered++;
      }
    } catch (error) {
      await ledger.release(key);
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return { delivered, gone };
}

