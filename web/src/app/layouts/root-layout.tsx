import { Outlet } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { PlanDialog } from '../../features/accounts/components/plan-dialog';
import { useSessionKeepAlive } from '../../features/accounts/hooks/use-session-keep-alive';
import { useUnsavedUploadsWarning } from '../../features/uploads/hooks/use-unsaved-uploads-warning';
import { usePageViews } from '../../lib/page-views';

/**
 * Above both shells: keeps a signed-in session fresh, warns before the tab closes on unfinished
 * uploads (they keep going on the public pages too), and holds the things any page can open (the
 * plan dialog, notices). Every page shown is counted (first-party, no personal data).
 */
export function RootLayout() {
  useSessionKeepAlive();
  useUnsavedUploadsWarning();
  usePageViews();
  return (
    <>
      <Outlet />
      <PlanDialog />
      <Toaster />
    </>
  );
}
