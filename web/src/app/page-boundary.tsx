import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { ErrorFallback } from '../features/system/components/error-fallback';

/**
 * Where a route level's pages are drawn: a spinner while a page's code downloads the first time
 * (later visits keep the old page on screen until the new one is ready), and the friendly error
 * page if a page fails, inside whatever shell is above, so the way out stays visible. Moving to
 * another address clears the error.
 */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} fallbackRender={({ error }) => <ErrorFallback error={error} />}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
