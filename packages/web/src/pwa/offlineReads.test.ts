import { describe, expect, it } from 'vitest';
import { isOfflineReadable, isStartingPoint } from './offlineReads';

describe('the copies a repeat visit may open on', () => {
  it('opens on a signed-in session and the signal lists, never on a signed-out session kept before a sign-in', () => {
    expect(isStartingPoint('/api/session', { user: { id: 3, username: 'trader' } })).toBe(true);
    expect(isStartingPoint('/api/session', { user: null })).toBe(false);
    expect(isStartingPoint('/api/session', null)).toBe(false);
    expect(isStartingPoint('/api/signals/free', [])).toBe(true);
  });

  it('never opens on kept settings, which hold the price: the network answers them unless it is gone', () => {
    expect(isOfflineReadable('/api/settings/public')).toBe(true);
    expect(isStartingPoint('/api/settings/public', { premiumPrice: 60 })).toBe(false);
  });

  it('keeps copies of no read beyond the session, the public settings and the signals', () => {
    expect(isOfflineReadable('/api/notifications')).toBe(false);
    expect(isStartingPoint('/api/notifications', [])).toBe(false);
    expect(isOfflineReadable('/api/admin/users')).toBe(false);
  });
});
