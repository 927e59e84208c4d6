import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useT } from '../i18n/useT';
import { returnToState } from '../lib/returnTo';
import { sessionSelectors, useSessionStore } from '../stores/session';
import { PageSpinner } from '../ui/Spinner';
import { drawnAtBuildTime } from '../ssr/drawnAtBuildTime';
import { lazyScreens } from './screens';

/** Signed-in users only: a spinner while the session loads, else off to /auth, remembering the way back. */
export function RequireUser() {
  // The session's answer arrives as a store update, which React would render in
  // one blocking pass: deferred, the screen it uncovers is built in yielding
  // slices instead. Signing out is not deferred: no screen renders a moment
  // longer without its user.
  const current = useSessionStore(sessionSelectors.status);
  const deferred = useDeferredValue(current);
  const status = current === 'signedOut' ? current : deferred;
  const location = useLocation();
  const t = useT();
  if (status === 'loading') {
    return <PageSpinner label={t('layout.loadingSession')} />;
  }
  if (status === 'signedOut') {
    return <Navigate to="/auth" replace state={returnToState(location)} />;
  }
  return <Outlet />;
}

/** Admins only: anyone else goes to the admin sign-in (which explains a refusal to signed-in users). */
export function RequireAdmin() {
  const status = useSessionStore(sessionSelectors.status);
  const isAdmin = useSessionStore(sessionSelectors.isAdmin);
  const location = useLocation();
  const t = useT();
  if (status === 'loading') {
    return <PageSpinner label={t('layout.loadingSession')} />;
  }
  if (!isAdmin) {
    return <Navigate to="/admin-auth" replace state={returnToState(location)} />;
  }
  return <Outlet />;
}

/**
 * A public screen (Performance, Help, Privacy) in the frame that fits who is
 * looking: the member frame with its navigation when signed in, the public
 * one with a way to sign in otherwise. Neither sends anyone away. While the
 * session is checked, a page rendered at build time (sent only to a browser
 * with no session cookie) shows the public frame it was drawn in.
 */
export function SignedInOrOut() {
  const status = useSessionStore(sessionSelectors.status);
  const t = useT();
  if (status === 'loading') {
    return drawnAtBuildTime ? <lazyScreens.PublicLayout /> : <PageSpinner label={t('layout.loadingSession')} />;
  }
  return status === 'signedIn' ? <lazyScreens.UserLayout /> : <lazyScreens.PublicLayout />;
}

/** Both frames' code starts loading alongside the session check (router/preload), whichever way it answers. */
SignedInOrOut.preload = () => Promise.all([lazyScreens.UserLayout.preload(), lazyScreens.PublicLayout.preload()]).then(() => undefined);
