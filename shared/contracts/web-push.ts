import * as z from 'zod';

/** How many browsers one person may have subscribed to Web Push; saving one more drops the oldest. */
export const WEB_PUSH_MAX_SUBSCRIPTIONS = 10;

/** base64url (no padding) that decodes to exactly `bytes` bytes. */
const base64UrlOf = (bytes: number, what: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The ${what} is not base64url`)
    .refine((value) => decodedLength(value) === bytes, `The ${what} must be ${bytes} bytes`);

/** Bytes a base64url string decodes to (the browser has no Buffer to ask). */
function decodedLength(value: string): number {
  const chars = value.replace(/=+$/, '').length;
  return chars % 4 === 1 ? -1 : Math.floor((chars * 6) / 8);
}

/**
 * A push service's address for one browser. Push services are https; plain http is let through
 * only to this machine (the local push stand-in), so a subscription cannot point the server at
 * another host in the clear.
 */
const pushEndpoint = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.username || url.password) return false;
      return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname));
    } catch {
      return false;
    }
  }, 'The push endpoint must be an https address');

/** POST /push_subscription: what the browser's PushSubscription.toJSON() gives. */
export const pushSubscriptionRequest = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64UrlOf(65, 'p256dh key'),
    /** The shared authentication secret (16 bytes). */
    auth: base64UrlOf(16, 'auth secret'),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** DELETE /push_subscription: the browser that stops. */
export const pushUnsubscribeRequest = z.object({ endpoint: pushEndpoint });

/** GET /web_push: the server's VAPID public key (null: no push service configured) and this person's browsers. */
export const webPushResponse = z.object({
  public_key: z.string().nullable(),
  endpoints: z.array(z.string()),
});
export type WebPushResponse = z.infer<typeof webPushResponse>;

/** What a push carries to the service worker (encrypted on the way). */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** Where a click leads: an app path such as /message/<id>. */
  url: z.string(),
  /** Replaces an earlier notification with the same tag (the open tab shows the same one). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
