import { readFileSync, existsSync } from 'node:fs';
import { request } from 'node:http';
import { SESSION_COOKIE } from '@heirloom/shared/constants';
import type { TestStack } from './local-stack';

let addressCounter = 0;

/** A fresh loopback address (127.0.0.0/8 is all loopback on Linux), one per simulated machine. */
export function nextLoopbackAddress(): string {
  const n = addressCounter++;
  return `127.${10 + Math.floor(n / (254 * 256))}.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;
}

/**
 * A browser-like client for the accounts API: keeps its cookie jar, sends the CSRF header, and
 * connects from its own loopback address, so per-address rate limits apply per client as they
 * would per person. The address is the socket's, as the server sees it: no header can change it.
 */
export class BrowserLikeClient {
  constructor(
    private readonly stack: TestStack,
    readonly address = nextLoopbackAddress(),
  ) {}
  /** The cookie jar: name -> `name=value`, as a browser keeps one per site. */
  private readonly cookies = new Map<string, string>();

  /** A cookie's value, e.g. the sign-in challenge (hl_challenge). */
  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.slice(name.length + 1);
  }

  /** `hl_session=...` while signed in. */
  get sessionCookie() {
    return this.cookies.get(SESSION_COOKIE);
  }

  async call(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
    const response = await requestFrom(this.address, new URL(`/api${path}`, this.stack.url), {
      method,
      headers: {
        'x-requested-with': 'heirloom',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: [...this.cookies.values()].join('; ') } : {}),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const setCookie of response.setCookies) {
      const [pair] = setCookie.split(';');
      const [name, value] = pair!.split('=');
      const expired = /max-age=0\b/i.test(setCookie);
      if (value && !expired) this.cookies.set(name!, pair!);
      else this.cookies.delete(name!);
    }
    const text = response.text;
    return { status: response.status, body: text ? JSON.parse(text) : undefined, setCookies: response.setCookies };
  }

  /**
   * Fetches a link the app handed out (a picture, a download) as this browser would: with its
   * cookies, so the media gate lets it through, following the redirect to storage.
   */
  fetchMedia = (url: string, init: RequestInit = {}) =>
    fetch(url, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...(this.cookies.size ? { cookie: [...this.cookies.values()].join('; ') } : {}) } });

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.call('POST', path, body, headers);
}

/** One HTTP request over a connection opened from `localAddress` (the app listens on 127.0.0.1). */
function requestFrom(localAddress: string, url: URL, init: { method: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; setCookies: string[]; text: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: url.port, path: `${url.pathname}${url.search}`, method: init.method, headers: { host: url.host, ...init.headers, ...(init.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(init.body)) }) }, localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const setCookie = res.headers['set-cookie'];
          resolve({ status: res.statusCode ?? 0, setCookies: setCookie ?? [], text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
}

/** Messages the app sent, read from the outbox file the local runtime gives the handlers. */
export function outbox(stack: TestStack): OutboxMessage[] {
  const file = stack.stack.env.OUTBOX_FILE;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/** The six-digit code in the latest message to a recipient. */
export function latestCode(stack: TestStack, to: string): string {
  const message = outbox(stack).filter((m) => m.to === to).at(-1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code was sent to ${to}`);
  return code;
}

let emailCounter = 0;
export const uniqueEmail = (name = 'person') => `${name}.${Date.now().toString(36)}${emailCounter++}@example.com`;
export const GOOD_PASSWORD = 'Correct1Horse';

/** Signs up and verifies a new account; the client is then signed in. */
export async function signUpVerified(stack: TestStack, client = new BrowserLikeClient(stack), email = uniqueEmail()) {
  const signup = await client.post('/signup', { email, password: GOOD_PASSWORD });
  if (signup.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const verify = await client.post('/verify', { login_id: email, code: latestCode(stack, email) });
  if (verify.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verify.body)}`);
  return { client, email, user: verify.body.user as { user_id: string } & Record<string, unknown> };
}
