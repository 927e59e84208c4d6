import { MESSAGES } from '@signals/protocol';
import { registerUser } from '../../commands/users.js';
import { authenticate } from '../../guards/credentials.js';
import { prepareRegistration } from '../../guards/registration.js';
import { prepareAddressLink } from '../../guards/addressMail.js';
import { proveAddress } from '../../commands/emailAddress.js';
import { sendAddressProof } from '../../services/mail/addressMail.js';
import { forbidden, tooManyRequests } from '../../errors.js';
import { deviceOf, passwordGuessOf } from '../../http/deviceCookie.js';
import { endSession, startSession } from '../../http/sessionLifecycle.js';
import type { ViewerState } from '../../http/viewer.js';
import { presentUser } from '../../presenters/user.js';
import { readSettings } from '../../services/settings.js';
import type { Handler } from '../types.js';
import { passwordResetHandlers } from './passwordReset.js';
import { tellOfSignIn } from './signInNotices.js';

const register: Handler<'register'> = async ({ input, ctx, services, write }) => {
  const settings = await readSettings(services.db);
  if (settings.enable_registrations !== 'true') {
    throw forbidden(MESSAGES.registrationsClosed);
  }
  const wait = await services.registrationThrottle.attempt(ctx.ip);
  if (wait > 0) {
    throw tooManyRequests(MESSAGES.tooManyRegistrations(Math.ceil(wait / 60)), wait);
  }
  const account = await prepareRegistration(services.db, services.passwords, input.body);
  // The answer is the same whether or not another account verified this address: only the e-mail differs (the
  // confirmation link, or a notice to the address's owner), and it is sent after the answer is decided.
  const link = await prepareAddressLink(services, account.email, 'quiet');
  // `user.created` goes out once the account has committed: the back office's users table shows the newcomer.
  // A sign-up signs in at once: this browser, given the device cookie below, is the account's first.
  const { user, proof } = await write(async (unit) => {
    const created = await registerUser(unit, null, { ...account, firstSignInAt: new Date() });
    return { user: created, proof: link ? await proveAddress(unit, null, { user: created, purpose: 'verify', email: created.email, link, now: new Date() }) : null };
  });
  await startSession(ctx, user, services.config.cookieSecure);
  if (link && proof) {
    sendAddressProof(services, { to: user.email, user, proof, purpose: 'verify', token: link.token });
  }
  return presentUser(user);
};

const login: Handler<'login'> = async ({ input, ctx, services }) => {
  const { username, password, code, recoveryCode } = input.body;
  const { user, recoveryCodesLeft } = await authenticate(services.db, services.loginThrottle, services.passwords, { password, code, recoveryCode, guess: passwordGuessOf(ctx, username) });
  // Read before the session is started, which gives this browser its device cookie.
  const newBrowser = deviceOf(ctx, username) === undefined;
  await startSession(ctx, user, services.config.cookieSecure);
  await tellOfSignIn(services, user, { newBrowser, userAgent: ctx.get('user-agent'), recoveryCodesLeft });
  return presentUser(user);
};

const logout: Handler<'logout'> = ({ ctx }) => {
  // The session store announces the end, and the live channel closes the sockets opened with this session.
  endSession(ctx);
  return Promise.resolve({ ok: true });
};

const currentUser: Handler<'currentUser'> = ({ viewer }) => Promise.resolve(presentUser(viewer));

const session: Handler<'session'> = ({ viewer, ctx }) => {
  const { endedReason } = ctx.state as ViewerState;
  return Promise.resolve(viewer ? { user: presentUser(viewer) } : { user: null, ...(endedReason ? { endedReason } : {}) });
};

export const authHandlers = { register, login, logout, currentUser, session, ...passwordResetHandlers };
