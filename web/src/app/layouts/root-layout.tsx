import { Outlet } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { PlanDialog } from '../../features/accounts/components/plan-dialog';
import { useSessionKeepAlive } from '../../features/accounts/hooks/use-session-keep-alive';
import { useUnsavedUploadsWarning } from '../../features/uploads/hooks/use-unsaved-uploads-warning';

/**
 * Above both shells: keeps a signed-in session fresh, warns before the tab closes on unfinished
 * uploads (they keep going on the public pages too), and holds the things any page can open (the
 * plan dialog, notices).
 */
export function RootLayout() {
  useSessionKeepAlive();
  useUnsavedUploadsWarning();
  return (
    <>
      <Outlet />
      <PlanDialog />
      <Toaster />
    </>
  );
}
