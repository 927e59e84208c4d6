import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { isLanguageCode, PAGE_ADOPTING_ID } from '@signals/protocol';
import { z } from 'zod';
import { App } from './App';
import { activateLanguage } from './i18n';
import { startLanguageEffects } from './i18n/followAccount';
import { initialLanguage } from './i18n/language';
import { keepTheme, keepTimeZone } from './lib/deviceCookie';
import { captureInstallPrompt, startPwaSessionEffects } from './pwa';
import { drawnScreens, preloadRoute } from './router/preload';
import { answersSettled } from './api/pageAnswers';
import { memberScreenData } from './ssr/memberScreens';
import { useConnectionStore } from './stores/connection';
import { useSessionStore } from './stores/session';
import { startSessionEffects } from './stores/sessionEffects';
import { useSettingsStore } from './stores/settings';
import { drawnLanguage, keptPage, memberPageLanguage } from './ssr/drawnAtBuildTime';
import { deviceTimeZone, drawnTimeZone } from './ssr/pageTime';

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

  keepTimeZone();
  keepTheme();
  // Start both requests before React renders: the guards show a spinner until the session answers.
  startSessionEffects();
  startPwaSessionEffects();
  startLanguageEffects();
  const session = useSessionStore.getState().sessionLoaded();
  const settings = useSettingsStore.getState().publicSettingsLoaded();
  // The first screen's code comes in its own chunks: fetch them alongside the session check, in a task of its own
  // (matching the address against every route, then a preload link per chunk).
  void yieldToMain()
    .then(() => preloadRoute(window.location.pathname))
    .catch(() => undefined);

  const container = document.getElementById('root');
  if (!container) {
    throw new Error('index.html has no #root element');
  }
  // A member's page rendered on request is in the member's saved language: the app opens in it rather than switch to it.
  const memberLanguage = isLanguageCode(memberPageLanguage) ? memberPageLanguage : null;
  const memberPage = memberLanguage !== null;
  const language = memberLanguage ?? initialLanguage();
  // A page that came drawn is adopted by React (hydration) rather than drawn again: a public page rendered at build
  // time (build/prerender.ts) when this device shows its language (else drawn afresh: a language chosen here before),
  // a member's page rendered on request once the app holds what it was drawn from, when it wrote its dates in this
  // device's time zone (else drawn afresh: the zone was not yet kept, or changed). Either is adopted in the theme it
  // was drawn in (App). The first render waits for the catalogue of the language to show (one small chunk, preloaded
  // by the page or fetched alongside the session check): a page painted in English and then redrawn in Japanese
  // would jump under the reader.
  // A history entry carrying the app's own state (a notice a screen was sent with, reloaded) draws what no server saw.
  const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
  const adopt = (routerState === undefined || routerState === null) && (memberPage ? drawnTimeZone === deviceTimeZone() : drawnLanguage === language);
  const ready = Promise.all([activateLanguage(language), adopt && memberPage ? memberPageState(session, settings) : undefined]);
  const app = (
    <StrictMode>
      <App
        Router={BrowserRouter}
        onStarted={() => {
          // Covered until now: a tap on a page not yet adopted would do nothing.
          document.getElementById(PAGE_ADOPTING_ID)?.remove();
          if (adopt) {
            startLive();
          }
        }}
      />
    </StrictMode>
  );
  // The live connection starts at once, except on a page being adopted: its events must not reach the page before
  // React has adopted it (they would make React discard the server's markup), so it starts after the first commit.
  if (!adopt) {
    startLive();
  }
  // Both adoption and a fresh render run as transitions, built in slices that yield to the browser instead of holding
  // the main thread until the whole screen is built (total blocking time).
  void ready.finally(() => {
    if (adopt) {
      startTransition(() => void hydrateRoot(container, app));
      return;
    }
    // What the page shows stays on screen until the app's first render replaces it (React clears the element then).
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
}

/**
 * What a member's page rendered on request was drawn from, in the stores before React adopts it: the session (and
 * what follows a sign-in), the public settings, the screen's first data (src/ssr/renderPage.tsx does the same on the
 * server), all answered by the page itself, and the screen's code. Anything else would make React find a different
 * page than the HTML and draw it again.
 */
async function memberPageState(session: Promise<void>, settings: Promise<void>): Promise<void> {
  await session;
  if (useSessionStore.getState().status !== 'signedIn') {
    return;
  }
  // The session's answer filled its stores in this task; the screen's answers fill theirs in the next.
  await yieldToMain();
  const path = window.location.pathname;
  await Promise.all([settings, memberScreenData(path)?.(), ...drawnScreens(path).map((screen) => screen.preload())]);
  await answersSettled();
}

/**
 * The socket client is not needed to paint: it loads in its own chunk once the browser is idle (at most a second
 * later). It wires the stores to the live events as it starts.
 */
function startLive(): void {
  if (liveStarted) {
    // onStarted runs twice in development's strict mode.
    return;
  }
  liveStarted = true;
  const start = () => {
    // The copy of a page kept from the last visit (pwa/keptPages) shows what the member last saw: said so as the
    // connection that catches it up starts, not before (the HTML does not say it, and a change reaching a part of
    // the page React has not adopted yet would make it draw that part again).
    if (keptPage) {
      useConnectionStore.getState().showingLastVisit();
    }
    void import('./live/connection').then(({ startLiveConnection }) => startLiveConnection());
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(start, { timeout: 1000 });
  } else {
    setTimeout(start, 0);
  }
}

let liveStarted = false;

/** The scheduler's API where the browser has it (Chromium). */
declare const scheduler: { yield?: () => Promise<void> } | undefined;

/**
 * Lets the browser run what waits (input, a frame) before the rest of the start: each step its own task, none long
 * (total blocking time, bench/web). scheduler.yield() resumes ahead of other queued work; elsewhere a timer.
 */
function yieldToMain(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') {
    return scheduler.yield();
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
