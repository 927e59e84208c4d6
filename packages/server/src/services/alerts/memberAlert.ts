import { LANGUAGE_CODES, type LanguageCode, type NotificationCategory, type NotificationType } from '@signals/protocol';
import { Notification, type BellAudience, type NotificationTranslations } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';
import type { OutboxRequest } from '../outbox/enqueue.js';

/**
 * The two halves every alert to all members shares (a published signal, a
 * published article): one bell row per readership, and the request the
 * rollout writes everyone's push, e-mail and SMS from.
 */

/**
 * Writes one bell row of an alert the system sends to every member (or to one
 * readership, `audience`) and announces it. Written by the system (createdBy
 * null): the back office's sent list is for admins' messages. Its words in
 * every language the app speaks, each reader shown theirs (English in `title`
 * and `message`).
 */
export async function writeMemberAlert(
  unit: UnitOfWork,
  alert: { audience: BellAudience | null; category: NotificationCategory; type: NotificationType; text: (language: LanguageCode) => { title: string; message: string }; now: Date },
): Promise<Notification> {
  const { now, text, ...fields } = alert;
  const translations = inEveryLanguage(text);
  const notification = await Notification.query(unit.trx).insertAndFetch({
    userId: null,
    ...fields,
    ...text('en'),
    translations,
    isImportant: false,
    createdBy: null,
    createdAt: now,
  });
  unit.record({ type: 'notification.created', notification });
  return notification;
}

/**
 * A bell row's words in every language the app speaks, kept with the row so that each reader is shown theirs when
 * reading it, even in a language chosen after it was written.
 */
export function inEveryLanguage(text: (language: LanguageCode) => { title: string; message: string }): NotificationTranslations {
  return Object.fromEntries(LANGUAGE_CODES.map((language) => [language, text(language)]));
}

/**
 * The outbox request of an alert to every member, on every channel they keep
 * its category on; only the messages that go are written (a row per member who
 * turned the channel off would be most of them).
 */
export function toEveryMember(request: Omit<OutboxRequest, 'email' | 'sms' | 'push' | 'telegram' | 'userIds' | 'onlyPending'> & { category: NotificationCategory }): OutboxRequest {
  return { email: true, sms: true, push: true, telegram: true, userIds: null, onlyPending: true, ...request };
}
