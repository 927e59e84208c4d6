import type { User } from '@signals/protocol';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n';
import { ApiServer } from '../../test/apiServer';
import { startSessionEffects } from '../sessionEffects';
import { initialSessionState } from './initialState';
import { useSessionStore } from './store';

const member: User = {
  id: 5,
  username: 'commuter',
  email: 'commuter@example.com',
  emailVerified: true,
  pendingEmail: null,
  phoneNumber: null,
  phoneVerified: false,
  isAdmin: false,
  staffRole: null,
  isPremium: true,
  premiumKind: 'paid',
  subscriptionEndDate: '2027-01-01T00:00:00.000Z',
  graceEndsAt: null,
  language: 'en',
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const api = ApiServer.forEachTest(() => useSessionStore.setState({ ...initialSessionState }));

/** The network is back: the server answers again, and the browser says so. */
function backOnline(): void {
  api.goOffline(false);
  window.dispatchEvent(new Event('online'));
}

/**
 * A device that opens the app with no network and nothing kept it may open on (pwa/keptSession): who is signed in is
 * not known. The sign-in screen says so (SignedOutNotice), and the question is asked again once the network is back.
 */
describe('a start with no network', () => {
  let stop: () => void = () => undefined;
  beforeAll(() => activateLanguage('en'));
  beforeEach(() => {
    stop = startSessionEffects();
    api.answer('GET /api/notifications/unread-count', { body: { count: 0, important: null } });
  });
  afterEach(() => stop());

  it('is offline, not signed out for a reason, and opens for a member still signed in once the network is back', async () => {
    api.goOffline();
    await useSessionStore.getState().sessionLoaded();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null, signedOutReason: null, unreachable: true });

    api.answer('GET /api/session', { body: { user: member } });
    backOnline();
    await vi.waitFor(() => expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user: member, unreachable: false }));
  });

  it('stays signed out, no longer offline, when the session had ended meanwhile', async () => {
    api.goOffline();
    await useSessionStore.getState().sessionLoaded();
    expect(useSessionStore.getState().unreachable).toBe(true);

    api.answer('GET /api/session', { body: { user: null } });
    backOnline();
    await vi.waitFor(() => expect(useSessionStore.getState().unreachable).toBe(false));
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null, signedOutReason: null });
  });

  it('asks again when the network the browser said was back did not answer yet', async () => {
    api.goOffline();
    await useSessionStore.getState().sessionLoaded();
    api.answer('GET /api/session', { body: { user: member } });
    // The browser says online a moment before requests get through: the check it makes then fails too.
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(api.dropped.filter((request) => request === 'GET /api/session')).toHaveLength(2));
    expect(useSessionStore.getState().unreachable).toBe(true);
    api.goOffline(false);
    await vi.waitFor(() => expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', unreachable: false }), { timeout: 10_000 });
  });

  it('asks again by itself, the browser online all along (the server was restarting)', async () => {
    api.goOffline();
    await useSessionStore.getState().sessionLoaded();
    expect(useSessionStore.getState().unreachable).toBe(true);
    api.answer('GET /api/session', { body: { user: member } });
    api.goOffline(false);
    await vi.waitFor(() => expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', unreachable: false }), { timeout: 10_000 });
  });
});
