import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from '../features/system/components/error-fallback';
import { NotFound } from '../features/system/components/not-found';

/** errorElement for routes: loader/render/lazy-chunk failures, and unmatched paths as a 404. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorFallback error={error} />;
}
