import type { Signal as SignalDto } from '@signals/protocol';
import type { BellAudience, Notification, Signal, User } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';
import { oncePerLanguage } from '../../i18n/serverText.js';
import { canSeePremiumDetail, signalDisclosureOf, TIER_VIEWERS, type SignalDisclosure } from '../../policies/signal.js';
import { presentSignal } from '../../presenters/signal.js';
import type { OutboxRequest } from '../outbox/enqueue.js';
import { readSettings } from '../settings.js';
import { queueRollout, type SignalBellRows } from './rollout.js';
import { toEveryMember, writeMemberAlert } from './memberAlert.js';
import { presentSignalAlert, signalAlertCategory } from './signalAlertText.js';

/**
 * Tells members that a signal was published, inside the publishing
 * transaction, when the back office's `new_signal_notification` is on.
 *
 * The bell: one notification per readership, not one per member. A signal
 * whose trade every member may see is one row for everyone; a premium one is
 * two: the trade for those the access policy shows it to ('premium': premium
 * members and admins) and the teaser for everyone else ('members'). Each row
 * carries the alert's category; the list, the unread count and the live push
 * show it to a member only when they keep that category in the app
 * (queries/notifications.ts, realtime/publishers.ts).
 *
 * Push, e-mail and SMS: one outbox row per member who keeps the category on
 * that channel (and, for push, has a subscribed browser), written by the
 * outbox worker from one rollout row queued here (rollout.ts, workers/outbox/rolloutSlices.ts), so publishing
 * to 10,000 members answers at once and never holds the event loop; quiet
 * hours hold them (enqueue.ts).
 *
 * @param unit the publishing transaction and event recorder.
 * @param input the signal as stored, and the clock.
 * @returns the bell rows written (none while the setting is off).
 */
export async function alertSignalPublished(unit: UnitOfWork, input: { signal: Signal; now: Date }): Promise<Notification[]> {
  const { signal, now } = input;
  const settings = await readSettings(unit.trx);
  if (settings.new_signal_notification !== 'true') {
    return [];
  }
  const disclosure = signalDisclosureOf(settings);
  const full = presentSignal(signal, TIER_VIEWERS.premium, now, disclosure);
  const teaser = presentSignal(signal, TIER_VIEWERS.member, now, disclosure);
  const category = signalAlertCategory(full);
  const write = (audience: BellAudience | null, shown: SignalDto) =>
    writeMemberAlert(unit, { audience, category, type: 'signal', text: (language) => presentSignalAlert(shown, language), now });
  const written: Notification[] = [];
  let bell: SignalBellRows;
  // One bell row serves a whole readership, in every language (each reader sees theirs); push, e-mail and SMS
  // are each member's own (signalAlertRequest).
  if (teaser.locked === full.locked) {
    const all = await write(null, full);
    written.push(all);
    bell = { all: all.id };
  } else {
    const premium = await write('premium', full);
    const members = await write('members', teaser);
    written.push(premium, members);
    bell = { premium: premium.id, members: members.id };
  }
  await queueRollout(unit, { kind: 'signal', signalId: signal.id, bell, at: now.toISOString(), afterId: 0 }, category);
  return written;
}

/** The bell rows of a signal's alert: one for everyone, or the trade for premium readers and the teaser for the rest. */
/**
 * A signal alert's push, e-mail and SMS to every member, as the rollout
 * writes them (rollout.ts, workers/outbox/rolloutSlices.ts): each readership's text presented once by the signal
 * presenter (the trade for readers the access policy shows premium detail to,
 * the teaser for the rest), so a member without premium is told the teaser only, and each
 * message belonging to the bell row that reader sees (the same decision as
 * bellReader.ts).
 *
 * @param signal the signal as stored now.
 * @param bell the alert's bell rows.
 * @param now the time of the publication.
 * @param disclosure the site's disclosure setting.
 */
export function signalAlertRequest(signal: Signal, bell: SignalBellRows, now: Date, disclosure: SignalDisclosure): OutboxRequest {
  // Presented once per readership, as the bell rows and the live emits are, and written once per language the
  // readers read (a small map per alert), not once per member.
  const full = presentSignal(signal, TIER_VIEWERS.premium, now, disclosure);
  const locked = presentSignal(signal, TIER_VIEWERS.member, now, disclosure);
  const teaser = oncePerLanguage((language) => presentSignalAlert(locked, language));
  const trade = oncePerLanguage((language) => presentSignalAlert(full, language));
  const rowOf = (user: User) => ('all' in bell ? bell.all : canSeePremiumDetail(user, now) ? bell.premium : bell.members);
  return toEveryMember({
    category: signalAlertCategory(full),
    ...teaser('en'),
    textFor: (user) => (canSeePremiumDetail(user, now) ? trade : teaser)(user.language),
    notificationIdFor: (_userId, user) => (user ? rowOf(user) : null),
    link: { url: `/signals/${signal.id}`, tag: `signal-${signal.id}` },
  });
}
