import { SERVICE_WORKER_FILE } from '@heirloom/shared/constants';
import { pushSubscriptionRequest } from '@heirloom/shared/contracts/web-push';
import { useCallback, useEffect, useState } from 'react';
import { useDeletePushSubscription, useSavePushSubscription, useWebPush } from '../api/web-push';

/**
 * Where this browser stands with Web Push:
 * - unsupported: no service workers or Push API (an old browser, a private window in some);
 * - unavailable: the server has no push service set up;
 * - blocked: the person (or a policy) refused notifications for the site;
 * - off / on: on when this browser's subscription is one the server keeps.
 */
export type BrowserPushState = 'loading' | 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on';

const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';

/** The browser's current subscription, without registering anything. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Turning Web Push on and off for this browser: permission, the service worker, the push
 * service's subscription and the server's copy of it, with an error a person can act on when
 * any of them says no.
 */
export function useBrowserPush() {
  const server = useWebPush();
  const save = useSavePushSubscription();
  const remove = useDeletePushSubscription();
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    currentSubscription().then(
      (subscription) => live && setEndpoint(subscription?.endpoint ?? null),
      () => live && setEndpoint(null),
    );
    return () => {
      live = false;
    };
  }, []);

  const state: BrowserPushState = !pushSupported()
    ? 'unsupported'
    : server.isPending || endpoint === undefined
      ? server.isError
        ? 'unavailable'
        : 'loading'
      : !server.data?.public_key
        ? 'unavailable'
        : Notification.permission === 'denied'
          ? 'blocked'
          : endpoint && server.data.endpoints.includes(endpoint)
            ? 'on'
            : 'off';

  const turnOn = useCallback(async () => {
    const publicKey = server.data?.public_key;
    if (!publicKey) return;
    setBusy(true);
    setError(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setError(permission === 'denied' ? BLOCKED : 'Notifications were not allowed. Choose Allow when the browser asks, and try again.');
        return;
      }
      const registration = await navigator.serviceWorker.register(`/${SERVICE_WORKER_FILE}`, { scope: '/' });
      await navigator.serviceWorker.ready;
      const subscription = await subscribe(registration, publicKey);
      const request = pushSubscriptionRequest.safeParse(subscription.toJSON());
      if (!request.success) throw new Error('This browser gave a push subscription Heirloom cannot use.');
      await save.mutateAsync(request.data);
      setEndpoint(subscription.endpoint);
    } catch (caught) {
      setError(describeFailure(caught));
    } finally {
      setBusy(false);
    }
  }, [server.data?.public_key, save]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await remove.mutateAsync(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setEndpoint(null);
    } catch (caught) {
      setError(describeFailure(caught));
    } finally {
      setBusy(false);
    }
  }, [remove]);

  return { state, busy, error, turnOn, turnOff };
}

const BLOCKED = 'This browser blocks notifications from Heirloom. Allow them in the browser’s site settings, then try again.';

/** Subscribes with the server's key; a subscription made with another key is replaced. */
async function subscribe(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const key = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const existingKey = existing.options.applicationServerKey ? new Uint8Array(existing.options.applicationServerKey) : null;
    if (existingKey && existingKey.length === key.length && existingKey.every((byte, i) => byte === key[i])) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function describeFailure(caught: unknown): string {
  const name = caught instanceof DOMException ? caught.name : '';
  if (name === 'NotAllowedError') return BLOCKED;
  if (name === 'AbortError' || name === 'NotSupportedError' || name === 'InvalidStateError') {
    // The browser could not reach its push service (offline, or a browser without one).
    return 'This browser’s push service did not accept the subscription, so Heirloom cannot notify it while closed. Check the connection and try again; notifications in open tabs still work.';
  }
  return caught instanceof Error && caught.message ? caught.message : 'Turning on notifications failed. Please try again.';
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
