import { MESSAGES } from '@signals/protocol';
import { authenticate } from '../../commands/authenticator.js';
import { registerUser } from '../../commands/userRegistrar.js';
import { forbidden } from '../../errors.js';
import { endSession, startSession } from '../../http/sessionLifecycle.js';
import { presentUser } from '../../presenters/user.js';
import { readSettings } from '../../services/settings.js';
import type { Handler } from '../types.js';

const register: Handler<'register'> = async ({ input, ctx, services }) => {
  const settings = await readSettings(services.db);
  if (settings.enable_registrations !== 'true') {
    throw forbidden(MESSAGES.registrationsClosed);
  }
  const user = await registerUser(services.db, input.body);
  // The insert has committed (it is its own statement): the back office's users table shows the newcomer.
  services.events.publish({ type: 'user.created', user });
  await startSession(ctx, user);
  return presentUser(user);
};

const login: Handler<'login'> = async ({ input, ctx, services }) => {
  const user = await authenticate(services.db, services.loginThrottle, { ...input.body, ip: ctx.ip });
  await startSession(ctx, user);
  return presentUser(user);
};

const logout: Handler<'logout'> = async ({ ctx, viewer, services }) => {
  const sessionKey = endSession(ctx);
  if (sessionKey) {
    // The live channel closes the sockets opened with this session.
    services.events.publish({ type: 'session.ended', sessionKey, userId: viewer?.id ?? null });
  }
  return { ok: true };
};

const currentUser: Handler<'currentUser'> = async ({ viewer }) => presentUser(viewer);

const session: Handler<'session'> = async ({ viewer }) => ({ user: viewer ? presentUser(viewer) : null });

export const authHandlers = { register, login, logout, currentUser, session };
