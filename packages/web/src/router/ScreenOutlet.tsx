import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../ui/Spinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Where a layout shows its current screen: a spinner while the screen's code
 * loads, and an error with a reload button if it cannot (the layout around it,
 * navigation included, stays usable). Keyed by path: moving to another page
 * clears an error shown for the last one.
 */
export function ScreenOutlet({ fullPage = false }: { fullPage?: boolean }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} fullPage={fullPage}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
