import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useUser } from '../api/user';
import { useSessionEndStore } from '../stores/session-end-store';
import { hasHadAccount } from '../utils/had-account';
import { signedOutRedirect } from '../utils/signed-out-redirect';
import { SessionUnavailable } from './session-unavailable';

/**
 * Every protected route goes through this. A signed-in visitor sees the page; a signed-out one is
 * sent on per the spec's routing rule (/welcome if this device has had an account, else
 * /features, with redirect_to); after Logout, to /welcome.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  const endReason = useSessionEndStore((state) => state.reason);

  if (user.isPending) return <PageLoader label="Opening Heirloom…" />;
  if (user.data) return children;
  if (user.isError) {
    return <SessionUnavailable message={user.error.message} retrying={user.isFetching} onRetry={() => void user.refetch()} />;
  }
  if (endReason === 'logout') return <Navigate replace to="/welcome" />;
  return <Navigate replace to={signedOutRedirect(location, endReason === 'expired' || hasHadAccount())} />;
}
