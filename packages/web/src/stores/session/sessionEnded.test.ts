import type { User } from '@signals/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState } from './initialState';
import { useSessionStore } from './store';

const member: User = {
  id: 3,
  username: 'trader',
  email: 'trader@example.com',
  emailVerified: true,
  pendingEmail: null,
  phoneNumber: null,
  phoneVerified: false,
  isAdmin: false,
  staffRole: null,
  isPremium: false,
  premiumKind: null,
  subscriptionEndDate: null,
  graceEndsAt: null,
  language: 'en',
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The server's next answers, in order, as fetch would give them. */
function serverAnswers(...answers: Array<{ status: number; body: unknown }>) {
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn(() => {
      const next = queue.shift() ?? { status: 200, body: { user: null } };
      return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status, headers: { 'Content-Type': 'application/json' } }));
    }),
  );
}

describe('why a member was signed out', () => {
  beforeEach(() => useSessionStore.setState({ ...initialSessionState }));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the reason the live channel gave over the generic one of the check that follows', async () => {
    useSessionStore.getState().loggedIn(member);
    useSessionStore.getState().sessionEnded('passwordReset');
    serverAnswers({ status: 200, body: { user: null } });
    await useSessionStore.getState().sessionLoaded();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null, signedOutReason: 'passwordReset' });
  });

  it('says the session ended when a signed-in member finds it gone without a reason', async () => {
    useSessionStore.getState().loggedIn(member);
    serverAnswers({ status: 200, body: { user: null } });
    await useSessionStore.getState().sessionLoaded();
    expect(useSessionStore.getState().signedOutReason).toBe('ended');
  });

  it("says the reason the server gives for a session it ended, when the live channel's word never came", async () => {
    useSessionStore.getState().loggedIn(member);
    serverAnswers({ status: 200, body: { user: null, endedReason: 'passwordReset' } });
    await useSessionStore.getState().sessionLoaded();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null, signedOutReason: 'passwordReset' });
  });

  it('tells a browser that comes back to a session the server ended why it is signed out', async () => {
    serverAnswers({ status: 200, body: { user: null, endedReason: 'twoFactorReset' } });
    await useSessionStore.getState().sessionLoaded();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', signedOutReason: 'twoFactorReset' });
  });

  it('reads a ban from the error code of a refused request', async () => {
    useSessionStore.getState().loggedIn(member);
    serverAnswers({ status: 403, body: { message: 'Your account has been banned. If you think this is a mistake, write to help@x.test.', code: 'banned' } });
    await useSessionStore.getState().sessionLoaded();
    expect(useSessionStore.getState().signedOutReason).toBe('banned');
  });

  it('gives no reason to a visitor who was never signed in, nor after a logout of their own', async () => {
    serverAnswers({ status: 200, body: { user: null } });
    await useSessionStore.getState().sessionLoaded();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', signedOutReason: null });

    useSessionStore.getState().loggedIn(member);
    useSessionStore.getState().sessionEnded('banned');
    useSessionStore.getState().loggedIn(member);
    expect(useSessionStore.getState().signedOutReason).toBeNull();
    serverAnswers({ status: 200, body: { ok: true } });
    await useSessionStore.getState().logout();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', signedOutReason: null });
  });

  it('keeps a signed-in member through a network failure', async () => {
    useSessionStore.getState().loggedIn(member);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await useSessionStore.getState().sessionLoaded();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', signedOutReason: null });
  });
});
