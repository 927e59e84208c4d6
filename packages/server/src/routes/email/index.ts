import { textRef } from '@signals/protocol';
import { setCategoryEmail } from '../../commands/emailUnsubscribe.js';
import { badRequest } from '../../errors.js';
import { readUnsubscribeToken, type UnsubscribeTarget } from '../../services/mail/unsubscribeTokens.js';
import type { Services } from '../../services/index.js';
import type { Handler } from '../types.js';
import { addressLinkHandlers } from './addressLinks.js';

export const UNSUBSCRIBE_LINK_INVALID = textRef('errors.unsubscribeLinkInvalid');

function targetOf(services: Services, token: string): UnsubscribeTarget {
  const target = readUnsubscribeToken(services.keyring, token);
  if (!target) {
    throw badRequest(UNSUBSCRIBE_LINK_INVALID, [{ path: 'token', message: UNSUBSCRIBE_LINK_INVALID }]);
  }
  return target;
}

/** RFC 8058 one-click (the mail client's POST, form body ignored) and the unsubscribe page's call. */
const emailUnsubscribe: Handler<'emailUnsubscribe'> = async ({ input, services, write }) => {
  const target = targetOf(services, input.query.token);
  return write((unit) => setCategoryEmail(unit, null, { ...target, on: false }));
};

/** The unsubscribe page's undo. */
const emailResubscribe: Handler<'emailResubscribe'> = async ({ input, services, write }) => {
  const target = targetOf(services, input.query.token);
  return write((unit) => setCategoryEmail(unit, null, { ...target, on: true }));
};

export const emailHandlers = { emailUnsubscribe, emailResubscribe, ...addressLinkHandlers };
