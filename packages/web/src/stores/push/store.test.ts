import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../test/apiServer';
import type { BrowserPush, PushSubscriptionHandle } from './browserPush';
import { usePushStore } from './store';

const PUBLIC_KEY = 'BPublicKeyOfTheServer_base64url';
const ENDPOINT = 'https://push.example.test/send/abc123';

/**
 * A browser's Push API as the member's choices leave it: support, the permission they give when asked, and the
 * one subscription a browser holds per site. Records what the store asked of it.
 */
class FakeBrowser implements BrowserPush {
  readonly asked: string[] = [];
  current: PushSubscriptionHandle | null = null;
  constructor(
    private readonly options: { supported?: boolean; permission?: NotificationPermission; answer?: NotificationPermission } = {},
  ) {}
  supported() {
    return this.options.supported ?? true;
  }
  permission() {
    return this.options.permission ?? 'default';
  }
  requestPermission() {
    this.asked.push('permission');
    return Promise.resolve(this.options.answer ?? 'granted');
  }
  subscription() {
    return Promise.resolve(this.current);
  }
  subscribe(key: string) {
    this.asked.push(`subscribe ${key}`);
    this.current = this.handle(ENDPOINT);
    return Promise.resolve(this.current);
  }
  handle(endpoint: string): PushSubscriptionHandle {
    return {
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BP256dhKeyOfThisBrowser_base64url_0123456789', auth: 'AuthSecret012345' } }),
      unsubscribe: () => {
        this.asked.push(`unsubscribe ${endpoint}`);
        this.current = null;
        return Promise.resolve(true);
      },
    };
  }
}

function useBrowser(browser: FakeBrowser): FakeBrowser {
  usePushStore.setState({ browser });
  return browser;
}

const api = ApiServer.forEachTest(() => usePushStore.setState({ status: 'checking', saving: false, error: null, devices: null }));

describe('the push notifications switch', () => {
  it('says so where the browser cannot receive pushes, and asks for nothing', async () => {
    const browser = useBrowser(new FakeBrowser({ supported: false }));
    await usePushStore.getState().pushStatusChecked();
    expect(usePushStore.getState().status).toBe('unsupported');
    expect(browser.asked).toEqual([]);
  });

  it('shows blocked when the member refused notifications for the site', async () => {
    useBrowser(new FakeBrowser({ permission: 'denied' }));
    await usePushStore.getState().pushStatusChecked();
    expect(usePushStore.getState().status).toBe('blocked');
  });

  it('is on where this browser already holds a subscription, off where it does not, without asking for permission', async () => {
    const browser = useBrowser(new FakeBrowser({ permission: 'granted' }));
    await usePushStore.getState().pushStatusChecked();
    expect(usePushStore.getState().status).toBe('off');
    browser.current = browser.handle(ENDPOINT);
    await usePushStore.getState().pushStatusChecked();
    expect(usePushStore.getState().status).toBe('on');
    expect(browser.asked).toEqual([]);
  });

  it('turned on: asks permission, subscribes with the server key, and saves the subscription', async () => {
    const browser = useBrowser(new FakeBrowser());
    api.answer('GET /api/push/public-key', { body: { publicKey: PUBLIC_KEY } });
    api.answer('POST /api/user/push-subscriptions', { status: 201, body: { subscribed: true, devices: 2 } });

    const turning = usePushStore.getState().pushTurnedOn();
    expect(usePushStore.getState().saving).toBe(true);
    await turning;

    expect(browser.asked).toEqual(['permission', `subscribe ${PUBLIC_KEY}`]);
    expect(api.requestsTo('POST /api/user/push-subscriptions').map((request) => request.body)).toEqual([
      { endpoint: ENDPOINT, keys: { p256dh: 'BP256dhKeyOfThisBrowser_base64url_0123456789', auth: 'AuthSecret012345' } },
    ]);
    expect(usePushStore.getState()).toMatchObject({ status: 'on', saving: false, error: null, devices: 2 });
  });

  it('stays off, and subscribes nothing, when the member dismisses or refuses the permission', async () => {
    const dismissed = useBrowser(new FakeBrowser({ answer: 'default' }));
    await usePushStore.getState().pushTurnedOn();
    expect(usePushStore.getState()).toMatchObject({ status: 'off', saving: false, error: 'Notifications were not allowed, so push stays off.' });
    expect(dismissed.asked).toEqual(['permission']);

    const refused = useBrowser(new FakeBrowser({ answer: 'denied' }));
    await usePushStore.getState().pushTurnedOn();
    expect(usePushStore.getState()).toMatchObject({ status: 'blocked', saving: false, error: null });
    expect(refused.asked).toEqual(['permission']);
    expect(api.requests).toEqual([]);
  });

  it('stays off with the server’s reason when it refuses the subscription, and drops the one the browser made', async () => {
    const browser = useBrowser(new FakeBrowser());
    api.answer('GET /api/push/public-key', { body: { publicKey: PUBLIC_KEY } });
    api.answer('POST /api/user/push-subscriptions', { status: 400, body: { message: 'This push service is not allowed' } });

    await usePushStore.getState().pushTurnedOn();

    expect(usePushStore.getState()).toMatchObject({ status: 'off', saving: false, error: 'This push service is not allowed' });
    expect(browser.current).toBeNull();
    expect(browser.asked).toEqual(['permission', `subscribe ${PUBLIC_KEY}`, `unsubscribe ${ENDPOINT}`]);
  });

  it('turned off: the server forgets this browser first, then the browser unsubscribes', async () => {
    const browser = useBrowser(new FakeBrowser({ permission: 'granted' }));
    browser.current = browser.handle(ENDPOINT);
    api.answer('DELETE /api/user/push-subscriptions', () => {
      // The browser still holds its subscription while the server is told.
      expect(browser.current).not.toBeNull();
      return { status: 204 };
    });

    await usePushStore.getState().pushTurnedOff();

    expect(api.requestsTo('DELETE /api/user/push-subscriptions').map((request) => request.body)).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.current).toBeNull();
    expect(usePushStore.getState()).toMatchObject({ status: 'off', saving: false, error: null });
  });

  it('stays on when the server cannot be told, since pushes would still arrive', async () => {
    const browser = useBrowser(new FakeBrowser({ permission: 'granted' }));
    browser.current = browser.handle(ENDPOINT);
    usePushStore.setState({ status: 'on' });
    api.answer('DELETE /api/user/push-subscriptions', { status: 503, body: { message: 'The server is busy. Try again in a moment.' } });

    await usePushStore.getState().pushTurnedOff();

    expect(browser.current).not.toBeNull();
    expect(usePushStore.getState()).toMatchObject({ status: 'on', saving: false, error: 'The server is busy. Try again in a moment.' });
  });

  it('on sign-out here, removes the subscription on the server and in the browser, even if the server fails', async () => {
    const browser = useBrowser(new FakeBrowser({ permission: 'granted' }));
    browser.current = browser.handle(ENDPOINT);
    usePushStore.setState({ status: 'on' });
    api.answer('DELETE /api/user/push-subscriptions', { status: 500, body: { message: 'Something went wrong' } });

    await usePushStore.getState().pushSignedOut();

    expect(api.requestsTo('DELETE /api/user/push-subscriptions')).toHaveLength(1);
    expect(browser.current).toBeNull();
    expect(usePushStore.getState().status).toBe('off');
  });
});
