import { User } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';
import { formatDay } from '../../dates.js';
import { accountText, alertAccount } from './accountAlert.js';

/** How many days before the end of a paid period the member is reminded. */
const REMINDER_AHEAD_DAYS = 3;
/** How long before the end of a paid period the member is reminded. */
export const REMINDER_AHEAD_MS = REMINDER_AHEAD_DAYS * 24 * 60 * 60 * 1000;

/**
 * Reminds every member whose premium ends within three days, once per
 * period: the period's end is written on the member with a conditional
 * update (`subscription_reminder_for`), so two sweeps at once, or a sweep
 * after a restart, remind them once; a renewal moves the end, so the next
 * period gets its own reminder.
 *
 * @param unit the sweep's transaction and event recorder.
 * @param input the clock.
 * @returns how many members were reminded.
 */
export async function remindEndingSubscriptions(unit: UnitOfWork, input: { now: Date }): Promise<number> {
  const { now } = input;
  const due = await User.query(unit.trx)
    .where('isPremium', true)
    .where('subscriptionEndDate', '>', now)
    .where('subscriptionEndDate', '<=', new Date(now.getTime() + REMINDER_AHEAD_MS))
    .where((q) => {
      q.whereNull('subscriptionReminderFor').orWhereRaw('?? <> ??', ['subscriptionReminderFor', 'subscriptionEndDate']);
    })
    .orderBy('id');
  let reminded = 0;
  for (const user of due) {
    const endsAt = user.subscriptionEndDate;
    if (!endsAt) {
      continue;
    }
    const claimed = await User.query(unit.trx)
      .patch({ subscriptionReminderFor: endsAt })
      .where('id', user.id)
      .where('subscriptionEndDate', endsAt)
      .where((q) => {
        q.whereNull('subscriptionReminderFor').orWhereNot('subscriptionReminderFor', endsAt);
      });
    if (claimed !== 1) {
      continue;
    }
    await alertAccount(unit, user, {
      kind: 'subscriptionEnding',
      text: accountText('alerts.account.subscriptionEndingTitle', 'alerts.account.subscriptionEndingMessage', (language) => ({
        days: REMINDER_AHEAD_DAYS,
        endDate: formatDay(endsAt, language),
      })),
      now,
    });
    reminded += 1;
  }
  return reminded;
}
