import type { LinkExternalSystemRequest } from '@heirloom/shared/contracts/sources';
import { useEffect, useRef, useState } from 'react';
import { useLinkExternalSystem } from '../api/external-systems';

type Returned = { kind: string };

/** What a provider's sign-in handed back: `peek` to show it, `take` to act on it (once). */
export type PendingSignIn<R extends Returned> = { peek: () => R | null; take: () => R | null };

/**
 * Read when the screen's module loads, not when it mounts: the provider's answer is cleared from
 * the URL as it is read, so only the first read sees it.
 */
export function pendingSignIn<R extends Returned>(read: () => R | null): PendingSignIn<R> {
  let value = read();
  return {
    peek: () => value,
    take: () => {
      const taken = value;
      value = null;
      return taken;
    },
  };
}

const errorOf = (returned: Returned | null) => (returned?.kind === 'error' ? (returned as { kind: 'error'; message: string }).message : null);

/**
 * Links the system with what the sign-in returned, once; `toRequest` says which answers are a
 * link (null for the rest). Its error, or the sign-in's own, is what the connect card shows.
 */
export function useSignInReturn<R extends Returned>(pending: PendingSignIn<R>, toRequest: (returned: R) => LinkExternalSystemRequest | null) {
  const link = useLinkExternalSystem();
  const [signInError, setSignInError] = useState<string | null>(() => errorOf(pending.peek()));
  const saved = useRef(false);

  useEffect(() => {
    // Taken, not peeked: coming back to this page later within the app must not save it again.
    const returned = pending.take();
    const request = returned && toRequest(returned);
    if (saved.current || !request) return;
    saved.current = true;
    link.mutate(request, { onError: (error) => setSignInError(error.message) });
  }, [link, pending, toRequest]);

  return { linking: link.isPending, signInError };
}
