import { STAFF_CAPABILITIES, type SignalValues } from '@signals/protocol';
import { User } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';
import { oncePerLanguage, serverText } from '../../i18n/serverText.js';
import { enqueueMessages } from '../outbox/enqueue.js';

/** Where a staff member's push about a draft leads: the back office's draft desk. */
export const DRAFT_DESK_PATH = '/admin/signals/drafts';

/**
 * Tells staff by push that a webhook delivery waits on the draft desk (issue 44): every staff member who may publish, in good standing, with a
 * subscribed browser, in their language, after their quiet hours. One tag, so a burst of drafts shows as one
 * notification on a phone, the latest.
 *
 * @param unit the transaction that stored the draft.
 * @param input the draft's values and its source's name, and the clock.
 */
export async function alertStaffOfDraft(unit: UnitOfWork, input: { values: Pick<SignalValues, 'pair'>; sourceName: string; now: Date }): Promise<void> {
  const { values, sourceName, now } = input;
  // The roles that work the draft desk (issue 46): a support agent or an analyst is not woken for a draft.
  const staff = await User.query(unit.trx).where({ isAdmin: true, isBanned: false }).whereIn('staffRole', STAFF_CAPABILITIES.content).select('id');
  if (staff.length === 0) {
    return;
  }
  const text = oncePerLanguage((language) => ({
    title: serverText(language, 'alerts.staff.signalDraftTitle'),
    message: serverText(language, 'alerts.staff.signalDraftMessage', { pair: values.pair, source: sourceName }),
  }));
  const english = text('en');
  await enqueueMessages(
    unit,
    {
      email: false,
      sms: false,
      push: true,
      telegram: false,
      userIds: staff.map((member) => member.id),
      title: english.title,
      message: english.message,
      textFor: (user) => text(user.language),
      notificationIdFor: () => null,
      link: { url: DRAFT_DESK_PATH, tag: 'signal-draft' },
      onlyPending: true,
    },
    now,
  );
}
