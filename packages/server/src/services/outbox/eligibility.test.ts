import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences, type NotificationPreferences } from '@signals/protocol';
import { User } from '../../db/models/index.js';
import { decideDelivery, NOT_SENT_REASONS, type Channel } from './eligibility.js';

const now = new Date('2030-06-01T00:00:00Z');
const on = { email: true, sms: true };

function user(overrides: Partial<User> = {}): User {
  return User.fromJson({
    id: 1,
    username: 'ana',
    email: 'ana@example.com',
    emailVerifiedAt: new Date('2030-01-01T00:00:00Z'),
    pendingEmail: null,
    passwordHash: 'x',
    phoneNumber: '+14155550100',
    verifiedPhoneNumber: '+14155550100',
    isPremium: true,
    isAdmin: false,
    isBanned: false,
    subscriptionEndDate: new Date('2030-07-01T00:00:00Z'),
    language: 'en',
    notificationPreferences: null,
    totpSecret: null,
    totpEnabled: false,
    totpLastStep: null,
    ...overrides,
  });
}

function without(channel: Channel): NotificationPreferences {
  const preferences = defaultNotificationPreferences(true);
  for (const category of Object.values(preferences)) {
    category[channel] = false;
  }
  return preferences;
}

describe('decideDelivery', () => {
  it.each([
    ['a premium user with a phone and default preferences', 'sms', user(), on, null],
    ['a free user', 'sms', user({ isPremium: false, subscriptionEndDate: null }), on, NOT_SENT_REASONS.notPremium],
    ['a premium user whose period ended', 'sms', user({ subscriptionEndDate: new Date('2030-05-01T00:00:00Z') }), on, NOT_SENT_REASONS.notPremium],
    ['a premium user without a phone', 'sms', user({ phoneNumber: null }), on, NOT_SENT_REASONS.noPhone],
    ['a premium user whose number was never verified', 'sms', user({ verifiedPhoneNumber: null }), on, NOT_SENT_REASONS.phoneUnverified],
    ['a premium user who changed their number since verifying', 'sms', user({ phoneNumber: '+14155550199' }), on, NOT_SENT_REASONS.phoneUnverified],
    ['a premium user who turned SMS off', 'sms', user({ notificationPreferences: without('sms') }), on, NOT_SENT_REASONS.smsOff],
    ['anyone while SMS is switched off', 'sms', user(), { email: true, sms: false }, NOT_SENT_REASONS.smsDisabled],
    ['a banned user', 'sms', user({ isBanned: true }), on, NOT_SENT_REASONS.banned],
    ['a free user by e-mail', 'email', user({ isPremium: false, phoneNumber: null }), on, null],
    ['a user whose address is not verified yet, by e-mail', 'email', user({ emailVerifiedAt: null }), on, NOT_SENT_REASONS.emailUnverified],
    ['a user whose address is not verified yet, by SMS', 'sms', user({ emailVerifiedAt: null }), on, null],
    ['a user who turned e-mail off', 'email', user({ notificationPreferences: without('email') }), on, NOT_SENT_REASONS.emailOff],
    ['anyone while e-mail is switched off', 'email', user(), { email: false, sms: true }, NOT_SENT_REASONS.emailDisabled],
  ] as const)('%s on %s: %s', (_label, channel, recipient, switches, reason) => {
    const delivery = decideDelivery(recipient, channel, switches, now);
    expect(delivery).toEqual({
      recipient: channel === 'email' ? recipient.email : (recipient.phoneNumber ?? ''),
      status: reason === null ? 'pending' : 'not_sent',
      reason,
    });
  });

  it('decides push by the member’s push choice for the category; a preference saved before push existed takes push’s default (on)', () => {
    const recipient = user({ notificationPreferences: without('push') });
    expect(decideDelivery(recipient, 'push', on, now, 'newSignals')).toEqual({ recipient: '', status: 'not_sent', reason: NOT_SENT_REASONS.pushOff });
    const saved = defaultNotificationPreferences(true) as Record<string, Record<string, boolean>>;
    for (const category of Object.values(saved)) {
      delete category.push;
    }
    const older = user({ notificationPreferences: saved as unknown as NotificationPreferences });
    expect(decideDelivery(older, 'push', { email: false, sms: false }, now, 'accountUpdates')).toEqual({ recipient: '', status: 'pending', reason: null });
    expect(decideDelivery(user({ isBanned: true }), 'push', on, now, 'newSignals')).toMatchObject({ status: 'not_sent', reason: NOT_SENT_REASONS.banned });
  });

  it('decides a message of a category by that category alone: a signal alert the user turned off by e-mail is not sent, though other categories are on', () => {
    const preferences = defaultNotificationPreferences(true);
    preferences.newSignals.email = false;
    const recipient = user({ notificationPreferences: preferences });
    expect(decideDelivery(recipient, 'email', on, now, 'newSignals')).toMatchObject({ status: 'not_sent', reason: NOT_SENT_REASONS.emailOff });
    expect(decideDelivery(recipient, 'email', on, now, 'accountUpdates')).toMatchObject({ status: 'pending', reason: null });
    // An admin's message belongs to no category: any category with e-mail on will do.
    expect(decideDelivery(recipient, 'email', on, now)).toMatchObject({ status: 'pending' });
  });
});
