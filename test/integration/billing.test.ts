import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_STORAGE_BYTES } from '@heirloom/shared/billing';
import { GIB, PLAN_INCLUDED_STORAGE } from '@heirloom/shared/plans';
import { NOT_ENOUGH_SPACE } from '@heirloom/shared/uploads';
import { DynamoAccountStore } from '../../lambdas/adapters/aws/dynamo-account-store';
import { documentClient } from '../../lambdas/runtime/clients';
import type { LocalStripe } from '../../infra/local/stripe/local-stripe';
import { BrowserLikeClient, outbox, signUpVerified } from '../support/accounts-client';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let stripe: LocalStripe;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  stack = await startTestStack({ queueRetrySeconds: 1 });
  stripe = stack.stack.stripe!;
});
afterAll(async () => {
  await stack?.stop();
});

/** Asks for a checkout and pays on the stand-in's test page, as the Pay button does. */
async function subscribe(client: BrowserLikeClient, planId: string) {
  const session = await client.get(`/stripe_session/${planId}?return_to=/photos/strip`);
  expect(session.status).toBe(200);
  const page = await fetch(session.body.url);
  expect(await page.text()).toContain('TEST MODE');
  const paid = await fetch(new URL(`/checkout/${session.body.session_id}/pay`, session.body.url), { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(`${stack.url}/pay_success?session_id=${session.body.session_id}`);
  return session.body.session_id as string;
}

const me = async (client: BrowserLikeClient) => (await client.get('/user')).body.user;
const liveSubscriptions = async (client: BrowserLikeClient) => (await client.get('/billing')).body.subscriptions as Array<{ id: string; plan_id: string; status: string; current_period_end: number }>;
const askToUpload = (client: BrowserLikeClient, size: number) => client.post('/upload_url', { name: 'photo.jpg', contenttype: 'image/jpeg', size });

describe('checkout and plans', () => {
  it('subscribes monthly: the plan, the invoice and the checkout status follow the payment', async () => {
    const { client } = await signUpVerified(stack);
    expect((await me(client)).customer_plan).toBe('Free');
    const sessionId = await subscribe(client, 'monthly');

    expect(await me(client)).toMatchObject({ customer_plan: 'Monthly', payment_failed: false, plan_ends_at: null, plan: { included_storage: PLAN_INCLUDED_STORAGE } });
    expect((await client.get(`/stripe_session_status/${sessionId}`)).body).toEqual({ status: 'complete', plan_id: 'monthly', customer_plan: 'Monthly', paid_space: 0 });
    const billing = (await client.get('/billing')).body;
    expect(billing.account_balance).toBe(0);
    expect(billing.invoices.data).toHaveLength(1);
    expect(billing.invoices.data[0]).toMatchObject({ amount_paid: 499, status: 'paid', paid: true });
    expect(billing.invoices.data[0].hosted_invoice_url).toMatch(/\/invoice\/in_/);
    expect(Math.abs(billing.invoices.data[0].created - Date.now() / 1000)).toBeLessThan(60);
    // Asking again for the plan one already has is refused.
    expect((await client.get('/stripe_session/monthly')).status).toBe(409);
  });

  it('upgrades a trial to monthly, then to yearly: the monthly subscription ends with credit for the unused part', async () => {
    const { client } = await signUpVerified(stack);
    await client.post('/user/free_trial');
    await subscribe(client, 'monthly');
    expect(await me(client)).toMatchObject({ customer_plan: 'Monthly', trial_expired: false });

    await subscribe(client, 'yearly');
    expect((await me(client)).customer_plan).toBe('Annual');
    const subscriptions = await liveSubscriptions(client);
    expect(subscriptions.map((s) => s.plan_id)).toEqual(['yearly']);
    const billing = (await client.get('/billing')).body;
    expect(billing.invoices.data.map((i: { amount_paid: number }) => i.amount_paid)).toEqual([4999, 499]);
    // Nearly the whole month was unused: almost $4.99 of credit (a negative balance).
    expect(billing.account_balance).toBeLessThan(-490);
  });

  it('refuses an unknown plan id with a readable message, and a checkout without a session', async () => {
    const { client } = await signUpVerified(stack);
    const unknown = await client.get('/stripe_session/lifetime');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.plan_id).toEqual(['Please choose Monthly, Yearly or extra storage']);
    expect((await client.get('/stripe_session/monthly?return_to=https://evil.example')).status).toBe(400);
    expect((await new BrowserLikeClient(stack).get('/stripe_session/monthly')).status).toBe(401);
  });

  it("refuses another member's checkout session id exactly like an unknown one", async () => {
    const alice = await signUpVerified(stack);
    const bob = await signUpVerified(stack);
    const aliceSession = (await alice.client.get('/stripe_session/monthly')).body.session_id;
    const foreign = await bob.client.get(`/stripe_session_status/${aliceSession}`);
    const unknown = await bob.client.get('/stripe_session_status/cs_test_doesnotexist');
    expect(foreign).toMatchObject({ status: 404, body: { message: 'That checkout was not found' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'That checkout was not found' } });
    expect((await alice.client.get(`/stripe_session_status/${aliceSession}`)).body.status).toBe('open');
  });
});

describe('extra storage', () => {
  it('adds 100 GB to paid_space and the upload quota follows at once', async () => {
    const { client, user } = await signUpVerified(stack);
    expect((await client.get('/stripe_session/storage_monthly')).status).toBe(409);
    await subscribe(client, 'monthly');
    // The member has filled all but half a GiB of the plan's storage.
    const nearlyFull = PLAN_INCLUDED_STORAGE - GIB / 2;
    await new DynamoAccountStore(documentClient(), stack.stack.tableName).updateUser(user.user_id, { spaceUsed: nearlyFull, spaceCommitted: nearlyFull });
    expect(await askToUpload(client, GIB)).toMatchObject({ status: 413, body: { message: NOT_ENOUGH_SPACE } });

    await subscribe(client, 'storage_monthly');
    expect((await me(client)).paid_space).toBe(EXTRA_STORAGE_BYTES);
    expect((await askToUpload(client, GIB)).status).toBe(200);
    const billing = (await client.get('/billing')).body;
    expect(billing.invoices.data[0]).toMatchObject({ amount_paid: 99, paid: true });
    expect(billing.subscriptions.map((s: { plan_id: string }) => s.plan_id).sort()).toEqual(['monthly', 'storage_monthly']);
  });
});

describe('renewals, failures and cancelling', () => {
  it('keeps uploads working through a failed renewal, then drops to Free when the retries run out, deleting nothing', async () => {
    const { client } = await signUpVerified(stack);
    await subscribe(client, 'yearly');
    const [sub] = await liveSubscriptions(client);

    await stripe.endPeriod(sub!.id, { fail: true });
    expect(await me(client)).toMatchObject({ customer_plan: 'Annual', payment_failed: true });
    expect((await askToUpload(client, 1000)).status).toBe(200);
    const invoices = (await client.get('/billing')).body.invoices.data;
    expect(invoices[0]).toMatchObject({ status: 'open', paid: false, amount_paid: 0, amount_due: 4999 });

    await stripe.settleRetries(sub!.id, { succeed: false });
    const after = await me(client);
    expect(after).toMatchObject({ customer_plan: 'Free', payment_failed: false });
    expect(after.space_reserved).toBe(1000);
    expect((await askToUpload(client, 1000)).status).toBe(403);
  });

  it('a failed renewal that is paid on retry clears the banner', async () => {
    const { client } = await signUpVerified(stack);
    await subscribe(client, 'monthly');
    const [sub] = await liveSubscriptions(client);
    await stripe.endPeriod(sub!.id, { fail: true });
    expect((await me(client)).payment_failed).toBe(true);
    await stripe.settleRetries(sub!.id, { succeed: true });
    expect(await me(client)).toMatchObject({ customer_plan: 'Monthly', payment_failed: false });
  });

  it('cancelling in the portal keeps the plan to the end of the period; then Free; then resubscribing restores it', async () => {
    const { client } = await signUpVerified(stack);
    await subscribe(client, 'monthly');
    const [sub] = await liveSubscriptions(client);
    const portal = await client.post('/billing/portal', { return_to: '/billing' });
    expect(portal.status).toBe(200);
    const portalPage = await (await fetch(portal.body.url)).text();
    expect(portalPage).toContain('Cancel plan');
    const cancel = await fetch(`${portal.body.url}/cancel/${sub!.id}`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(await me(client)).toMatchObject({ customer_plan: 'Monthly', plan_ends_at: sub!.current_period_end * 1000 });
    expect((await askToUpload(client, 1000)).status).toBe(200);

    await stripe.endPeriod(sub!.id);
    expect(await me(client)).toMatchObject({ customer_plan: 'Free', plan_ends_at: null });

    await subscribe(client, 'monthly');
    expect(await me(client)).toMatchObject({ customer_plan: 'Monthly', plan_ends_at: null });
  });

  it('has nothing to manage before a first checkout', async () => {
    const { client } = await signUpVerified(stack);
    expect(await client.post('/billing/portal', {})).toMatchObject({ status: 409, body: { message: 'You have no subscription to manage yet. Choose a plan first.' } });
    expect((await client.get('/billing')).body).toMatchObject({ account_balance: 0, invoices: { data: [] }, customer_plan: 'Free' });
  });
});

describe('the webhook route', () => {
  const webhook = (payload: string, signature?: string) =>
    stack.fetch('/api/stripe_webhook', { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body: payload });

  async function anEvent() {
    const { client } = await signUpVerified(stack);
    await subscribe(client, 'monthly');
    return { client, event: stripe.state.events.at(-1)! };
  }

  it('refuses unsigned, forged and stale deliveries with 400 and changes nothing', async () => {
    const { client, event } = await anEvent();
    const [sub] = await liveSubscriptions(client);
    // A forged "subscription deleted" for a real subscription.
    const forgedEvent = { ...event, id: 'evt_forged', type: 'customer.subscription.deleted', data: { object: { ...sub, object: 'subscription', customer: event.data.object && (event.data.object as { customer: string }).customer } } };
    const payload = JSON.stringify(forgedEvent);
    const secret = stack.stack.env.STRIPE_WEBHOOK_SECRET!;
    const unsigned = await webhook(payload);
    const forged = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
    const stale = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 3600 }));
    const tampered = await webhook(payload.replace('evt_forged', 'evt_forgee'), signer.webhooks.generateTestHeaderString({ payload, secret }));
    for (const response of [unsigned, forged, stale, tampered]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The webhook signature could not be verified' });
    }
    expect((await me(client)).customer_plan).toBe('Monthly');
  });

  it('handles a replayed event once', async () => {
    const { event } = await anEvent();
    expect(await stripe.deliver(event)).toBe(200);
    const again = await webhook(JSON.stringify(event), signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: stack.stack.env.STRIPE_WEBHOOK_SECRET! }));
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
  });

  it('is safe when events arrive newest first: a late "created" cannot bring back a deleted subscription', async () => {
    const { client } = await signUpVerified(stack);
    const session = (await client.get('/stripe_session/monthly')).body;
    stripe.pauseDeliveries();
    await stripe.pay(session.session_id);
    const subId = stripe.state.sessions[session.session_id]!.subscription!;
    await stripe.cancelNow(subId, false);
    const statuses = await stripe.resumeDeliveries({ reverse: true });
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await me(client)).customer_plan).toBe('Free');
  });

  it('is safe when a failure arrives after its recovery: no payment banner', async () => {
    const { client } = await signUpVerified(stack);
    await subscribe(client, 'monthly');
    const [sub] = await liveSubscriptions(client);
    stripe.pauseDeliveries();
    await stripe.endPeriod(sub!.id, { fail: true });
    await stripe.settleRetries(sub!.id, { succeed: true });
    expect(await stripe.resumeDeliveries({ reverse: true })).toEqual([200, 200, 200, 200]);
    expect(await me(client)).toMatchObject({ customer_plan: 'Monthly', payment_failed: false });
  });
});

describe('account deletion', () => {
  it('cancels the subscription of a deleted account', async () => {
    const { client, email, user } = await signUpVerified(stack);
    await subscribe(client, 'monthly');
    const [sub] = await liveSubscriptions(client);
    expect((await client.post('/delete_request')).status).toBe(200);
    const link = new URL(outbox(stack).filter((m) => m.to === email).at(-1)!.body.match(/https?:\/\/\S+/)![0]);
    expect((await client.post(`/delete_user/${user.user_id}`, { delete_key: link.searchParams.get('key') })).status).toBe(200);
    const deadline = Date.now() + 20_000;
    while (stripe.state.subscriptions[sub!.id]!.status !== 'canceled' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stripe.state.subscriptions[sub!.id]!.status).toBe('canceled');
  });
});
