import { setQuietHours as saveQuietHours } from '../../commands/notifications.js';
import type { Handler } from '../types.js';

const getQuietHours: Handler<'getQuietHours'> = ({ viewer }) => Promise.resolve({ quietHours: viewer.quietHours ?? null });

const setQuietHours: Handler<'setQuietHours'> = async ({ input, viewer, write }) => {
  const user = await write((unit) => saveQuietHours(unit, viewer, input.body));
  return { quietHours: user.quietHours ?? null };
};

/** The handlers of this area, keyed by route name. */
export const alertHandlers = { getQuietHours, setQuietHours };
