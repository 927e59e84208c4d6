import { create } from 'zustand';
import { callApi, isApiError } from '../../api';
import { windowPush, type BrowserPush } from './browserPush';

/**
 * Push on this browser, as the settings switch shows it: `checking` until known, `unsupported` where the browser
 * cannot receive pushes, `blocked` when the member refused notifications for the site, else `off` or `on`.
 */
export type PushStatus = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

export interface PushState {
  status: PushStatus;
  /** A turn on or off is under way: the switch waits. */
  saving: boolean;
  /** Why the last turn on or off did not happen, in words for the member. */
  error: string | null;
  /** How many browsers of this member receive pushes, as the server last said. */
  devices: number | null;
  browser: BrowserPush;
  pushStatusChecked: () => Promise<void>;
  pushTurnedOn: () => Promise<void>;
  pushTurnedOff: () => Promise<void>;
  /** The member signs out here: this browser stops receiving their pushes (said to the server while still signed in). */
  pushSignedOut: () => Promise<void>;
  /** The session ended without a sign-out here (elsewhere, a ban): the browser drops its subscription, whose endpoint then answers 410 and the server forgets it. */
  pushSessionEnded: () => Promise<void>;
}

const NOT_ALLOWED = 'Notifications were not allowed, so push stays off.';

export const usePushStore = create<PushState>()((set, get) => ({
  status: 'checking',
  saving: false,
  error: null,
  devices: null,
  browser: windowPush,

  pushStatusChecked: async () => {
    const { browser } = get();
    if (!browser.supported()) {
      set({ status: 'unsupported' });
      return;
    }
    if (browser.permission() === 'denied') {
      set({ status: 'blocked' });
      return;
    }
    const subscription = await browser.subscription().catch(() => null);
    set({ status: subscription ? 'on' : 'off' });
  },

  pushTurnedOn: async () => {
    const { browser } = get();
    set({ saving: true, error: null });
    try {
      const permission = await browser.requestPermission();
      if (permission !== 'granted') {
        set({ status: permission === 'denied' ? 'blocked' : 'off', error: permission === 'denied' ? null : NOT_ALLOWED });
        return;
      }
      // A subscription left from before (another key, a server that forgot it) is replaced rather than trusted.
      await (await browser.subscription())?.unsubscribe();
      const { publicKey } = await callApi('pushPublicKey');
      const subscription = await browser.subscribe(publicKey);
      try {
        const saved = await callApi('addPushSubscription', { body: subscriptionBody(subscription) });
        set({ status: 'on', devices: saved.devices });
      } catch (error) {
        // The server does not know this browser: a subscription it cannot use would only look like "on".
        await subscription.unsubscribe().catch(() => false);
        throw error;
      }
    } catch (error) {
      set({ status: 'off', error: failure(error, 'Push notifications could not be turned on. Try again.') });
    } finally {
      set({ saving: false });
    }
  },

  pushTurnedOff: async () => {
    const { browser } = get();
    set({ saving: true, error: null });
    try {
      const subscription = await browser.subscription();
      if (subscription) {
        // The server first: if it cannot be told, the switch stays on, which is what the member still gets.
        await callApi('removePushSubscription', { body: { endpoint: subscription.endpoint } });
        await subscription.unsubscribe();
      }
      set({ status: 'off', devices: null });
    } catch (error) {
      set({ error: failure(error, 'Push notifications could not be turned off. Try again.') });
    } finally {
      set({ saving: false });
    }
  },

  pushSignedOut: async () => {
    const { browser } = get();
    if (!browser.supported()) {
      return;
    }
    const subscription = await browser.subscription().catch(() => null);
    if (!subscription) {
      return;
    }
    // Never in the way of signing out: a server that cannot be told still gets a dead endpoint (410) next time.
    await callApi('removePushSubscription', { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
    await subscription.unsubscribe().catch(() => false);
    set({ status: 'off', devices: null, error: null });
  },

  pushSessionEnded: async () => {
    const { browser } = get();
    if (!browser.supported()) {
      return;
    }
    await (await browser.subscription().catch(() => null))?.unsubscribe().catch(() => false);
    set({ status: 'off', devices: null, error: null });
  },
}));

/** The body of POST /api/user/push-subscriptions: the subscription as the browser serialises it. */
function subscriptionBody(subscription: { toJSON(): PushSubscriptionJSON; endpoint: string }) {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** The server's own words when it answered; the browser's push errors are not written for members. */
function failure(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}
