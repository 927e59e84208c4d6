import { t } from '../../i18n';

/** The part of a browser PushSubscription the app uses. */
export interface PushSubscriptionHandle {
  readonly endpoint: string;
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

/** The browser's side of Web Push, as the push store needs it: one seam, so its state machine runs in unit tests. */
export interface BrowserPush {
  /** Whether this browser can receive pushes here at all: a service worker, the Push API and notifications. */
  supported(): boolean;
  permission(): NotificationPermission;
  /** Asks the member (the browser's own dialog); only ever called from their tap on the switch. */
  requestPermission(): Promise<NotificationPermission>;
  /** This browser's subscription, if it has one. */
  subscription(): Promise<PushSubscriptionHandle | null>;
  /** Subscribes this browser to the server's VAPID key: every push shows a notification (userVisibleOnly). */
  subscribe(applicationServerKey: string): Promise<PushSubscriptionHandle>;
}

async function pushManager(): Promise<PushManager> {
  // The registration pwa/register made at load (none in development, where the app runs without a worker).
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) {
    throw new Error(t('settings.push.noWorker'));
  }
  return registration.pushManager;
}

/** The real browser's Push API, through the app's service worker registration. */
export const windowPush: BrowserPush = {
  supported: () =>
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && import.meta.env.PROD,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  subscription: async () => (await pushManager()).getSubscription(),
  subscribe: async (applicationServerKey) => (await pushManager()).subscribe({ userVisibleOnly: true, applicationServerKey }),
};
