import { Outlet } from 'react-router';
import { RequireUser } from '../../features/accounts/components/require-user';
import { TrialBanner } from '../../features/accounts/components/trial-banner';
import { UserMenu } from '../../features/accounts/components/user-menu';
import { useSignedInUser } from '../../features/accounts/api/signed-in-user';
import { AppShell } from '../../features/shell/components/app-shell';

/** Every protected route: the session guard, then the signed-in shell around the page. */
export function AppLayout() {
  return (
    <RequireUser>
      <SignedInShell />
    </RequireUser>
  );
}

function SignedInShell() {
  const user = useSignedInUser();
  return (
    <AppShell banner={<TrialBanner user={user} />} userMenu={<UserMenu />}>
      <Outlet />
    </AppShell>
  );
}
