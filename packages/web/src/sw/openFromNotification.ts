/// <reference lib="webworker" />

/**
 * The address a notification leads to: a path inside the app from its data, else home. Anything that would leave
 * the site (another origin, a protocol-relative //host) goes home instead.
 */
export function notificationTarget(origin: string, data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) {
    return `${origin}/`;
  }
  const target = new URL(url, origin);
  return target.origin === origin ? target.href : `${origin}/`;
}

/**
 * Brings the app forward at the notification's address: an open window of the app (the installed app or a tab)
 * is focused and sent there; with none open, a new one opens.
 */
export async function openFromNotification(clients: Clients, origin: string, data: unknown): Promise<void> {
  const target = notificationTarget(origin, data);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (open) {
    // navigate() loads the app's own page in that window; focus() brings it forward, which the browser allows only
    // as part of the member's click (a failure there still leaves the window at the signal).
    const navigated = await open.navigate(target).catch(() => null);
    if (navigated) {
      await navigated.focus().catch(() => navigated);
      return;
    }
  }
  await clients.openWindow(target);
}
