import { matchRoutes } from 'react-router-dom';
import { routeTree } from './router';

interface Preloadable {
  preload?: () => void;
}

/**
 * Starts fetching the lazy chunks of the route at `pathname` (its layout and
 * screen) at start-up, alongside the session check, so the first screen does
 * not wait for its code once the session has answered.
 */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routeTree, pathname) ?? []) {
    const element = match.route.element;
    if (element && typeof element === 'object' && 'type' in element) {
      (element.type as Preloadable).preload?.();
    }
  }
}
