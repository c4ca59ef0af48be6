/**
 * Sending the person to a provider's sign-in and reading what comes back in the URL hash
 * (Dropbox's token, spec 001 section 2). A random `state` kept for this tab proves the answer
 * belongs to the sign-in this tab started.
 */
const STATE_KEY = 'heirloom.provider-sign-in-state';

export function startProviderSignIn(signInUrl: string, returnPath: string) {
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  const url = new URL(signInUrl);
  url.searchParams.set('redirect_uri', `${window.location.origin}${returnPath}`);
  url.searchParams.set('state', state);
  window.location.assign(url.toString());
}

export type SignInReturn = { kind: 'token'; accessToken: string; expiresIn: number | undefined; accountId: string | undefined } | { kind: 'error'; message: string } | null;

/** What the provider put in the hash, once (the hash is cleared so a reload does not replay it). */
export function takeSignInReturn(service = 'Dropbox'): SignInReturn {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  if (!hash.has('access_token') && !hash.has('error')) return null;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (!expected || hash.get('state') !== expected) return { kind: 'error', message: 'That sign-in was not started here. Please connect again.' };
  if (hash.has('error')) return { kind: 'error', message: hash.get('error') === 'access_denied' ? `${service} was not connected: access was not allowed.` : `${service} could not be connected. Please try again.` };
  const expiresIn = Number(hash.get('expires_in'));
  return { kind: 'token', accessToken: hash.get('access_token')!, expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : undefined, accountId: hash.get('account_id') ?? undefined };
}

/**
 * Google: authorization code with PKCE. The verifier stays in this tab; only its SHA-256 goes to
 * Google, and the back end sends the verifier with the code, so a stolen code is useless.
 */
const VERIFIER_KEY = 'heirloom.provider-sign-in-verifier';

export async function startPkceSignIn(signInUrl: string, returnPath: string) {
  const verifier = base64Url(crypto.getRandomValues(new Uint8Array(48)));
  const challenge = base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  sessionStorage.setItem(VERIFIER_KEY, verifier);
  const url = new URL(signInUrl);
  url.searchParams.set('redirect_uri', `${window.location.origin}${returnPath}`);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  window.location.assign(url.toString());
}

export type CodeReturn = { kind: 'code'; code: string; codeVerifier: string; redirectUri: string } | { kind: 'error'; message: string } | null;

/** The code Google put in the query, once (the query is cleared so a reload does not replay it). */
export function takeCodeReturn(service: string): CodeReturn {
  const query = new URLSearchParams(window.location.search);
  if (!query.has('code') && !query.has('error')) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname);
  const expected = sessionStorage.getItem(STATE_KEY);
  const verifier = sessionStorage.getItem(VERIFIER_KEY);
  sessionStorage.removeItem(STATE_KEY);
  sessionStorage.removeItem(VERIFIER_KEY);
  if (!expected || !verifier || query.get('state') !== expected) return { kind: 'error', message: 'That sign-in was not started here. Please connect again.' };
  if (query.has('error')) return { kind: 'error', message: query.get('error') === 'access_denied' ? `${service} was not connected: access was not allowed.` : `${service} could not be connected. Please try again.` };
  return { kind: 'code', code: query.get('code')!, codeVerifier: verifier, redirectUri: `${window.location.origin}${window.location.pathname}` };
}

function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
