import { defaultNotificationPreferences, type LanguageCode, type NotificationCategory, type Signal as SignalDto, type SignalEventKind } from '@signals/protocol';
import { Notification, type Signal, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { oncePerLanguage, type TextFor } from '../i18n/serverText.js';
import { hasActivePremium } from '../policies/premium.js';
import { canSeeSignalDetail, type SignalDisclosure } from '../policies/signal.js';
import { presentSignal } from '../presenters/signal.js';
import { presentCloseNotice } from '../presenters/signalCloseNotice.js';
import { presentStepNotice, type SignalStep } from '../presenters/signalStepNotice.js';
import { listFollowers } from '../queries/signalFollows.js';
import { enqueueMessages, type MessageText } from './outbox/enqueue.js';

/** A followed signal's steps are signal alerts: the members' "new signals" preferences decide their channels. */
const CATEGORY: NotificationCategory = 'newSignals';

/**
 * Tells every member following a signal that it closed, inside the closing
 * event's transaction: an in-app notification for those who keep signal
 * alerts in the app, and e-mail or SMS through the outbox, which applies each
 * member's preferences and the site switches. Followers are told in two
 * texts: with the trade's prices for those the access policy lets see it,
 * without for the others (each text written from the signal as
 * `presentSignal` shows it to that group); each in the follower's language.
 *
 * @param unit the closing event's transaction and event recorder.
 * @param input the closed signal, its closing event's kind, what the settings reveal, and the clock.
 * @returns the in-app notifications written.
 */
export function noticeFollowersOfClose(
  unit: UnitOfWork,
  input: { signal: Signal; kind: SignalEventKind; disclosure: SignalDisclosure; now: Date },
): Promise<Notification[]> {
  const { kind } = input;
  return noticeFollowers(unit, input, (shown, language) => presentCloseNotice(shown, kind, language));
}

/**
 * Tells every member following a signal of a step short of its close (a target hit, the stop moved, a note), as a
 * close is told (issue 40): a trader managing the trade needs each one. The step's price and note are the trade,
 * in the text only for a follower the access policy lets see it.
 */
export function noticeFollowersOfStep(
  unit: UnitOfWork,
  input: { signal: Signal; step: SignalStep; disclosure: SignalDisclosure; now: Date },
): Promise<Notification[]> {
  const { step } = input;
  return noticeFollowers(unit, input, (shown, language) => presentStepNotice(shown, step, language));
}

async function noticeFollowers(
  unit: UnitOfWork,
  { signal, disclosure, now }: { signal: Signal; disclosure: SignalDisclosure; now: Date },
  present: (shown: SignalDto, language: LanguageCode) => MessageText,
): Promise<Notification[]> {
  const followers = await listFollowers(unit.trx, signal.id);
  const written: Notification[] = [];
  for (const seesTrade of [true, false]) {
    const group = followers.filter((user) => canSeeSignalDetail(signal, user, now, disclosure) === seesTrade);
    const [anyone] = group;
    if (anyone) {
      // The policy decides alike for everyone in the group, so the signal presented for one of them is presented for
      // all; its text is written once per language the group reads, not once per follower.
      const shown = presentSignal(signal, anyone, now, disclosure);
      written.push(...(await noticeGroup(unit, group, oncePerLanguage((language) => present(shown, language)), now)));
    }
  }
  return written;
}

async function noticeGroup(unit: UnitOfWork, users: User[], text: TextFor<MessageText>, now: Date): Promise<Notification[]> {
  const written: Notification[] = [];
  for (const user of users.filter((member) => wantsInApp(member, now))) {
    // Written by the system, not an admin (createdBy null): the back office's sent list is for admins' messages.
    const notification = await Notification.query(unit.trx).insertAndFetch({ userId: user.id, ...text(user.language), type: 'signal', isImportant: false, createdBy: null, createdAt: now });
    written.push(notification);
    unit.record({ type: 'notification.created', notification });
  }
  const byUser = new Map(written.map((notification) => [notification.userId, notification.id]));
  await enqueueMessages(
    unit,
    {
      email: true,
      sms: true,
      telegram: true,
      ...text('en'),
      textFor: (user) => text(user.language),
      userIds: users.map((user) => user.id),
      category: CATEGORY,
      notificationIdFor: (userId) => byUser.get(userId) ?? null,
    },
    now,
  );
  return written;
}

function wantsInApp(user: User, now: Date): boolean {
  const preferences = user.notificationPreferences ?? defaultNotificationPreferences(hasActivePremium(user, now));
  return preferences[CATEGORY].app;
}
