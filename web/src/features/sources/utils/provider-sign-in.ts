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
export function takeSignInReturn(): SignInReturn {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  if (!hash.has('access_token') && !hash.has('error')) return null;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (!expected || hash.get('state') !== expected) return { kind: 'error', message: 'That sign-in was not started here. Please connect again.' };
  if (hash.has('error')) return { kind: 'error', message: hash.get('error') === 'access_denied' ? 'Dropbox was not connected: access was not allowed.' : 'Dropbox could not be connected. Please try again.' };
  const expiresIn = Number(hash.get('expires_in'));
  return { kind: 'token', accessToken: hash.get('access_token')!, expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : undefined, accountId: hash.get('account_id') ?? undefined };
}
