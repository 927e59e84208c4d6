import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@signals/protocol';
import type { Keyring } from '../../http/keyring.js';

/** Kept apart from the cookie signatures the same keys make. */
const PURPOSE = 'email-unsubscribe|';

export interface UnsubscribeTarget {
  userId: number;
  category: NotificationCategory;
}

/**
 * The token of an alert e-mail's unsubscribe link: which member, which
 * category, signed with the session keys (the newest signs, every kept key
 * verifies, so a key rotation does not break links already in inboxes). It
 * never expires: an old e-mail's link should still work.
 */
export function signUnsubscribeToken(keyring: Keyring, target: UnsubscribeTarget): string {
  const payload = Buffer.from(`${target.userId}.${target.category}`).toString('base64url');
  return `${payload}.${keyring.sign(PURPOSE + payload)}`;
}

/** The member and category a token names, or null when it was not signed by one of our keys. */
export function readUnsubscribeToken(keyring: Keyring, token: string): UnsubscribeTarget | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !keyring.verify(PURPOSE + payload, signature)) {
    return null;
  }
  const match = /^([1-9]\d{0,14})\.([A-Za-z]+)$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  const category = match?.[2] as NotificationCategory | undefined;
  if (!match || !category || !NOTIFICATION_CATEGORIES.includes(category)) {
    return null;
  }
  return { userId: Number(match[1]), category };
}
