import { defaultNotificationPreferences } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { quietUntil } from './quietHours.js';
import { bellCategories, wantsAlert } from './wants.js';

describe('quietUntil', () => {
  const night = { start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' };

  it.each([
    // Berlin is UTC+1 in winter: 23:30 there is 22:30 UTC, and 07:00 there is 06:00 UTC.
    ['late evening, across midnight', '2026-01-10T22:30:00Z', '2026-01-11T06:00:00Z'],
    ['just after midnight', '2026-01-10T23:15:20Z', '2026-01-11T06:00:00Z'],
    ['at the start, included', '2026-01-10T21:00:00Z', '2026-01-11T06:00:00Z'],
    ['early morning', '2026-01-11T05:59:00Z', '2026-01-11T06:00:00Z'],
    // Summer time: UTC+2, so 07:00 is 05:00 UTC.
    ['a summer night', '2026-07-10T23:00:00Z', '2026-07-11T05:00:00Z'],
  ])('holds %s until the end in the member’s zone', (_label, now, end) => {
    expect(quietUntil(night, new Date(now))?.toISOString()).toBe(new Date(end).toISOString());
  });

  it.each([
    ['at the end, excluded', '2026-01-11T06:00:00Z'],
    ['in the day', '2026-01-11T12:00:00Z'],
    ['just before the start', '2026-01-10T20:59:59Z'],
  ])('lets an alert go %s', (_label, now) => {
    expect(quietUntil(night, new Date(now))).toBeNull();
  });

  it('reads a period within one day, and no quiet hours at all', () => {
    const lunch = { start: '12:00', end: '13:30', timeZone: 'UTC' };
    expect(quietUntil(lunch, new Date('2026-03-01T12:10:00Z'))?.toISOString()).toBe('2026-03-01T13:30:00.000Z');
    expect(quietUntil(lunch, new Date('2026-03-01T13:30:00Z'))).toBeNull();
    expect(quietUntil(null, new Date())).toBeNull();
  });
});

describe('wantsAlert', () => {
  it('tells of a high-profit signal a member who keeps either signal category on; only both off silence it', () => {
    const preferences = defaultNotificationPreferences(false);
    preferences.highProfitSignals.email = false;
    expect(wantsAlert(preferences, 'highProfitSignals', 'email')).toBe(true);
    preferences.newSignals.email = false;
    expect(wantsAlert(preferences, 'highProfitSignals', 'email')).toBe(false);
    // A new signal under the threshold is not a high-profit one.
    preferences.highProfitSignals.app = true;
    preferences.newSignals.app = false;
    expect(wantsAlert(preferences, 'newSignals', 'app')).toBe(false);
    expect(bellCategories(preferences)).toEqual(['highProfitSignals', 'premiumContent', 'accountUpdates']);
  });
});
