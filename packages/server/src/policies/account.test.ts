import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences } from '@signals/protocol';
import { asksForSms, canEditProfile, effectiveNotificationPreferences } from './account.js';
import { isWalletOwner, hasRoomForWallet, WALLET_LIMIT } from './wallet.js';
import { canReplyToTicket, isTicketOwner, statusAfterOwnerReply } from './ticket.js';

const future = new Date(Date.now() + 86_400_000);

describe('account policies', () => {
  it('lets members edit only their own profile', () => {
    expect(canEditProfile({ id: 1 }, 1)).toBe(true);
    expect(canEditProfile({ id: 1 }, 2)).toBe(false);
  });

  it('notices SMS asked for in any category', () => {
    expect(asksForSms(defaultNotificationPreferences(false))).toBe(false);
    expect(asksForSms(defaultNotificationPreferences(true))).toBe(true);
  });

  it('falls back to the defaults, and shows SMS off without premium', () => {
    const free = { isPremium: false, subscriptionEndDate: null, isBanned: false, notificationPreferences: null };
    expect(effectiveNotificationPreferences(free)).toEqual(defaultNotificationPreferences(false));
    const premium = { ...free, isPremium: true, subscriptionEndDate: future };
    expect(effectiveNotificationPreferences(premium)).toEqual(defaultNotificationPreferences(true));
    const lapsedWithSms = { ...free, notificationPreferences: defaultNotificationPreferences(true) };
    expect(effectiveNotificationPreferences(lapsedWithSms).newSignals).toEqual({ app: true, push: true, email: true, sms: false, telegram: true });
  });
});

describe('wallet and ticket policies', () => {
  it('keeps wallets to their owner and under the limit', () => {
    expect(isWalletOwner({ userId: 3 }, { id: 3 })).toBe(true);
    expect(isWalletOwner({ userId: 3 }, { id: 4 })).toBe(false);
    expect(hasRoomForWallet(WALLET_LIMIT - 1)).toBe(true);
    expect(hasRoomForWallet(WALLET_LIMIT)).toBe(false);
  });

  it.each([
    ['open', true, 'open'],
    ['in_progress', true, 'in_progress'],
    ['waiting_for_user', true, 'open'],
    ['closed', false, 'closed'],
  ] as const)('a %s ticket: reply allowed %s, then %s', (status, allowed, after) => {
    expect(canReplyToTicket({ status })).toBe(allowed);
    expect(statusAfterOwnerReply(status)).toBe(after);
  });

  it('keeps tickets to their owner', () => {
    expect(isTicketOwner({ userId: 5 }, { id: 5 })).toBe(true);
    expect(isTicketOwner({ userId: 5 }, { id: 6 })).toBe(false);
  });
});
