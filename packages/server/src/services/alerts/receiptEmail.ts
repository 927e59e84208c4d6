import type { LanguageCode } from '@signals/protocol';
import type { User } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';
import { formatDay } from '../../dates.js';
import { serverText } from '../../i18n/serverText.js';
import { receiptLines, receiptNumber } from '../../presenters/receipt.js';
import { findReceipt, type Receipt } from '../../queries/receipts.js';
import { enqueueMessages, type MessageText } from '../outbox/enqueue.js';
import { readSettings } from '../settings.js';

/**
 * Where an e-mail sends its reader for a receipt: the app's `/receipts/:id`, which signs them in first (an e-mail is
 * often opened where nobody is) and then opens the printable page, the protocol's `paymentReceipt`.
 */
export function receiptPath(paymentId: number): string {
  return `/receipts/${paymentId}`;
}

/**
 * Queues a settled payment's receipt to its payer by e-mail, inside the
 * settling transaction: an outbox row the delivery worker sends after the
 * commit, where e-mail is on (the site's switch, the member's e-mail for
 * account updates, a verified address), held by quiet hours like any
 * account update. It says what the payment bought and until when premium
 * runs, lists the receipt's lines, and links to its printable page.
 *
 * @param unit the settling transaction.
 * @param member the payer as the settlement left them (their premium's end).
 * @param paymentId the settled payment.
 * @param input the bell row the settlement wrote (the e-mail belongs to it), and the clock.
 */
export async function emailReceipt(
  unit: UnitOfWork,
  member: Pick<User, 'id' | 'subscriptionEndDate'>,
  paymentId: number,
  input: { notificationId: number | null; now: Date },
): Promise<void> {
  const receipt = await findReceipt(unit.trx, paymentId);
  if (!receipt) {
    return;
  }
  const { site_name: siteName } = await readSettings(unit.trx);
  const until = member.subscriptionEndDate ?? receipt.period?.endDate ?? null;
  await enqueueMessages(
    unit,
    {
      email: true,
      sms: false,
      push: false,
      userIds: [member.id],
      category: 'accountUpdates',
      title: '',
      message: '',
      textFor: (user) => receiptEmailText(receipt, user.language, siteName, until),
      emailActionFor: (user) => ({ label: serverText(user.language, 'receipts.email.action'), path: receiptPath(paymentId) }),
      notificationIdFor: () => input.notificationId,
    },
    input.now,
  );
}

/** The receipt e-mail's subject and text in the member's language: a greeting, premium's end, the receipt's lines. */
export function receiptEmailText(receipt: Receipt, language: LanguageCode, siteName: string, until: Date | null): MessageText {
  const lines = receiptLines(receipt, language).flatMap((line) => [
    line.label ? `${line.label}: ${line.value}` : line.value,
    ...(line.link ? [`${line.link.text}: ${line.link.href}`] : []),
  ]);
  const greeting = serverText(language, 'receipts.email.body', { username: receipt.payer.username, endDate: until ? formatDay(until, language) : '' });
  return {
    title: serverText(language, 'receipts.email.subject', { siteName, number: receiptNumber(receipt.payment) }),
    message: `${greeting}\n\n${lines.join('\n')}`,
  };
}
