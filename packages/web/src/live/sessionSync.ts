import { useSessionStore } from '../stores/session';
import { onLiveEvent, onResync } from './registry';

/**
 * The signed-in user follows the server: a plan change (payment approved,
 * premium cancelled or expired), a role or profile change arrives as
 * `user:updated` and unlocks or locks content without signing out; a ban or a
 * reset arrives as `session:ended` just before the server closes the socket,
 * and signs out with the reason the sign-in screen shows.
 */
export function startSessionSync(): () => void {
  const stopUpdates = onLiveEvent('user:updated', (user) => {
    const current = useSessionStore.getState().user;
    if (current && current.id === user.id) {
      useSessionStore.getState().userUpdated(user);
    }
  });
  const stopEnded = onLiveEvent('session:ended', ({ reason }) => {
    const { status, signedOutReason } = useSessionStore.getState();
    // Signed in, or signed out a moment ago by a request that could not say why: the server's reason is the one shown.
    if (status === 'signedIn' || (status === 'signedOut' && signedOutReason === 'ended')) {
      useSessionStore.getState().sessionEnded(reason);
    }
  });
  const stopResync = onResync(() => useSessionStore.getState().sessionLoaded());
  return () => {
    stopUpdates();
    stopEnded();
    stopResync();
  };
}
