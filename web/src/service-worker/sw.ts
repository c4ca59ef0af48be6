/*
 * The Web Push service worker, built on its own into /sw.js (web/scripts/service-worker-plugin.ts).
 * It runs while Heirloom is closed: it shows the notification a push carries and opens the
 * message when the notification is clicked. It caches nothing: the app stays an online app.
 */
import { CSRF_HEADER } from '@heirloom/shared/constants';
import type { PushPayload } from '@heirloom/shared/contracts/web-push';
import { API_BASE_PATH, CSRF_HEADER_VALUE } from '../config/env';

// The project's TypeScript libs are the DOM's; these are the few worker types this file uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly newSubscription: PushSubscription | null;
  readonly oldSubscription: PushSubscription | null;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>; openWindow(url: string): Promise<WindowClient | null>; claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: PushSubscriptionChangeEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}
declare const self: WorkerScope;

// A new worker takes over at once: it holds no state an older one could still need.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  // Browsers require a notification for every push; one we cannot read still says where to look.
  const shown = asPayload(readJson(event)) ?? { title: 'Heirloom', body: 'You have new messages.', url: '/', tag: '/' };
  event.waitUntil(self.registration.showNotification(shown.title, { body: shown.body, tag: shown.tag, data: { url: shown.url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = typeof (event.notification.data as { url?: unknown } | null)?.url === 'string' ? (event.notification.data as { url: string }).url : '/';
  // Only our own pages: a notification never sends the browser elsewhere.
  const target = new URL(path, self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(openOrFocus(url));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  // The push service renewed the subscription: tell the app the new address, or pushes stop.
  event.waitUntil(
    (async () => {
      const renewed = event.newSubscription ?? (event.oldSubscription ? await self.registration.pushManager.subscribe(event.oldSubscription.options) : null);
      if (!renewed) return;
      await fetch(`${API_BASE_PATH}/push_subscription`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: JSON.stringify(renewed.toJSON()),
      });
    })(),
  );
});

async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // navigate() is refused for a tab this worker does not control (one opened before it came).
    const moved = await open.navigate(url).catch(() => null);
    if (moved) {
      await moved.focus();
      return;
    }
  }
  await self.clients.openWindow(url);
}

/** The push's shape (shared/contracts/web-push.ts pushPayload), checked by hand: zod would make this worker 450 KB. */
function asPayload(value: unknown): PushPayload | null {
  const fields = value as Partial<Record<keyof PushPayload, unknown>> | null;
  if (!fields || typeof fields !== 'object') return null;
  const { title, body, url, tag } = fields;
  return typeof title === 'string' && typeof body === 'string' && typeof url === 'string' && typeof tag === 'string' ? { title, body, url, tag } : null;
}

function readJson(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}
