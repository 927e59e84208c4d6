import type { LanguageCode } from '@signals/protocol';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter, type RouteObject } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../App';
import { renderInLanguage } from '../i18n';
import { CATALOGUE_GROUPS, type CatalogueGroup } from '../i18n/catalogueGroups';
import { routeTree } from '../router/router';
import { resolveTheme, useThemeStore } from '../stores/theme';
import { startRecord } from './renderRecord';

/**
 * The server build's entry (build/prerender.ts): the app rendered at one address, in one language, to HTML, with
 * the styles it uses, as the browser's first render draws it (the stores' first state: the session not yet known),
 * so that the browser adopts the HTML (hydration) instead of drawing the page again.
 */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** styled-components' <style> tags for what the markup uses. */
  styles: string;
  title: string | null;
  /** The lazy screens drawn (src/router/screens.ts names), whose chunks the page preloads. */
  screens: string[];
  /** The catalogue groups they read. */
  groups: string[];
  /** The theme drawn: the stores' first state, as a device that never chose one has it. */
  theme: string;
}

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
      theme: resolveTheme(useThemeStore.getInitialState()),
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
