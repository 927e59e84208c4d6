import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@signals/protocol';
import type { User } from '../../db/models/index.js';
import { effectiveNotificationPreferences } from '../../policies/account.js';
import { hasActivePremium } from '../../policies/premium.js';
import { hasVerifiedPhone } from '../../policies/phone.js';
import { wantsAlert } from '../alerts/wants.js';

export type Channel = 'email' | 'sms' | 'push' | 'telegram';

/** Why a message was not queued for delivery; stored on its outbox row, read by admins. */
export const NOT_SENT_REASONS = {
  emailDisabled: 'E-mail notifications are turned off (enable_email_notifications)',
  smsDisabled: 'SMS notifications are turned off (enable_sms_notifications)',
  emailNotConfigured: 'E-mail delivery is not configured (SMTP_URL)',
  emailUnverified: 'The user’s e-mail address is not verified yet',
  smsNotConfigured: 'SMS delivery is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)',
  banned: 'The account is banned',
  notPremium: 'SMS alerts are for premium users only',
  noPhone: 'The user has no phone number',
  phoneUnverified: 'The user’s phone number is not verified',
  emailOff: 'E-mail is off in the user’s notification preferences',
  smsOff: 'SMS is off in the user’s notification preferences',
  pushOff: 'Push is off in the user’s notification preferences',
  noDevice: 'The user has no browser subscribed to push',
  telegramNotLinked: 'The user has not linked a Telegram account',
  telegramBlocked: 'The member blocked the bot in Telegram',
  telegramOff: 'Telegram is off in the user’s notification preferences',
  telegramNotConfigured: 'The Telegram bot is not configured (TELEGRAM_BOT_TOKEN)',
} as const;

/** Where the bot reaches a member: their private chat with it, and whether they blocked it there. */
export interface TelegramReach {
  chatId: number;
  blocked: boolean;
}

/** The row to write for one user on one channel: where to, and whether it is to be sent. */
export interface Delivery {
  recipient: string;
  status: 'pending' | 'not_sent';
  reason: string | null;
}

/** The site-wide switches of the notification settings (push has none: it reaches only browsers a member subscribed). */
export interface ChannelSwitches {
  email: boolean;
  sms: boolean;
}

const OFF_REASON: Record<Channel, string> = { email: NOT_SENT_REASONS.emailOff, sms: NOT_SENT_REASONS.smsOff, push: NOT_SENT_REASONS.pushOff, telegram: NOT_SENT_REASONS.telegramOff };

/**
 * Whether (and where) one user gets a notification on one channel.
 * The user's preferences are per category (new signals, premium content…);
 * a message of a category (a followed signal's close) goes when the user has
 * the channel on for it; an admin's message belongs to none of them, so a
 * channel counts as wanted when the user has it on for any category
 * (defaults when never saved).
 * E-mail goes to every such account whose address is verified; SMS only to premium users with a verified phone
 * number (admin.md section 6); push to the member's subscribed browsers
 * (which devices is read when it is sent; its recipient is left empty); Telegram to the private chat of a member who
 * linked their account and has not blocked the bot.
 * Pure: settings, clock and the member's Telegram chat are passed in.
 *
 * @param user the recipient.
 * @param channel e-mail, SMS or push.
 * @param switches the site-wide switches.
 * @param now the clock, for premium.
 * @param category the message's category, if it has one.
 * @param telegram the member's Telegram chat, if they linked one (read for the Telegram channel only).
 */
export function decideDelivery(user: User, channel: Channel, switches: ChannelSwitches, now: Date, category?: NotificationCategory, telegram: TelegramReach | null = null): Delivery {
  const recipient = (channel === 'email' ? user.email : channel === 'sms' ? user.phoneNumber : channel === 'telegram' ? (telegram ? String(telegram.chatId) : '') : '') ?? '';
  const notSent = (reason: string): Delivery => ({ recipient, status: 'not_sent', reason });
  if ((channel === 'email' || channel === 'sms') && !switches[channel]) {
    return notSent(channel === 'email' ? NOT_SENT_REASONS.emailDisabled : NOT_SENT_REASONS.smsDisabled);
  }
  if (user.isBanned) {
    return notSent(NOT_SENT_REASONS.banned);
  }
  // Until its owner opens the link sent to it, an address gets nothing but that link: anyone can type anyone's
  // address at sign-up, and this keeps every alert (a new sign-in, a default-on category) from becoming a mail bomb.
  if (channel === 'email' && user.emailVerifiedAt === null) {
    return notSent(NOT_SENT_REASONS.emailUnverified);
  }
  const premium = hasActivePremium(user, now);
  if (channel === 'sms' && !premium) {
    return notSent(NOT_SENT_REASONS.notPremium);
  }
  if (channel === 'sms' && !user.phoneNumber) {
    return notSent(NOT_SENT_REASONS.noPhone);
  }
  if (channel === 'sms' && !hasVerifiedPhone(user)) {
    return notSent(NOT_SENT_REASONS.phoneUnverified);
  }
  if (channel === 'telegram' && !telegram) {
    return notSent(NOT_SENT_REASONS.telegramNotLinked);
  }
  if (channel === 'telegram' && telegram?.blocked) {
    return notSent(NOT_SENT_REASONS.telegramBlocked);
  }
  // Saved choices over the defaults (one saved before push existed gets push's default).
  const preferences = effectiveNotificationPreferences(user, now);
  const wanted = category ? wantsAlert(preferences, category, channel) : NOTIFICATION_CATEGORIES.some((any) => preferences[any][channel]);
  if (!wanted) {
    return notSent(OFF_REASON[channel]);
  }
  return { recipient, status: 'pending', reason: null };
}
