import { onLiveEvent, onResync } from '../../../live/registry';
import { useResetPasswordUsersStore, useUsersStore } from './store';

const tables = [useUsersStore, useResetPasswordUsersStore];

/**
 * Sign-ups and every change to a member (by this admin, another admin, or the member) show up without a reload.
 * Called by live/wireLiveEvents; returns a function that unwires.
 */
export function wireAdminUsersLive(): () => void {
  const stops = [
    onLiveEvent('user:created', (user) => tables.forEach((table) => table.getState().rowAdded(user))),
    onLiveEvent('user:changed', (user) => tables.forEach((table) => table.getState().rowUpdated(user))),
    onResync(() => {
      for (const table of tables) {
        if (table.getState().list.status !== 'idle') {
          void table.getState().listRequested();
        }
      }
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
