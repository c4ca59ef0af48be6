import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { useSessionKeepAlive } from '../../features/accounts/hooks/use-session-keep-alive';
import { useUnsavedUploadsWarning } from '../../features/uploads/hooks/use-unsaved-uploads-warning';
import { useHasBeenTrue } from '../../hooks/use-has-been-true';
import { usePlanDialogStore } from '../../lib/plan-dialog-store';
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
      <PlanDialogOnceOpened />
      <Toaster />
    </>
  );
}

/** The plan dialog is code no page needs until it is opened (the trial banner, a plan button, a blocked upload). */
const PlanDialog = lazy(() => import('../../features/accounts/components/plan-dialog').then((module) => ({ default: module.PlanDialog })));

function PlanDialogOnceOpened() {
  const wanted = useHasBeenTrue(usePlanDialogStore((state) => state.isOpen));
  return wanted ? (
    <Suspense fallback={null}>
      <PlanDialog />
    </Suspense>
  ) : null;
}
