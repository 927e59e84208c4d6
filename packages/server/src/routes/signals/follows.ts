import { setSignalFollow } from '../../commands/signalFollows.js';
import type { Db } from '../../db/knex.js';
import type { User } from '../../db/models/index.js';
import { authorizeSignalVisible } from '../../policies/signal.js';
import { isFollowing } from '../../queries/signalFollows.js';
import { loadSignal } from '../../queries/signals.js';
import type { Handler } from '../types.js';

/** The signal's id, once it is known to exist for this viewer (404 otherwise). Any member may follow any published signal: its outcome is no secret. */
async function signalIdOf(db: Db, id: number, viewer: User): Promise<number> {
  const signal = await loadSignal(db, id);
  authorizeSignalVisible(signal, viewer);
  return signal.id;
}

const getSignalFollow: Handler<'getSignalFollow'> = async ({ input, viewer, services }) => {
  const signalId = await signalIdOf(services.db, input.params.id, viewer);
  return { signalId, following: await isFollowing(services.db, viewer.id, signalId) };
};

const followSignal: Handler<'followSignal'> = async ({ input, viewer, services, write }) => {
  const signalId = await signalIdOf(services.db, input.params.id, viewer);
  return { signalId, following: await write((unit) => setSignalFollow(unit, viewer, { signalId, following: true })) };
};

const unfollowSignal: Handler<'unfollowSignal'> = async ({ input, viewer, services, write }) => {
  const signalId = await signalIdOf(services.db, input.params.id, viewer);
  return { signalId, following: await write((unit) => setSignalFollow(unit, viewer, { signalId, following: false })) };
};

export const followHandlers = { getSignalFollow, followSignal, unfollowSignal };
