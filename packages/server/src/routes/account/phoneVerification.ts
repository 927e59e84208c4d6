import { PHONE_CODE_TTL_MS, textRef } from '@signals/protocol';
import { confirmPhoneCode as checkPhoneCode, storePhoneCode } from '../../commands/phoneVerification.js';
import { badRequest, conflict, forbidden, HttpError, tooManyRequests } from '../../errors.js';
import { serverText } from '../../i18n/serverText.js';
import { canUseSms } from '../../policies/account.js';
import { hasVerifiedPhone } from '../../policies/phone.js';
import { presentUser } from '../../presenters/user.js';
import { hashPhoneCode, newPhoneCode, phoneCodeMatches } from '../../services/sms/phoneCodes.js';
import { presentPublicSettings, readSettings } from '../../services/settings.js';
import type { Handler } from '../types.js';

/** What the member reads when a code cannot be sent or is refused. */
const M = {
  noPhone: textRef('errors.phoneNumberMissing'),
  alreadyVerified: textRef('errors.phoneAlreadyVerified'),
  premiumOnly: textRef('errors.phoneVerificationPremiumOnly'),
  smsOff: textRef('errors.smsUnavailable'),
  noCode: textRef('errors.phoneCodeMissing'),
  wrongCode: (left: number) => textRef('errors.phoneCodeWrong', { left }),
  codeSpent: textRef('errors.phoneCodeSpent'),
  expired: textRef('errors.phoneCodeExpired'),
  tooMany: (minutes: number) => textRef('errors.tooManyPhoneCodes', { minutes }),
  tooManyToNumber: (minutes: number) => textRef('errors.tooManyPhoneCodesToNumber', { minutes }),
  sendFailed: textRef('errors.phoneCodeNotSent'),
} as const;

const sendPhoneCode: Handler<'sendPhoneCode'> = async ({ viewer, services, write }) => {
  const settings = await readSettings(services.db);
  const sms = services.sms;
  if (!sms || !presentPublicSettings(settings, services.config).deliveryChannels.sms) {
    throw forbidden(M.smsOff);
  }
  if (!canUseSms(viewer)) {
    throw forbidden(M.premiumOnly);
  }
  const phoneNumber = viewer.phoneNumber;
  if (!phoneNumber) {
    throw badRequest(M.noPhone, [{ path: 'phoneNumber', message: M.noPhone }]);
  }
  if (hasVerifiedPhone(viewer)) {
    throw conflict(M.alreadyVerified);
  }
  // Per member, and per number whatever the account: nothing is sent past either.
  const refusal = await services.phoneCodeThrottle.take(viewer.id, phoneNumber);
  if (refusal) {
    const minutes = Math.ceil(refusal.wait / 60);
    throw tooManyRequests(refusal.limit === 'number' ? M.tooManyToNumber(minutes) : M.tooMany(minutes), refusal.wait);
  }
  const code = newPhoneCode();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MS);
  await write((unit) => storePhoneCode(unit, viewer, { phoneNumber, codeHash: hashPhoneCode(services.keyring, viewer.id, phoneNumber, code), expiresAt, now }));
  try {
    await sms.send({ to: phoneNumber, body: serverText(viewer.language, 'alerts.sms.phoneCode', { siteName: settings.site_name, code, minutes: PHONE_CODE_TTL_MS / 60_000 }) });
  } catch (error) {
    await services.phoneCodeThrottle.giveBack(viewer.id, phoneNumber);
    services.logger.warn({ err: error }, `Texting a verification code to user #${viewer.id} failed`);
    throw new HttpError(502, M.sendFailed);
  }
  return { phoneNumber, expiresAt: expiresAt.toISOString() };
};

const confirmPhoneCode: Handler<'confirmPhoneCode'> = async ({ input, viewer, services, write }) => {
  const { code } = input.body;
  const result = await write((unit) =>
    checkPhoneCode(unit, viewer, {
      matches: (codeHash) => viewer.phoneNumber !== null && phoneCodeMatches(services.keyring, viewer.id, viewer.phoneNumber, code, codeHash),
      now: new Date(),
    }),
  );
  // Decided after the commit, so a wrong guess stays counted.
  switch (result.outcome) {
    case 'verified':
      return presentUser(result.user);
    case 'wrong':
      throw badRequest(M.wrongCode(result.attemptsLeft), [{ path: 'code', message: M.wrongCode(result.attemptsLeft) }]);
    case 'spent':
      throw badRequest(M.codeSpent, [{ path: 'code', message: M.codeSpent }]);
    case 'expired':
      throw badRequest(M.expired, [{ path: 'code', message: M.expired }]);
    case 'none':
      throw badRequest(M.noCode, [{ path: 'code', message: M.noCode }]);
  }
};

export const phoneVerificationHandlers = { sendPhoneCode, confirmPhoneCode };
