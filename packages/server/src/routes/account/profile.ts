import { inTransaction } from '../../db/transaction.js';
import { changePassword as replacePassword, preparePasswordChange } from '../../commands/passwordChanger.js';
import { setLanguage as saveLanguage, setNotificationPreferences as savePreferences, updateProfile as saveProfile } from '../../commands/profileUpdater.js';
import { passwordGuessOf } from '../../http/deviceCookie.js';
import { sessionKeyOf } from '../../http/sessionLifecycle.js';
import { forbidden } from '../../errors.js';
import { canEditProfile, effectiveNotificationPreferences } from '../../policies/account.js';
import { presentUser } from '../../presenters/user.js';
import type { Handler } from '../types.js';

export const OWN_PROFILE_ONLY = 'You can only edit your own profile';

const updateProfile: Handler<'updateProfile'> = async ({ input, viewer, services }) => {
  if (!canEditProfile(viewer, input.params.id)) {
    throw forbidden(OWN_PROFILE_ONLY);
  }
  const user = await inTransaction(services.db, services.events, (unit) => saveProfile(unit, viewer, input.body));
  return presentUser(user);
};

const setLanguage: Handler<'setLanguage'> = async ({ input, viewer, services }) => {
  const user = await inTransaction(services.db, services.events, (unit) => saveLanguage(unit, viewer, input.body.language));
  return presentUser(user);
};

const getNotificationPreferences: Handler<'getNotificationPreferences'> = async ({ viewer }) => effectiveNotificationPreferences(viewer);

const setNotificationPreferences: Handler<'setNotificationPreferences'> = async ({ input, viewer, services }) => {
  const user = await inTransaction(services.db, services.events, (unit) => savePreferences(unit, viewer, input.body));
  return effectiveNotificationPreferences(user);
};

const changePassword: Handler<'changePassword'> = async ({ input, viewer, ctx, services }) => {
  const hashes = await preparePasswordChange(services.loginThrottle, passwordGuessOf(ctx, viewer.username), viewer, input.body);
  // The session making the change stays signed in; every other one ends.
  const sessionKey = sessionKeyOf(ctx);
  await inTransaction(services.db, services.events, (unit) => replacePassword(unit, viewer, hashes, sessionKey));
  return { ok: true };
};

export const profileHandlers = { updateProfile, setLanguage, getNotificationPreferences, setNotificationPreferences, changePassword };
