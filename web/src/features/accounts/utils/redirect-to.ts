import { hasHadAccount } from './had-account';

/** Entry pages are never a destination after signing in: that would loop back to a form. */
const ENTRY_PATHS = ['/login', '/signup', '/welcome'];

/**
 * redirect_to from the address, if it is safe to follow: a path on this site. Anything else
 * (another origin, '//evil.example', 'javascript:') is ignored so a crafted link cannot send a
 * person elsewhere after they sign in.
 */
export function safeRedirectTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const path = value.split(/[?#]/)[0] ?? '';
  if (ENTRY_PATHS.includes(path)) return null;
  return value;
}

/** Where to go after signing in: redirect_to when safe, else home. */
export const afterSignInPath = (search: URLSearchParams): string => safeRedirectTo(search.get('redirect_to')) ?? '/';

/** Appends redirect_to (when there is one) to an in-app path. */
export function withRedirectTo(path: string, redirectTo: string | null | undefined): string {
  const safe = safeRedirectTo(redirectTo);
  if (!safe) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ redirect_to: safe })}`;
}

/**
 * Where a plan button sends a signed-out visitor (spec 000 section 2): sign-up, or the combined
 * welcome page when this device has had an account, coming back to `redirectTo` afterwards.
 */
export const signedOutPlanLink = (redirectTo: string): string => withRedirectTo(hasHadAccount() ? '/welcome' : '/signup', redirectTo);
