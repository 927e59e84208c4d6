import { matchRoutes } from 'react-router-dom';
import type { LazyScreen } from '../lib/lazyNamed';
import { routeTree } from './router';

/** A part of a route that can start fetching its code: a lazy screen, or a guard that knows which ones it draws. */
type Preloadable = Pick<LazyScreen, 'preload'> & Partial<LazyScreen>;

/** The parts the route at `pathname` draws that load on their own (its guard, layout and screen), outermost first. */
export function routeScreens(pathname: string): Preloadable[] {
  const screens: Preloadable[] = [];
  for (const match of matchRoutes(routeTree, pathname) ?? []) {
    const element = match.route.element;
    if (element && typeof element === 'object' && 'type' in element) {
      const type = element.type as Partial<Preloadable>;
      if (type.preload) {
        screens.push(type as Preloadable);
      }
    }
  }
  return screens;
}

/**
 * Starts fetching the lazy chunks of the route at `pathname` (its layout and
 * screen) at start-up, alongside the session check, so the first screen does
 * not wait for its code once the session has answered.
 */
export function preloadRoute(pathname: string): void {
  routeScreens(pathname).forEach((screen) => screen.preload());
}
