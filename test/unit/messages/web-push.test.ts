import { describe, expect, it } from 'vitest';
import { pushSubscriptionRequest, WEB_PUSH_MAX_SUBSCRIPTIONS } from '../../../shared/contracts/web-push';
import { checkVapid } from '../../../infra/local/web-push/push-stand-in';
import { forgetSessionPushSubscriptions, pushToUser, savePushSubscription, sessionTagOf, webPushView, type WebPushDeps } from '../../../lambdas/domain/messages/web-push';
import { buildDigest } from '../../../lambdas/domain/messages/digest';
import { webNotification } from '../../../lambdas/domain/messages/deliver';
import type { DeliveryLedger, MessageRecord, PushSubscriptionRecord } from '../../../lambdas/ports/messages';
import webpush from 'web-push';

/** In-memory stand-ins for the ports (the DynamoDB adapters are exercised by the integration test). */
function memoryStore() {
  const records = new Map<string, PushSubscriptionRecord>();
  const owners = new Map<string, string>();
  return {
    records,
    save: async (record: PushSubscriptionRecord) => {
      records.set(`${record.userId}/${record.subscriptionId}`, record);
      owners.set(record.subscriptionId, record.userId);
    },
    ownerOf: async (id: string) => owners.get(id) ?? null,
    list: async (userId: string) => [...records.values()].filter((r) => r.userId === userId),
    remove: async (userId: string, id: string) => {
      records.delete(`${userId}/${id}`);
      if (owners.get(id) === userId) owners.delete(id);
    },
  };
}
function memoryLedger(): DeliveryLedger & { claims: Set<string> } {
  const claims = new Set<string>();
  return {
    claims,
    claim: async (key) => (claims.has(key) ? false : (claims.add(key), true)),
    release: async (key) => void claims.delete(key),
    addPending: async () => undefined,
    pendingPage: async () => ({ items: [], cursor: null }),
    removePending: async () => undefined,
  };
}
/** A push service that answers per endpoint: 'ok', 'gone' or 'down' (throws). */
function pushService(answers: Record<string, 'ok' | 'gone' | 'down'>) {
  const sent: string[] = [];
  return {
    sent,
    send: async ({ endpoint }: { endpoint: string }) => {
      sent.push(endpoint);
      if (answers[endpoint] === 'down') throw new Error('503');
      return answers[endpoint] === 'gone' ? ('gone' as const) : ('delivered' as const);
    },
  };
}
const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };
const subscription = (endpoint: string) => ({ endpoint, keys });
const payload = { title: 'T', body: 'B', url: '/message/1', tag: '/message/1' };

describe('saving subscriptions', () => {
  it('keeps one record per browser and at most the cap, dropping the oldest', async () => {
    const store = memoryStore();
    const deps: WebPushDeps = { publicKey: 'KEY', subscriptions: store, sender: pushService({}) };
    for (let i = 0; i < WEB_PUSH_MAX_SUBSCRIPTIONS + 2; i++) await savePushSubscription(deps, 'u1', 's1', subscription(`https://push.example/${i}`), 1000 + i);
    const view = await savePushSubscription(deps, 'u1', 's1', subscription('https://push.example/11'), 5000);
    expect(view.public_key).toBe('KEY');
    expect(view.endpoints).toHaveLength(WEB_PUSH_MAX_SUBSCRIPTIONS);
    expect(view.endpoints).not.toContain('https://push.example/0');
    expect(view.endpoints).not.toContain('https://push.example/1');
    expect(view.endpoints).toContain('https://push.example/2');
    expect((await webPushView(deps, 'u2')).endpoints).toEqual([]);
  });

  it('gives a browser to the person who subscribed it last', async () => {
    const store = memoryStore();
    const deps: WebPushDeps = { publicKey: 'KEY', subscriptions: store, sender: pushService({}) };
    await savePushSubscription(deps, 'ann', 's1', subscription('https://push.example/shared'), 1);
    await savePushSubscription(deps, 'ben', 's2', subscription('https://push.example/shared'), 2);
    expect((await webPushView(deps, 'ann')).endpoints).toEqual([]);
    expect((await webPushView(deps, 'ben')).endpoints).toEqual(['https://push.example/shared']);
  });

  it('is refused where no push service is set up', async () => {
    await expect(savePushSubscription(null, 'u1', 's1', subscription('https://push.example/1'), 1)).rejects.toThrow('not set up');
    expect(await webPushView(null, 'u1')).toEqual({ public_key: null, endpoints: [] });
  });

  it('forgets on sign-out only the browsers that session subscribed, storing no session id', async () => {
    const store = memoryStore();
    const deps: WebPushDeps = { publicKey: 'KEY', subscriptions: store, sender: pushService({}) };
    await savePushSubscription(deps, 'u1', 'session-a', subscription('https://push.example/a'), 1);
    await savePushSubscription(deps, 'u1', 'session-b', subscription('https://push.example/b'), 2);
    expect(JSON.stringify([...store.records.values()])).not.toContain('session-a');
    expect(await forgetSessionPushSubscriptions(store, 'u1', 'session-a')).toBe(1);
    expect((await store.list('u1')).map((s) => s.endpoint)).toEqual(['https://push.example/b']);
    expect(sessionTagOf('session-a')).not.toBe(sessionTagOf('session-b'));
  });
});

