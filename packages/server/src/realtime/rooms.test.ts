import { describe, expect, it } from 'vitest';
import { canSeeSignalDetail } from '../policies/signal.js';
import { GRID_NOW as NOW, GRID_VIEWERS, type GridViewer } from '../../test/support/signalGrid.js';
import { ROOM_VIEWERS, tierRoomsFor } from './rooms.js';

/** Signed-in states only: a socket is never opened for nobody, and a banned member's is refused. */
const SIGNED_IN: GridViewer[] = ['free', 'premium', 'expiredPremium', 'admin'];

describe('the tier rooms and the entitlement policy', () => {
  it.each(SIGNED_IN)('a %s member sees, through their rooms, exactly what the policy lets them see', (state) => {
    const user = { ...GRID_VIEWERS[state]!, id: 1 };
    const rooms = tierRoomsFor(user, NOW);
    for (const disclosure of [{ revealClosed: true }, { revealClosed: false }]) {
      for (const isPremium of [false, true]) {
        for (const outcome of ['open', 'won'] as const) {
          const signal = { isPremium, outcome };
          // A push reaches a socket in any of its rooms: it shows the detail when one of them is shown it.
          const throughRooms = rooms.some((room) => canSeeSignalDetail(signal, ROOM_VIEWERS[room], NOW, disclosure));
          expect(throughRooms, `${state}, ${JSON.stringify({ signal, disclosure })}`).toBe(canSeeSignalDetail(signal, user, NOW, disclosure));
        }
      }
    }
  });

  it('puts a premium admin in both rooms that see premium detail, never in the members room', () => {
    const user = { ...GRID_VIEWERS.premium, isAdmin: true, id: 2 };
    expect(tierRoomsFor(user, NOW).sort()).toEqual(['admin', 'premium']);
  });
});
