import { matchRoutes } from 'react-router-dom';
import type { LazyScreen } from '../lib/lazyNamed';
import { routeTree } from './router';

/** A part of a route that can start fetching its code: a lazy screen, or a guard that knows which ones it draws. */
type Preloadable = Pick<LazyScreen, 'preload'> & Partial<LazyScreen>;

/**
 * The parts the route at `pathname` draws that load on their own (its guard, layout and screen), outermost first.
 * Kept per address: matching flattens and ranks the whole route tree each time (a few milliseconds), and the start
 * asks for the first address twice (its preload, then what the page drew).
 */
export function routeScreens(pathname: string): Preloadable[] {
  const known = matched.get(pathname);
  if (known) {
    return known;
  }
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
  matched.set(pathname, screens);
  return screens;
}

const matched = new Map<string, Preloadable[]>();

/** The lazy screens (layout, screen) the route at `pathname` draws once the session is known: those with a name. */
export function drawnScreens(pathname: string): LazyScreen[] {
  return routeScreens(pathname).filter((part): part is LazyScreen => part.screen !== undefined);
}

/**
 * Starts fetching the lazy chunks of the route at `pathname` (its layout and
 * screen) at start-up, alongside the session check, so the first screen does
 * not wait for its code once the session has answered. Resolves once they are
 * all here (rejects when one cannot be fetched).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  return Promise.all(routeScreens(pathname).map((screen) => screen.preload()));
}
