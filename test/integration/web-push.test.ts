import { createECDH, createPublicKey, randomBytes, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageEvent } from '../../shared/contracts/messages';
import type { ReceivedPush } from '../../infra/local/web-push/push-stand-in';
import { BrowserLikeClient, signUpVerified, uniqueEmail } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';
import { messagesOn } from '../support/queue-depth';

/**
 * Web Push end to end on the local stack: a "browser" (a key pair made here) subscribes with an
 * endpoint at the push-service stand-in; messages and digests reach it encrypted and VAPID-signed;
 * this test decrypts them as a browser would, with web-push's own ECE library, and checks the
 * signature with a JWS library of its own, so neither check is the app's code marking itself.
 */

// Neither ships types; each is used for one call.
const require = createRequire(import.meta.url);
const ece = require('http_ece') as { decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: Buffer }): Buffer };
const jws = require('jws') as { verify(signature: string, algorithm: string, key: string): boolean; decode(signature: string): { payload: string | Record<string, unknown> } };

let stack: TestStack;
type Account = Awaited<ReturnType<typeof signUpVerified>>;
let ann: Account;

interface FakeBrowser {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

function fakeBrowser(): FakeBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpoint = stack.stack.webPush.newEndpoint();
  return { endpoint, ecdh, auth, subscription: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}

function decrypt(browser: FakeBrowser, push: ReceivedPush): { title: string; body: string; url: string; tag: string } {
  return JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString('utf8'));
}

const pushesTo = (browser: FakeBrowser) => stack.stack.webPush.received().filter((push) => push.endpoint === browser.endpoint);

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sendEvent = (event: MessageEvent) => stack.sqs.send(new SendMessageCommand({ QueueUrl: stack.stack.queues.messages!.url, MessageBody: JSON.stringify(event) }));

async function messageIdOf(client: BrowserLikeClient, type: string, subject: string) {
  const found = await until(
    async () => ((await client.get('/messages')).body as { messages: Array<{ id: string; message_type: string; body: string }> }).messages.find((m) => m.message_type === type && m.body.includes(subject)),
    (m) => m !== undefined,
    `a ${type} message`,
  );
  return found!.id;
}

async function choose(client: BrowserLikeClient, preferences: Record<string, { frequency: string; via_email: boolean; via_sms: boolean; via_web_notification: boolean }>) {
  expect((await client.post('/user_preferences', { preferences })).status).toBe(200);
}
const webOnly = (frequency: string) => ({ frequency, via_email: false, via_sms: false, via_web_notification: true });

beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
  ann = await signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail('ann'));
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('push subscriptions', () => {
  it('hands out the VAPID key, and keeps at most ten valid browsers per person', async () => {
    const first = await ann.client.get('/web_push');
    expect(first).toMatchObject({ status: 200, body: { public_key: stack.stack.env.WEB_PUSH_PUBLIC_KEY, endpoints: [] } });
    expect(Buffer.from(first.body.public_key as string, 'base64url')).toHaveLength(65);

    const browser = fakeBrowser();
    const badKey = await ann.client.post('/push_subscription', { ...browser.subscription, keys: { ...browser.subscription.keys, p256dh: 'c2hvcnQ' } });
    expect(badKey.status).toBe(400);
    expect(JSON.stringify(badKey.body)).toContain('p256dh key must be 65 bytes');
    const cleartext = await ann.client.post('/push_subscription', { ...browser.subscription, endpoint: 'http://push.example.com/abc' });
    expect(cleartext.status).toBe(400);
    expect(JSON.stringify(cleartext.body)).toContain('The push endpoint must be an https address');
    expect((await new BrowserLikeClient(stack).post('/push_subscription', browser.subscription)).status).toBe(401);

    const browsers = Array.from({ length: 11 }, () => fakeBrowser());
    for (const each of browsers) expect((await ann.client.post('/push_subscription', each.subscription)).status).toBe(200);
    // Subscribing the same browser again keeps one record.
    const again = await ann.client.post('/push_subscription', browsers[10]!.subscription);
    expect(again.body.endpoints).toHaveLength(10);
    expect(again.body.endpoints).not.toContain(browsers[0]!.endpoint);
    expect(again.body.endpoints).toContain(browsers[10]!.endpoint);

    for (const each of browsers.slice(1)) expect((await ann.client.call('DELETE', '/push_subscription', { endpoint: each.endpoint })).status).toBe(200);
    expect((await ann.client.get('/web_push')).body.endpoints).toEqual([]);
  });
});

