import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm, stringOf } from './form';
import { LocalStripe, StripeStandInError } from './local-stripe';
import { checkoutPage, errorPage, invoicePage, portalPage } from './pages';

export interface StripeStandIn {
  /** http://localhost:<port>: the SDK's host/port/protocol, and the pages' origin. */
  readonly url: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly stripe: LocalStripe;
  stop(): Promise<void>;
}

export interface StripeStandInOptions {
  host: string;
  webhookUrl: string;
  stateFile?: string;
  onDeliveryFailure?: (eventType: string, detail: string) => void;
}

/**
 * The local Stripe: the REST calls the app's Stripe SDK makes (under /v1, checked against the
 * secret key), and the pages a person sees (a plainly labelled test checkout, the portal and
 * hosted invoices). Runs when no Stripe keys are configured.
 */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const secretKey = `sk_test_local_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_local_${randomBytes(24).toString('hex')}`;
  // The pages need the server's port, the server needs the state: filled in once it listens.
  const ready: { stripe?: LocalStripe } = {};
  const server = createServer((req, res) => {
    void route(req, res, ready.stripe!, secretKey).catch((error: unknown) => {
      const known = error instanceof StripeStandInError;
      sendJson(res, known ? error.statusCode : 500, {
        error: { type: 'invalid_request_error', message: (error as Error).message, ...(known ? { code: error.code } : {}) },
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, resolve);
  });
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const stripe = (ready.stripe = new LocalStripe({
    pageBase: url,
    webhookUrl: options.webhookUrl,
    webhookSecret,
    stateFile: options.stateFile,
    onDeliveryFailure: (event, detail) => options.onDeliveryFailure?.(event.type, detail),
  }));
  return {
    url,
    secretKey,
    webhookSecret,
    stripe,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(8).toString('hex')}` });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

const list = <T>(path: string, data: T[], hasMore = false) => ({ object: 'list', url: path, has_more: hasMore, data });

async function route(req: IncomingMessage, res: ServerResponse, stripe: LocalStripe, secretKey: string): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://local');
  const method = req.method ?? 'GET';
  const parts = url.pathname.split('/').filter(Boolean);

  if (parts[0] === 'v1') {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const params = { ...parseStripeForm(url.search.slice(1)), ...parseStripeForm(await readBody(req)) };
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const path = parts.slice(1).join('/');
    const id = parts.at(-1) ?? '';
    if (method === 'POST' && path === 'customers') return sendJson(res, 200, stripe.createCustomer(params, idempotencyKey));
    if (method === 'GET' && parts[1] === 'customers' && parts.length === 3) return sendJson(res, 200, stripe.customer(id));
    if (method === 'POST' && path === 'checkout/sessions') return sendJson(res, 200, publicSession(stripe.createCheckoutSession(params)));
    if (method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts.length === 4) return sendJson(res, 200, publicSession(stripe.checkoutSession(id)));
    if (method === 'GET' && path === 'subscriptions') return sendJson(res, 200, list('/v1/subscriptions', stripe.listSubscriptions(stringOf(params.customer), stringOf(params.status))));
    if (parts[1] === 'subscriptions' && parts.length === 3) {
      if (method === 'GET') return sendJson(res, 200, stripe.subscription(id));
      if (method === 'DELETE') return sendJson(res, 200, await stripe.cancelNow(id, stringOf(params.prorate) === 'true'));
      if (method === 'POST' && params.cancel_at_period_end !== undefined) return sendJson(res, 200, await stripe.setCancelAtPeriodEnd(id, stringOf(params.cancel_at_period_end) === 'true'));
    }
    if (method === 'GET' && path === 'invoices') {
      const page = stripe.listInvoices(stringOf(params.customer), Number(stringOf(params.limit) ?? 10));
      return sendJson(res, 200, list('/v1/invoices', page.data, page.has_more));
    }
    if (method === 'GET' && parts[1] === 'invoices' && parts.length === 3) return sendJson(res, 200, stripe.invoice(id));
    if (method === 'POST' && path === 'billing_portal/sessions') return sendJson(res, 200, stripe.createPortalSession(params));
    throw new StripeStandInError(404, `The stand-in does not implement ${method} ${url.pathname}`, 'unrecognized_request');
  }

  try {
    if (parts[0] === 'checkout' && parts.length === 2 && method === 'GET') {
      const session = stripe.checkoutSession(parts[1]!);
      return sendHtml(res, 200, checkoutPage(session, session.customer ? stripe.customer(session.customer) : null));
    }
    if (parts[0] === 'checkout' && parts[2] === 'pay' && method === 'POST') return redirect(res, await stripe.pay(parts[1]!));
    if (parts[0] === 'portal' && parts.length >= 2) {
      const portal = stripe.portalSession(parts[1]!);
      // Test clock (test mode only, like Stripe's): move a subscription's time on by hand.
      if (method === 'POST' && parts[2] === 'clock' && parts.length === 5 && stripe.subscription(parts[3]!).customer === portal.customer) {
        const [subId, step] = [parts[3]!, parts[4]];
        if (step === 'renew') await stripe.endPeriod(subId);
        else if (step === 'fail') await stripe.endPeriod(subId, { fail: true });
        else if (step === 'recover' || step === 'give-up') await stripe.settleRetries(subId, { succeed: step === 'recover' });
        return redirect(res, `/portal/${portal.id}`);
      }
      if (method === 'POST' && parts.length === 4 && stripe.subscription(parts[3]!).customer === portal.customer) {
        await stripe.setCancelAtPeriodEnd(parts[3]!, parts[2] === 'cancel');
        return redirect(res, `/portal/${portal.id}`);
      }
      const subscriptions = stripe.listSubscriptions(portal.customer, undefined);
      return sendHtml(res, 200, portalPage(portal.id, portal.return_url, stripe.customer(portal.customer), subscriptions, stripe.listInvoices(portal.customer, 12).data));
    }
    if (parts[0] === 'invoice' && parts.length === 2 && method === 'GET') return sendHtml(res, 200, invoicePage(stripe.invoice(parts[1]!)));
  } catch (error) {
    if (error instanceof StripeStandInError) return sendHtml(res, error.statusCode, errorPage(error.message));
    throw error;
  }
  sendHtml(res, 404, errorPage('Not found'));
}

/** The session as the API returns it (the stand-in's own bookkeeping fields left out). */
function publicSession(session: ReturnType<LocalStripe['checkoutSession']>) {
  const { line_items: _items, subscription_metadata: _meta, ...rest } = session;
  return rest;
}
