import { textRef } from '@signals/protocol';
import { changePassword as replacePassword } from '../../commands/passwords.js';
import { setLanguage as saveLanguage, setNotificationPreferences as savePreferences, updateProfile as saveProfile } from '../../commands/profile.js';
import { preparePasswordChange } from '../../guards/passwordChange.js';
import { prepareEmailChange } from '../../guards/addressMail.js';
import { sendAddressProof } from '../../services/mail/addressMail.js';
import { passwordGuessOf } from '../../http/deviceCookie.js';
import { sessionKeyOf } from '../../http/sessionLifecycle.js';
import { forbidden } from '../../errors.js';
import { canEditProfile, effectiveNotificationPreferences } from '../../policies/account.js';
import { presentUser } from '../../presenters/user.js';
import type { Handler } from '../types.js';

export const OWN_PROFILE_ONLY = textRef('errors.ownProfileOnly');

const updateProfile: Handler<'updateProfile'> = async ({ input, viewer, ctx, services, write }) => {
  if (!canEditProfile(viewer, input.params.id)) {
    throw forbidden(OWN_PROFILE_ONLY);
  }
  const { currentPassword, ...changes } = input.body;
  const moving = changes.email !== viewer.email.toLowerCase();
  const link = moving ? await prepareEmailChange(services, passwordGuessOf(ctx, viewer.username), viewer, { email: changes.email, currentPassword }) : null;
  const now = new Date();
  const emailChange = !moving ? undefined : link ? { link, now } : ('direct' as const);
  const { user, proof } = await write((unit) => saveProfile(unit, viewer, { ...changes, emailChange }));
  if (link && proof) {
    sendAddressProof(services, { to: changes.email, user, proof, purpose: 'change', token: link.token });
  }
  return presentUser(user);
};

const setLanguage: Handler<'setLanguage'> = async ({ input, viewer, write }) => {
  const user = await write((unit) => saveLanguage(unit, viewer, input.body));
  return presentUser(user);
};

const getNotificationPreferences: Handler<'getNotificationPreferences'> = ({ viewer }) => Promise.resolve(effectiveNotificationPreferences(viewer));

const setNotificationPreferences: Handler<'setNotificationPreferences'> = async ({ input, viewer, write }) => {
  const user = await write((unit) => savePreferences(unit, viewer, input.body));
  return effectiveNotificationPreferences(user);
};

const changePassword: Handler<'changePassword'> = async ({ input, viewer, ctx, services, write }) => {
  const hashes = await preparePasswordChange(services.loginThrottle, services.passwords, passwordGuessOf(ctx, viewer.username), viewer, input.body);
  // The session making the change stays signed in; every other one ends.
  const sessionKey = sessionKeyOf(ctx);
  await write((unit) => replacePassword(unit, viewer, { ...hashes, keepSessionKey: sessionKey }));
  return { ok: true };
};

export const profileHandlers = { updateProfile, setLanguage, getNotificationPreferences, setNotificationPreferences, changePassword };
