import { Outlet } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { PlanDialog } from '../../features/accounts/components/plan-dialog';
import { useSessionKeepAlive } from '../../features/accounts/hooks/use-session-keep-alive';

/**
 * Above both shells: keeps a signed-in session fresh, and holds the things any page can open
 * (the plan dialog, notices).
 */
export function RootLayout() {
  useSessionKeepAlive();
  return (
    <>
      <Outlet />
      <PlanDialog />
      <Toaster />
    </>
  );
}
