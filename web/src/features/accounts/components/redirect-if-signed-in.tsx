import { useEffect, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useUser } from '../api/user';
import { useSessionEndStore } from '../stores/session-end-store';
import { afterSignInPath } from '../utils/redirect-to';

/**
 * /login, /signup and /welcome: someone already signed in goes on to redirect_to, or home. The
 * same rule carries a person on once a form signs them in.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const user = useUser();
  const [searchParams] = useSearchParams();
  const signedOut = user.data === null;

  // Arriving here completes a Logout: from now on protected pages keep their redirect_to again.
  useEffect(() => {
    if (signedOut && useSessionEndStore.getState().reason === 'logout') useSessionEndStore.getState().setReason(null);
  }, [signedOut]);

  if (user.isPending) return <PageLoader />;
  if (user.data) return <Navigate replace to={afterSignInPath(searchParams)} />;
  // Unknown (offline): show the form anyway; signing in is what the visitor came for.
  return children;
}
