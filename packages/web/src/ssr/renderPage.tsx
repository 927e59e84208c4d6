import type { DeviceMarks, LanguageCode, PageAnswerer, RenderedMemberPage, RenderedPage } from '@signals/protocol';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter, type RouteObject } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../App';
import { renderInLanguage } from '../i18n';
import { CATALOGUE_GROUPS, type CatalogueGroup } from '../i18n/catalogueGroups';
import { drawnScreens } from '../router/preload';
import { routeTree } from '../router/router';
import { resolveTheme, useThemeStore } from '../stores/theme';
import { isThemeName } from '../ui/theme/themes';
import { answerOnServer, answersSettled, recordedAnswers } from '../api/pageAnswers';
import { useSessionStore } from '../stores/session';
import { startSessionEffects } from '../stores/sessionEffects';
import { useSettingsStore } from '../stores/settings';
import { memberPagePatterns, memberScreenData } from './memberScreens';
import { drawPage, pageDrawn } from './pageTime';
import { startRecord } from './renderRecord';
import { resetStores } from './zustandForDrawnPages';

/**
 * The server build's entry (build/prerender.ts): the app rendered at one address, in one language, to HTML, with
 * the styles it uses, as the browser's first render draws it (the stores' first state: the session not yet known),
 * so that the browser adopts the HTML (hydration) instead of drawing the page again; and a member's page on request
 * (the protocol's MemberPageRenderer, used by the server).
 */

/** Enough for a layout, its screen and a lazy part of the screen. */
const MAX_PASSES = 4;
/** What React writes for a part that was still loading: a placeholder and the inline script that fills it. */
const UNSETTLED = /<script|<template/;

export async function renderPage(url: string, language: LanguageCode): Promise<RenderedPage> {
  await renderInLanguage(language, Object.keys(CATALOGUE_GROUPS) as CatalogueGroup[]);
  // A pass loads the lazy screens the address shows (a screen's own lazy parts are found by the next pass); drawn
  // again once they are loaded, nothing suspends, so the HTML is whole, with none of the inline scripts React writes
  // to reveal what arrived late (the site's Content-Security-Policy refuses inline scripts).
  let page = await draw(url);
  for (let pass = 1; pass < MAX_PASSES && UNSETTLED.test(page.html); pass += 1) {
    page = await draw(url);
  }
  if (UNSETTLED.test(page.html)) {
    throw new Error(`${url} rendered with part of it still loading after ${MAX_PASSES} passes (a Suspense boundary that never settles at build time)`);
  }
  return page;
}

/**
 * The addresses a signed-in member's page is rendered for on request (no query string), as patterns (`/signals/:id`),
 * each with the lazy screens and the words it draws (build/prerender.ts lists their chunks for the page to preload).
 */
export function memberPages(): Record<string, Pick<RenderedPage, 'screens' | 'groups'>> {
  return Object.fromEntries(
    memberPagePatterns.map((pattern) => {
      const screens = drawnScreens(pattern);
      const groups = new Set(['first', ...screens.flatMap((part) => (part.words ? [part.words] : []))]);
      return [pattern, { screens: screens.map((part) => part.screen), groups: [...groups] }];
    }),
  );
}

let turn: Promise<unknown> = Promise.resolve();

/**
 * A signed-in member's page at `url`, as the browser draws it once the member's data has arrived: the session, the
 * public settings and the screen's first data, asked of `answer` (the server's own routes, with the member's
 * rights: the same presenter hides a locked signal's detail here as in the API). Null when the session turns out
 * signed out. Pages are rendered one at a time: the stores are the app's own, one set per process.
 */
export function renderMemberPage(url: string, language: LanguageCode, answer: PageAnswerer, { timeZone, theme }: DeviceMarks = {}): Promise<RenderedMemberPage | null> {
  const load = memberScreenData(url);
  if (!load) {
    return Promise.reject(new Error(`${url} is not rendered on request`));
  }
  const page = turn.then(async () => {
    resetStores();
    answerOnServer(answer);
    // One clock for the page's relative times, written into it, and the member's time zone for its dates: the
    // browser adopts the page with the same words.
    const drawnAt = Date.now();
    const drawnIn = drawPage(drawnAt, timeZone);
    // In the theme the member's device last showed: the app adopts the page in the theme it was drawn in and only
    // then shows the device's own, so a page drawn in the default would paint dark and turn light.
    if (isThemeName(theme)) {
      useThemeStore.setState({ preference: theme });
    }
    try {
      await renderInLanguage(language, Object.keys(CATALOGUE_GROUPS) as CatalogueGroup[]);
      // What the browser starts with (main.tsx): the session, with what follows a sign-in, and the public settings.
      const stopSessionEffects = startSessionEffects();
      try {
        await useSessionStore.getState().sessionLoaded();
        if (useSessionStore.getState().status !== 'signedIn') {
          return null;
        }
        await Promise.all([useSettingsStore.getState().publicSettingsLoaded(), load()]);
        await answersSettled();
      } finally {
        stopSessionEffects();
      }
      return { ...(await renderPage(url, language)), answers: recordedAnswers(), drawnAt, timeZone: drawnIn };
    } finally {
      pageDrawn();
      answerOnServer(null);
      resetStores();
    }
  });
  turn = page.catch(() => undefined);
  return page;
}

async function draw(url: string): Promise<RenderedPage> {
  const record = startRecord();
  const sheet = new ServerStyleSheet();
  try {
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <App Router={Router} />
        </StrictMode>,
      ),
      {
        // React would leave a part that throws to the browser to draw; at build time it is a fault to fix.
        onError: (error) => void errors.push(error),
        // A long part (the help centre's answers) would otherwise come as a separate piece revealed by an inline
        // script: one document, in order.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    if (errors.length > 0) {
      throw new Error(`${url} threw while rendering`, { cause: errors[0] });
    }
    const html = await new Response(prelude).text();
    return {
      html,
      styles: sheet.getStyleTags(),
      title: record.title,
      screens: [...record.screens],
      groups: [...record.groups],
      theme: resolveTheme(useThemeStore.getState()),
    };
  } finally {
    sheet.seal();
  }
}

/**
 * Every address the app has a screen for, as patterns (`/signals/:id`, `/admin/*`): the server answers any other
 * address with the prerendered not-found page and a 404. Written into the build (build/prerender.ts).
 */
export function routePatterns(): string[] {
  const patterns = new Set<string>();
  const walk = (routes: RouteObject[], base: string) => {
    for (const route of routes) {
      const full = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
      if (route.children) {
        walk(route.children, full);
      } else if (full !== '/*') {
        patterns.add(full || '/');
      }
    }
  };
  walk(routeTree, '');
  return [...patterns];
}
export { pageHtml } from './pageHtml';