describe('delivery', () => {
  let browser: FakeBrowser;

  beforeAll(async () => {
    browser = fakeBrowser();
    expect((await ann.client.post('/push_subscription', browser.subscription)).status).toBe(200);
  });

  it('pushes an immediate message once, encrypted for the browser and signed with the VAPID key', async () => {
    await choose(ann.client, { import_finished: webOnly('immideiately') });
    const event: MessageEvent = { kind: 'import_finished', user_id: ann.user.user_id, import_id: 'imp-push-1', people: 7, file_name: 'push.ged', at: Date.now() };
    // Handled twice (a redelivery): one push.
    await sendEvent(event);
    await sendEvent(event);
    const [push] = await until(() => pushesTo(browser), (pushes) => pushes.length > 0, 'the push');
    const messageId = await messageIdOf(ann.client, 'import_finished', 'push.ged');

    const shown = decrypt(browser, push!);
    expect(shown).toEqual({ title: 'Your family tree import has finished', body: 'push.ged is in: 7 people imported.', url: `/message/${messageId}`, tag: `/message/${messageId}` });
    expect(push!.headers['content-encoding']).toBe('aes128gcm');

    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(push!.headers.authorization!)!;
    expect(key).toBe(stack.stack.env.WEB_PUSH_PUBLIC_KEY);
    const point = Buffer.from(key!, 'base64url');
    const pem = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
    expect(jws.verify(token!, 'ES256', pem)).toBe(true);
    const claims = jws.decode(token!).payload;
    expect(typeof claims === 'string' ? JSON.parse(claims) : claims).toMatchObject({ aud: stack.stack.webPush.url, sub: expect.stringMatching(/^mailto:/) });

    // Both deliveries handled (the queue is empty) before counting the pushes.
    await expect.poll(() => messagesOn(stack.sqs, stack.stack.queues.messages!.url), { timeout: 30_000, interval: 100 }).toBe(0);
    expect(pushesTo(browser)).toHaveLength(1);
  });

  it('pushes a daily digest once however often the job runs', async () => {
    await choose(ann.client, { storage_nearly_full: webOnly('daily'), trial_ending: webOnly('daily') });
    await sendEvent({ kind: 'storage_nearly_full', user_id: ann.user.user_id, percent: 91, at: Date.now() });
    await sendEvent({ kind: 'trial_ending', user_id: ann.user.user_id, trial_end: Date.now() + 3 * 86_400_000, at: Date.now() });
    await messageIdOf(ann.client, 'storage_nearly_full', '');
    await messageIdOf(ann.client, 'trial_ending', '');
    // Both events handled to the end (a message shows in the inbox before it is put aside for the
    // digest): a run between the two would rightly make two digests of one message each.
    await expect.poll(() => messagesOn(stack.sqs, stack.stack.queues.messages!.url), { timeout: 30_000, interval: 100 }).toBe(0);
    const before = pushesTo(browser).length;
    await stack.stack.runJob('daily-digests');
    await stack.stack.runJob('daily-digests');
    const pushes = pushesTo(browser).slice(before);
    expect(pushes).toHaveLength(1);
    expect(decrypt(browser, pushes[0]!)).toMatchObject({ title: 'Your daily Heirloom digest: 2 new messages', url: '/' });
  });

  it("sends nothing for 'never'", async () => {
    await choose(ann.client, { import_finished: { frequency: 'never', via_email: true, via_sms: false, via_web_notification: true } });
    const before = stack.stack.webPush.attempts(browser.endpoint);
    await sendEvent({ kind: 'import_finished', user_id: ann.user.user_id, import_id: 'imp-never', people: 3, file_name: 'never.ged', at: Date.now() });
    await messageIdOf(ann.client, 'import_finished', 'never.ged');
    await stack.stack.runJob('daily-digests');
    await expect.poll(() => messagesOn(stack.sqs, stack.stack.queues.messages!.url), { timeout: 30_000, interval: 100 }).toBe(0);
    expect(stack.stack.webPush.attempts(browser.endpoint)).toBe(before);
  });

  it('retries a push the push service failed, then dead-letters the event', async () => {
    const failing = fakeBrowser();
    expect((await ann.client.post('/push_subscription', failing.subscription)).status).toBe(200);
    stack.stack.webPush.answerWith(failing.endpoint, 503);
    await choose(ann.client, { import_finished: webOnly('immideiately') });
    const before = pushesTo(browser).length;
    const event: MessageEvent = { kind: 'import_finished', user_id: ann.user.user_id, import_id: 'imp-failing', people: 2, file_name: 'failing.ged', at: Date.now() };
    await sendEvent(event);
    const dead = await until(
      async () => (await stack.sqs.send(new ReceiveMessageCommand({ QueueUrl: stack.stack.queues.messages!.dlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }))).Messages ?? [],
      (messages) => messages.some((m) => m.Body?.includes('imp-failing')),
      'the dead letter',
      40_000,
    );
    expect(dead.some((m) => m.Body?.includes('imp-failing'))).toBe(true);
    // Tried on every receive (4), while the healthy browser got its push once.
    expect(stack.stack.webPush.attempts(failing.endpoint)).toBe(4);
    expect(pushesTo(browser).slice(before)).toHaveLength(1);
    stack.stack.webPush.answerWith(failing.endpoint, null);
    await ann.client.call('DELETE', '/push_subscription', { endpoint: failing.endpoint });
  }, 60_000);

  it('forgets a browser whose push service answers 410 Gone', async () => {
    const gone = fakeBrowser();
    expect((await ann.client.post('/push_subscription', gone.subscription)).status).toBe(200);
    // The browser unsubscribed at its push service; the app hears of it on the next push.
    expect((await fetch(gone.endpoint, { method: 'DELETE' })).status).toBe(204);
    await sendEvent({ kind: 'import_finished', user_id: ann.user.user_id, import_id: 'imp-gone', people: 1, file_name: 'gone.ged', at: Date.now() });
    await until(async () => (await ann.client.get('/web_push')).body.endpoints as string[], (endpoints) => !endpoints.includes(gone.endpoint), 'the gone browser to be forgotten');
    expect((await ann.client.get('/web_push')).body.endpoints).toEqual([browser.endpoint]);
  });
});

describe('signing out', () => {
  it('forgets the browser that signs out', async () => {
    const bea = await signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail('bea'));
    const browser = fakeBrowser();
    expect((await bea.client.post('/push_subscription', browser.subscription)).status).toBe(200);
    const stored = async () =>
      (await stack.documentClient.send(new QueryCommand({ TableName: stack.stack.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `pushsubs#${bea.user.user_id}` } }))).Items ?? [];
    expect(await stored()).toHaveLength(1);
    expect((await bea.client.post('/logout')).status).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it('gives a shared browser to whoever subscribed it last', async () => {
    const [cal, dee] = await Promise.all([signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail('cal')), signUpVerified(stack, new BrowserLikeClient(stack), uniqueEmail('dee'))]);
    const browser = fakeBrowser();
    expect((await cal.client.post('/push_subscription', browser.subscription)).status).toBe(200);
    expect((await dee.client.post('/push_subscription', browser.subscription)).status).toBe(200);
    expect((await cal.client.get('/web_push')).body.endpoints).toEqual([]);
    expect((await dee.client.get('/web_push')).body.endpoints).toEqual([browser.endpoint]);
  });
});
