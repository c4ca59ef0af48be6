import { Outlet } from 'react-router';
import { RedirectIfSignedIn } from '../../features/accounts/components/redirect-if-signed-in';

/** /login, /signup, /welcome: a signed-in visitor goes on to redirect_to or home. */
export function SignedOutOnly() {
  return (
    <RedirectIfSignedIn>
      <Outlet />
    </RedirectIfSignedIn>
  );
}
