/**
 * Spec (001 section 2, routing rules): a signed-out visitor on a protected route, or on '/', goes
 * to /welcome if they have had an account on this device, otherwise to /features; either way with
 * redirect_to set to where they were going.
 */
export function signedOutRedirect(
  location: { pathname: string; search?: string; hash?: string },
  hadAccount: boolean,
): string {
  const target = hadAccount ? '/welcome' : '/features';
  const redirectTo = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `${target}?${new URLSearchParams({ redirect_to: redirectTo })}`;
}
