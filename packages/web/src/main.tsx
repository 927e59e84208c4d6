import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { isLanguageCode } from '@signals/protocol';
import { z } from 'zod';
import { App } from './App';
import { activateLanguage } from './i18n';
import { startLanguageEffects } from './i18n/followAccount';
import { initialLanguage } from './i18n/language';
import { captureInstallPrompt, startPwaSessionEffects } from './pwa';
import { preloadRoute } from './router/preload';
import { useSessionStore } from './stores/session';
import { startSessionEffects } from './stores/sessionEffects';
import { useSettingsStore } from './stores/settings';
import { drawnLanguage, memberPageLanguage } from './ssr/drawnAtBuildTime';

/**
 * Starts the app: called by the page's first script (boot.ts) in a task after this module and its imports were
 * evaluated, so evaluating the code and the first work it does (requests, the route's chunks, the first render)
 * are not one long task (total blocking time, bench/web).
 */
export function startApp(): void {
  // zod 4 probes new Function('') before its first parse to decide whether to compile parsers; the site's
  // script-src 'self' refuses it, and each page reported a CSP violation for it. Parsing without compiling
  // is fast enough for forms and API answers. Set before anything parses (parsing starts at render).
  z.config({ jitless: true });

  // Start both requests before React renders: the guards show a spinner until the session answers.
  startSessionEffects();
  startPwaSessionEffects();
  startLanguageEffects();
  void useSessionStore.getState().sessionLoaded();
  void useSettingsStore.getState().publicSettingsLoaded();
  // The first screen's code comes in its own chunks: fetch them alongside the session check.
  preloadRoute(window.location.pathname);

  const container = document.getElementById('root');
  if (!container) {
    throw new Error('index.html has no #root element');
  }
  // A member's page rendered on request is in the member's saved language: the app opens in it rather than switch to it.
  const language = isLanguageCode(memberPageLanguage) ? memberPageLanguage : initialLanguage();
  // A public page comes as HTML rendered at build time (build/prerender.ts) in the visitor's language: React adopts it
  // (hydration) when this device shows the same, in the theme it was drawn in (App), and draws it afresh otherwise (a
  // language chosen here before).
  const adopt = drawnLanguage === language;
  const app = (
    <StrictMode>
      <App Router={BrowserRouter} />
    </StrictMode>
  );
  // The first render waits for the catalogue of the language to show (one small chunk, preloaded by the page or
  // fetched alongside the session check): a page painted in English and then redrawn in Japanese would jump under the
  // reader. Both hydration and a fresh render run as transitions, built in slices that yield to the browser instead
  // of holding the main thread until the whole screen is built (total blocking time).
  void activateLanguage(language).finally(() => {
    if (adopt) {
      startTransition(() => void hydrateRoot(container, app));
      return;
    }
    if (memberPageLanguage !== null) {
      renderBeside(container, app);
      return;
    }
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });

  // The installable app: Chromium's install prompt is kept for the settings row, and the service worker registers
  // once the page has loaded, from a chunk of its own (neither it nor precaching may slow the first paint).
  captureInstallPrompt();
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => void import('./pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
    if (document.readyState === 'complete') {
      register();
    } else {
      window.addEventListener('load', register, { once: true });
    }
  }

  // The socket client is not needed to paint: it loads in its own chunk once the
  // browser is idle (at most a second later). It wires the stores to the live events as it starts.
  const startLive = () => void import('./live/connection').then(({ startLiveConnection }) => startLiveConnection());
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(startLive, { timeout: 1000 });
  } else {
    setTimeout(startLive, 0);
  }
}

/** The longest a page rendered on the server stays in place of an app that has not settled (a screen whose code is slow to come). */
const SETTLE_CAP_MS = 10_000;

/**
 * A member's page rendered on the server (packages/server/src/http/memberPages.ts) holds the member's own data, drawn
 * with none of what this device keeps (its theme, its notices), so the app does not adopt it: it draws the same
 * screen off the page (in an element not in the document: nothing on screen is found twice), from the answers the
 * page carried, and takes its place once nothing in it is still loading (no [data-pending]). The reader sees one
 * page, then the same page alive.
 */
function renderBeside(page: HTMLElement, app: ReactNode): void {
  const next = document.createElement('div');
  next.id = 'root';
  const root = createRoot(next);
  let shown = false;
  const show = () => {
    if (shown) {
      return;
    }
    shown = true;
    observer.disconnect();
    clearTimeout(cap);
    page.replaceWith(next);
  };
  const observer = new MutationObserver(() => {
    if (next.hasChildNodes() && next.querySelector('[data-pending]') === null) {
      show();
    }
  });
  observer.observe(next, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-pending'] });
  const cap = setTimeout(show, SETTLE_CAP_MS);
  startTransition(() => root.render(app));
}

