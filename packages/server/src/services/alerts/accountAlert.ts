import type { NotificationType, Payment as PaymentDto, TextValues } from '@signals/protocol';

type PaymentExcess = PaymentDto['excess'];
import { Notification, User } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';
import { formatDay } from '../../dates.js';
import { formatFigure, serverText, type ServerTextKey, type TextFor } from '../../i18n/serverText.js';
import { effectiveNotificationPreferences } from '../../policies/account.js';
import { enqueueMessages, type MessageText } from '../outbox/enqueue.js';
import { inEveryLanguage } from './memberAlert.js';
import { wantsAlert } from './wants.js';

/**
 * Every account update a member is told of. The security ones (the password,
 * two-factor, a sign-in from a new device) are urgent: they go at once, even
 * in quiet hours, since a member who did not do it must act now.
 */
export const ACCOUNT_ALERT_KINDS = {
  paymentApproved: { urgent: false, type: 'billing', url: '/settings/payment' },
  paymentRejected: { urgent: false, type: 'billing', url: '/settings/payment' },
  subscriptionEnding: { urgent: false, type: 'billing', url: '/premium' },
  subscriptionEnded: { urgent: false, type: 'billing', url: '/premium' },
  ticketReply: { urgent: false, type: 'info', url: '/tickets' },
  passwordChanged: { urgent: true, type: 'warning', url: '/settings/password' },
  twoFactorChanged: { urgent: true, type: 'warning', url: '/settings/2fa' },
  newSignIn: { urgent: true, type: 'warning', url: '/settings/password' },
  recoveryCodeUsed: { urgent: true, type: 'warning', url: '/settings/2fa' },
} as const satisfies Record<string, { urgent: boolean; type: NotificationType; url: string }>;
export type AccountAlertKind = keyof typeof ACCOUNT_ALERT_KINDS;

export interface AccountAlert {
  kind: AccountAlertKind;
  /** What happened, in words for the member, in the language they read (accountText for a title and message of the catalogue). */
  text: TextFor<MessageText>;
  /** Where a push leads; the kind's screen by default (a ticket reply: that ticket). */
  url?: string;
  /** The e-mail's button: its label from the catalogue, leading where `url` does (a reminder: "Renew Premium"). */
  emailAction?: ServerTextKey;
  /** The admin whose act this reports (a payment decision), for the back office's sent list; null for the system. */
  createdBy?: number | null;
  /**
   * Whether it goes beyond the bell (e-mail, SMS, push, per the member's
   * preferences); false when those channels' allowance for this kind is spent
   * (new-sign-in alerts: services/alerts/newSignInAlertThrottle.ts). True by default.
   */
  outside?: boolean;
  /** Whether it goes by e-mail with the other channels; false when the caller e-mails it apart (a settled payment: its receipt). */
  emailed?: boolean;
  now?: Date;
}

/**
 * An account alert's words from the catalogue (alerts.account.*): a title and
 * a message with the same values, for whichever language the member reads.
 *
 * @param title the title's key.
 * @param message the message's key.
 * @param values the values of their arguments, by language when a value is
 *   itself written in the reader's way (a date, an amount).
 */
export function accountText(title: ServerTextKey, message: ServerTextKey, values?: TextValues | TextFor<TextValues>): TextFor<MessageText> {
  return (language) => {
    const shown = typeof values === 'function' ? values(language) : values;
    return { title: serverText(language, title, shown), message: serverText(language, message, shown) };
  };
}

/**
 * The one place that tells a member of an update to their account (category
 * `accountUpdates`), inside the caller's transaction: a bell row for them
 * when they keep account updates in the app, and push, e-mail and SMS
 * through the outbox per their preferences (unless `outside` is false), held
 * by quiet hours unless the kind is urgent. Records `notification.created` for the bell row.
 *
 * @param unit the transaction and event recorder.
 * @param member the member concerned.
 * @param alert what happened, in words for the member in their language.
 * @returns the bell row, or null when the member keeps account updates out of the app.
 */
export async function alertAccount(unit: UnitOfWork, member: Pick<User, 'id'>, alert: AccountAlert): Promise<Notification | null> {
  const { kind, now = new Date() } = alert;
  // The member as loaded by the caller when they loaded all of it (the language included), else read here.
  const user = member instanceof User && member.language !== undefined ? member : await User.query(unit.trx).findById(member.id);
  if (!user) {
    return null;
  }
  // One member: their bell row, e-mail, SMS and push all in the language they chose.
  const { title, message } = alert.text(user.language);
  const rule = ACCOUNT_ALERT_KINDS[kind];
  let notification: Notification | null = null;
  if (wantsAlert(effectiveNotificationPreferences(user, now), 'accountUpdates', 'app')) {
    notification = await Notification.query(unit.trx).insertAndFetch({
      userId: user.id,
      category: 'accountUpdates',
      audience: null,
      title,
      message,
      // Read later in whichever language the member has chosen by then (issue 40: alerts stayed English after a switch).
      translations: inEveryLanguage(alert.text),
      type: rule.type,
      isImportant: rule.urgent,
      createdBy: alert.createdBy ?? null,
      createdAt: now,
    });
    unit.record({ type: 'notification.created', notification });
  }
  if (alert.outside === false) {
    return notification;
  }
  const notificationId = notification?.id ?? null;
  await enqueueMessages(
    unit,
    {
      email: alert.emailed !== false,
      sms: true,
      push: true,
      telegram: true,
      userIds: [user.id],
      category: 'accountUpdates',
      title,
      message,
      notificationIdFor: () => notificationId,
      link: { url: alert.url ?? rule.url, tag: `account-${kind}` },
      ...(alert.emailAction && { emailActionFor: (reader: User) => ({ label: serverText(reader.language, alert.emailAction!), path: alert.url ?? rule.url }) }),
      urgent: rule.urgent,
    },
    now,
  );
  return notification;
}

/**
 * "Payment approved": what a member is told when a payment grants them a month, whoever approved it (an admin, the
 * chain), with what became of any amount above the price: the days it added, or its refund.
 */
export function paymentApprovedText(amount: number, currency: string, endDate: Date, excess: PaymentExcess = null): TextFor<MessageText> {
  const message = excess === null ? 'alerts.account.paymentApprovedMessage' : excess.handling === 'extended' ? 'alerts.account.paymentExtendedMessage' : 'alerts.account.paymentRefundDueMessage';
  return accountText('alerts.account.paymentApprovedTitle', message, (language) => ({
    amount: formatFigure(language, amount),
    currency,
    endDate: formatDay(endDate, language),
    ...(excess && { excess: formatFigure(language, excess.amount), days: excess.days === null ? '' : formatFigure(language, excess.days, 1) }),
  }));
}
