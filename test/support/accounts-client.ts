import { readFileSync, existsSync } from 'node:fs';
import type { TestStack } from './local-stack';

let addressCounter = 0;

/**
 * A browser-like client for the accounts API: keeps its cookie jar, sends the CSRF header, and
 * has its own network address, so per-address rate limits apply per test as they would per person.
 */
export class BrowserLikeClient {
  readonly address = `198.51.100.${(addressCounter++ % 250) + 1}:${40000 + addressCounter}`;
  private cookie: string | undefined;

  constructor(private readonly stack: TestStack) {}

  get sessionCookie() {
    return this.cookie;
  }

  async call(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
    const response = await this.stack.fetch(`/api${path}`, {
      method,
      headers: {
        'x-requested-with': 'heirloom',
        'cloudfront-viewer-address': this.address,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const [, value] = pair!.split('=');
      this.cookie = value ? pair : undefined;
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, setCookies: response.headers.getSetCookie() };
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.call('POST', path, body, headers);
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
