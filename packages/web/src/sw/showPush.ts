/// <reference lib="webworker" />
import { PushMessage } from '@signals/protocol/alerts/push';
import { z } from 'zod';

// The worker runs under the site's CSP too (script-src 'self'): zod's probe of new Function would be refused and reported.
z.config({ jitless: true });

const ICON = '/icons/icon-192.png';
/** A monochrome mark: Android draws it in the status bar, where a full-colour icon turns into a white square. */
const BADGE = '/icons/badge-96.png';

/**
 * What a push that cannot be read still shows. The subscription promises the browser every push is visible
 * (userVisibleOnly), and an unreadable one is still news: it leads to the member's notifications.
 */
const FALLBACK: PushMessage = { title: 'New alert', body: 'Open the app to read it.', url: '/notifications', tag: 'alert' };

/** The push's message, as the server built it (protocol PushMessage); the fallback when it is not one. */
export function readPush(data: { json(): unknown } | null): PushMessage {
  if (!data) {
    return FALLBACK;
  }
  try {
    const parsed = PushMessage.safeParse(data.json());
    return parsed.success ? parsed.data : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

/** Shows the push as a system notification; a click opens `url` (see openFromNotification). */
export function showPush(registration: ServiceWorkerRegistration, data: PushMessageData | null): Promise<void> {
  const message = readPush(data);
  return registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    data: { url: message.url },
    icon: ICON,
    badge: BADGE,
  });
}
