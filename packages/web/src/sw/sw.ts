/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { KEEP_PAGE } from '../pwa/keptPages';
import { isOfflineReadable, KEEP_OFFLINE_COPIES, OFFLINE_READS_CACHE } from '../pwa/offlineReads';
import { keepOfflineCopies } from './keepOfflineCopies';
import { dropKeptPages, keepPage, keptCopyFor, NOT_PAGES } from './keptPages';
import { checkSession, sessionWatch } from './keptSession';
import { openFromNotification } from './openFromNotification';
import { showPush } from './showPush';

declare const self: ServiceWorkerGlobalScope;

// The app shell (HTML, scripts, styles, icons), listed with revisions by vite-plugin-pwa at build time: a repeat
// visit paints from here and the app opens without a network. A new build's list replaces the old one on activation.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A member's page opens from the copy kept of it (sw/keptPages), which paints before any script and which the app
// adopts, once the server has said the session it was kept for is still this browser's (sw/keptSession); any other
// page is the same index.html, the client router taking the path. The API and the socket are not pages.
const appShell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(async (options) => (await keptCopyFor(self.location.origin, options.url, await checkSession(options.event))) ?? appShell(options), { denylist: NOT_PAGES }),
);
self.addEventListener('activate', (event) => {
  event.waitUntil(dropKeptPages());
});

// A few reads the signed-in screens start from, answered from the network whenever it answers at all; the last
// answer is kept only for when the network is gone, and the app then says it is offline (never passed off as live).
// Kept for the session they were read in, and answered from only while that session may be trusted (sw/keptSession).
const offlineReads = new NetworkFirst({ cacheName: OFFLINE_READS_CACHE, plugins: [sessionWatch] });
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isOfflineReadable(url.pathname),
  offlineReads,
);

// A new build waits until the member taps "Reload" on the update prompt (pwa/UpdatePrompt): taking over mid-session
// would swap the scripts under a page that is still running the old ones.
self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown; url?: unknown } | null;
  if (message?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (message?.type === KEEP_OFFLINE_COPIES) {
    event.waitUntil(keepOfflineCopies(event, self.location.origin, message.urls, offlineReads));
  } else if (message?.type === KEEP_PAGE) {
    event.waitUntil(keepPage(event, self.location.origin, message.url));
  }
});
// On first install there is no old version to protect: control the open page at once, so it works offline already.
clientsClaim();

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self.registration, event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(self.clients, self.location.origin, event.notification.data));
});
