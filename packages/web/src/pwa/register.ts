import { Workbox } from 'workbox-window';
import { addressesCarried } from '../api/pageAnswers';
import { sessionSelectors, useSessionStore } from '../stores/session';
import { onShownThemeChange } from '../stores/theme';
import { KEEP_PAGE, KEPT_PAGES_CACHE } from './keptPages';
import { isOfflineReadable, KEEP_OFFLINE_COPIES } from './offlineReads';
import { usePwaStore } from './store';

/** How often a tab that stays open (or is brought back) asks whether a new build was deployed. */
const UPDATE_CHECK_EVERY_MS = 30 * 60 * 1000;

/** How long the page waits for the new build to take over before reloading into it anyway. */
const SWITCH_GRACE_MS = 1500;

/**
 * Registers the service worker (src/sw/sw.ts). main.tsx loads this module (and workbox-window) in a chunk of its
 * own once the page has loaded, so neither the download nor precaching the app shell competes with the first
 * paint. Built apps only: `vite dev` serves modules the worker does not know, and has no sw.js.
 * A new build that installs while the page runs waits for the member (the update prompt) instead of taking over.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    return;
  }
  const workbox = new Workbox('/sw.js', { scope: '/' });
  if (navigator.serviceWorker.controller) {
    keepThisPage();
  } else {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        keepOfflineCopiesOfThisVisit();
        keepThisPage();
      },
      { once: true },
    );
  }
  workbox.addEventListener('waiting', () => {
    usePwaStore.getState().updateFound(activateWaitingWorker);
  });
  workbox.register().catch((error: unknown) => console.warn('The service worker did not register', error));
  checkForUpdatesWhenBack(workbox);
}

/**
 * Lets the waiting build take over and reloads the page into it, so every script on screen is the new build's.
 * Workbox's own 'controlling' event misses a worker that was already waiting when this page registered, and the
 * worker Workbox saw first may have been replaced by a second deploy: the registration's waiting worker is told
 * directly. Chromium holds the switch while the old worker still serves this page's open requests; a reload ends
 * those, so the page reloads after a moment in any case and the new build takes over as it does.
 */
function activateWaitingWorker(): void {
  let reloading = false;
  const reload = () => {
    if (!reloading) {
      reloading = true;
      window.location.reload();
    }
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  void navigator.serviceWorker.getRegistration().then((current) => current?.waiting?.postMessage({ type: 'SKIP_WAITING' }));
  setTimeout(reload, SWITCH_GRACE_MS);
}

/**
 * On the very first visit the page read its session and signals before the service worker existed, so no copy of
 * them was kept; once the worker takes control it is asked to fetch the same reads again and keep them (pages do
 * not call fetch themselves, api/ does), and the app opens offline from this visit on, not only from the next one.
 */
function keepOfflineCopiesOfThisVisit(): void {
  // Those fetched, and those the page came with (a page rendered on the server carries its first reads).
  const urls = [
    ...new Set(
      [...performance.getEntriesByType('resource').map((entry) => new URL(entry.name)), ...addressesCarried().map((address) => new URL(address, window.location.origin))]
        .filter((url) => url.origin === window.location.origin && isOfflineReadable(url.pathname))
        .map((url) => url.href),
    ),
  ];
  navigator.serviceWorker.controller?.postMessage({ type: KEEP_OFFLINE_COPIES, urls });
}

/**
 * Once the member is known to be signed in, asks the worker to keep the page they are on, as the server renders it
 * now, for the next visit to open on (pwa/keptPages): once per load, so the copy is at most one visit old. The worker
 * keeps only a member's page and drops the copy of any other.
 */
function keepThisPage(): void {
  const keep = () => navigator.serviceWorker.controller?.postMessage({ type: KEEP_PAGE, url: window.location.href });
  const keepFromNowOn = () => {
    keep();
    keepInEachTheme(keep);
  };
  if (sessionSelectors.isSignedIn(useSessionStore.getState())) {
    keepFromNowOn();
    return;
  }
  const stop = useSessionStore.subscribe((state) => {
    if (sessionSelectors.isSignedIn(state)) {
      stop();
      keepFromNowOn();
    } else if (state.status === 'signedOut') {
      stop();
    }
  });
}

/**
 * The server draws a member's page in the theme the device shows (lib/deviceCookie): once the member switches, the
 * pages kept in the other would open in it and turn. They are dropped, and the page on screen kept again in the new.
 */
function keepInEachTheme(keep: () => void): void {
  onShownThemeChange(() => {
    void caches
      .delete(KEPT_PAGES_CACHE)
      .catch(() => false)
      .then(() => {
        if (sessionSelectors.isSignedIn(useSessionStore.getState())) {
          keep();
        }
      });
  });
}

function checkForUpdatesWhenBack(workbox: Workbox): void {
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_EVERY_MS) {
      return;
    }
    lastCheck = Date.now();
    void workbox.update().catch(() => undefined);
  });
}
