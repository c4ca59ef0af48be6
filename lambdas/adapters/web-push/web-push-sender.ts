import webpush from 'web-push';
import type { PushSender } from '../../ports/messages';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push service may contact about our pushes: mailto: or an https address. */
  subject: string;
}

/** How long a push service keeps a push for a browser that is offline: a day, as digests are daily. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** A push service's answer we could not use (5xx, 429, a refused JWT): the send is retried. */
export class PushServiceError extends Error {
  constructor(
    readonly statusCode: number,
    body: string,
  ) {
    super(`The push service answered ${statusCode}: ${body.slice(0, 200)}`);
    this.name = 'PushServiceError';
  }
}

/**
 * Web Push with the `web-push` package signing the VAPID JWT and encrypting the payload
 * (aes128gcm, RFC 8291); the POST to the push service (RFC 8030) is ours, with fetch, because
 * web-push's own sender speaks https only and the local push stand-in is plain http.
 */
export class WebPushSender implements PushSender {
  /** The keys are read when the first push goes (in AWS the private key is in Secrets Manager). */
  constructor(private readonly vapid: () => Promise<VapidKeys>) {}

  async send(subscription: { endpoint: string; p256dh: string; auth: string }, payload: string): Promise<'delivered' | 'gone'> {
    const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
      vapidDetails: await this.vapid(),
      TTL: TIME_TO_LIVE_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // The browser unsubscribed, or the subscription expired: it will never take a push again.
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) throw new PushServiceError(response.status, await response.text().catch(() => ''));
    return 'delivered';
  }
}
