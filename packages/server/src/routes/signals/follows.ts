import { setSignalFollow } from '../../commands/signalFollows.js';
import type { Db } from '../../db/knex.js';
import { isFollowing } from '../../queries/signalFollows.js';
import { loadSignal } from '../../queries/signals.js';
import type { Handler } from '../types.js';

/** The signal's id, once it is known to exist (404 otherwise). Any member may follow any signal: its outcome is no secret. */
async function signalIdOf(db: Db, id: number): Promise<number> {
  return (await loadSignal(db, id)).id;
}

const getSignalFollow: Handler<'getSignalFollow'> = async ({ input, viewer, services }) => {
  const signalId = await signalIdOf(services.db, input.params.id);
  return { signalId, following: await isFollowing(services.db, viewer.id, signalId) };
};

const followSignal: Handler<'followSignal'> = async ({ input, viewer, services, write }) => {
  const signalId = await signalIdOf(services.db, input.params.id);
  return { signalId, following: await write((unit) => setSignalFollow(unit, viewer, { signalId, following: true })) };
};

const unfollowSignal: Handler<'unfollowSignal'> = async ({ input, viewer, services, write }) => {
  const signalId = await signalIdOf(services.db, input.params.id);
  return { signalId, following: await write((unit) => setSignalFollow(unit, viewer, { signalId, following: false })) };
};

export const followHandlers = { getSignalFollow, followSignal, unfollowSignal };