describe('pushing to a person’s browsers', () => {
  async function subscribed(answers: Record<string, 'ok' | 'gone' | 'down'>) {
    const store = memoryStore();
    const service = pushService(answers);
    const deps: WebPushDeps = { publicKey: 'KEY', subscriptions: store, sender: service };
    for (const endpoint of Object.keys(answers)) await savePushSubscription(deps, 'u1', 's', subscription(endpoint), 1);
    return { deps, store, service, ledger: memoryLedger() };
  }

  it('pushes each browser once however often it is asked', async () => {
    const { deps, service, ledger } = await subscribed({ 'https://a.example/1': 'ok', 'https://b.example/2': 'ok' });
    expect(await pushToUser(deps, ledger, 'u1', payload, 'now#m1#web')).toEqual({ delivered: 2, gone: 0 });
    expect(await pushToUser(deps, ledger, 'u1', payload, 'now#m1#web')).toEqual({ delivered: 0, gone: 0 });
    expect(service.sent).toHaveLength(2);
  });

  it('forgets a browser its push service no longer knows', async () => {
    const { deps, store, ledger } = await subscribed({ 'https://a.example/1': 'gone', 'https://b.example/2': 'ok' });
    expect(await pushToUser(deps, ledger, 'u1', payload, 'now#m1#web')).toEqual({ delivered: 1, gone: 1 });
    expect((await store.list('u1')).map((s) => s.endpoint)).toEqual(['https://b.example/2']);
  });

  it('throws after trying every browser when one fails, and the retry pushes to that one only', async () => {
    const answers: Record<string, 'ok' | 'gone' | 'down'> = { 'https://a.example/1': 'down', 'https://b.example/2': 'ok' };
    const { deps, service, ledger } = await subscribed(answers);
    await expect(pushToUser(deps, ledger, 'u1', payload, 'now#m1#web')).rejects.toThrow('503');
    expect(service.sent).toEqual(['https://a.example/1', 'https://b.example/2']);
    answers['https://a.example/1'] = 'ok';
    expect(await pushToUser(deps, ledger, 'u1', payload, 'now#m1#web')).toEqual({ delivered: 1, gone: 0 });
    expect(service.sent).toEqual(['https://a.example/1', 'https://b.example/2', 'https://a.example/1']);
  });
});

describe('what a web notification says', () => {
  const message = (id: string, createdAt: number): MessageRecord => ({ userId: 'u1', messageId: id, type: 'import_finished', actorName: null, subject: 'a.ged', count: 3, photoIds: [], link: null, createdAt, read: false });

  it('opens the message for one, and home for a digest, tagged by where it leads', () => {
    expect(webNotification(buildDigest([message('m1', 1)], 'daily', 'UTC'))).toEqual({ title: 'Your family tree import has finished', body: 'a.ged is in: 3 people imported.', url: '/message/m1', tag: '/message/m1' });
    expect(webNotification(buildDigest([message('m1', 1), message('m2', 2)], 'daily', 'UTC'))).toMatchObject({ title: 'Your daily Heirloom digest: 2 new messages', url: '/', tag: '/' });
  });
});

describe('the subscription a browser sends', () => {
  it('takes PushSubscription.toJSON() with https endpoints (http only to this machine) and exact key sizes', () => {
    expect(pushSubscriptionRequest.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys }).success).toBe(true);
    expect(pushSubscriptionRequest.safeParse({ endpoint: 'http://127.0.0.1:4000/push/abc', keys }).success).toBe(true);
    expect(pushSubscriptionRequest.safeParse({ endpoint: 'http://push.example.com/abc', keys }).success).toBe(false);
    expect(pushSubscriptionRequest.safeParse({ endpoint: 'https://user:pw@push.example.com/abc', keys }).success).toBe(false);
    expect(pushSubscriptionRequest.safeParse({ endpoint: 'https://push.example.com/abc', keys: { ...keys, p256dh: keys.p256dh.slice(0, 80) } }).success).toBe(false);
    expect(pushSubscriptionRequest.safeParse({ endpoint: 'https://push.example.com/abc', keys: { ...keys, auth: `${keys.auth}AA` } }).success).toBe(false);
  });
});

describe('the push stand-in’s VAPID check', () => {
  const vapid = webpush.generateVAPIDKeys();
  const headerFor = (audience: string, keysToSign = vapid) => webpush.getVapidHeaders(audience, 'mailto:dev@example.com', keysToSign.publicKey, keysToSign.privateKey, 'aes128gcm').Authorization;

  it('accepts a JWT signed with the app key for this push service', () => {
    expect(checkVapid(headerFor('http://127.0.0.1:9'), vapid.publicKey, 'http://127.0.0.1:9')).toMatchObject({ aud: 'http://127.0.0.1:9', sub: 'mailto:dev@example.com' });
  });

  it('refuses another key, a forged signature, another audience, or none', () => {
    const other = webpush.generateVAPIDKeys();
    expect(checkVapid(headerFor('http://127.0.0.1:9', other), vapid.publicKey, 'http://127.0.0.1:9')).toBe('Key does not match the subscription');
    const forged = headerFor('http://127.0.0.1:9', { publicKey: vapid.publicKey, privateKey: other.privateKey });
    expect(checkVapid(forged, vapid.publicKey, 'http://127.0.0.1:9')).toBe('The VAPID JWT signature does not verify');
    expect(checkVapid(headerFor('https://fcm.googleapis.com'), vapid.publicKey, 'http://127.0.0.1:9')).toMatch(/not this push service/);
    expect(checkVapid(undefined, vapid.publicKey, 'http://127.0.0.1:9')).toBe('Missing VAPID authorization');
  });
});
