/**
 * The sign-in providers' browser SDKs: where they come from, whether this build is configured
 * for them, and loading them on demand. They are fetched only when a sign-in screen shows a
 * provider's button, and only when the build names the provider's client (VITE_GOOGLE_CLIENT_ID,
 * VITE_FACEBOOK_APP_ID); otherwise no third-party script is ever requested.
 */

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const FACEBOOK_SCRIPT_URL = 'https://connect.facebook.net/en_US/sdk.js';
/** The Graph API version the Facebook SDK is initialized with. */
export const FACEBOOK_SDK_VERSION = 'v21.0';

/** Read when rendering (not at import), so a test can set the variables per case. */
export function socialSignInConfig(): { googleClientId: string | null; facebookAppId: string | null } {
  return { googleClientId: configured(import.meta.env.VITE_GOOGLE_CLIENT_ID), facebookAppId: configured(import.meta.env.VITE_FACEBOOK_APP_ID) };
}

const configured = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The part of Google Identity Services the app uses (google.accounts.id). */
export interface GoogleIdentityServices {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

/** The part of the Facebook JS SDK the app uses. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean; status?: boolean }): void;
  login(callback: (response: { status?: string; authResponse?: { accessToken: string; userID: string } | null }) => void, options?: { scope?: string }): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentityServices } };
    FB?: FacebookSdk;
  }
}

export const loadGoogleIdentity = (): Promise<GoogleIdentityServices> => loadScript(GOOGLE_SCRIPT_URL, () => window.google?.accounts?.id);

export const loadFacebookSdk = (): Promise<FacebookSdk> => loadScript(FACEBOOK_SCRIPT_URL, () => window.FB);

/**
 * Adds the script once and resolves with the global it defines. A second caller while it loads
 * waits for the same element; one that failed (offline, blocked) is replaced on the next try.
 */
function loadScript<T>(src: string, readGlobal: () => T | undefined): Promise<T> {
  const ready = readGlobal();
  if (ready) return Promise.resolve(ready);
  return new Promise<T>((resolve, reject) => {
    let script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (script?.dataset.state === 'loaded') {
      reject(new Error(`${src} loaded but did not set up its API`));
      return;
    }
    if (script?.dataset.state === 'failed') {
      script.remove();
      script = null;
    }
    if (!script) {
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.defer = true;
      script.dataset.state = 'loading';
      const element = script;
      script.addEventListener('load', () => (element.dataset.state = 'loaded'));
      script.addEventListener('error', () => (element.dataset.state = 'failed'));
      document.head.append(script);
    }
    script.addEventListener('load', () => {
      const loaded = readGlobal();
      if (loaded) resolve(loaded);
      else reject(new Error(`${src} loaded but did not set up its API`));
    });
    script.addEventListener('error', () => reject(new Error(`${src} could not be loaded`)));
  });
}
