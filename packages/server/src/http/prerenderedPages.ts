import { isLanguageCode, LANGUAGE_COOKIE, SESSION_COOKIE, type LanguageCode, type PrerenderedIndex } from '@signals/protocol';
import type { Context } from 'koa';
import { requestLanguage } from '../i18n/requestLanguage.js';
import type { ViewerState } from './viewer.js';
import { PRERENDERED_DIR as DIR, type WebBuild } from './webBuild.js';

/** A page of the build to answer a navigation with, relative to the build's folder. */
export interface PickedPage {
  file: string;
  status: 200 | 404;
}

/**
 * Which HTML a navigation gets: a public page rendered at build time (painted before any script arrives) in the
 * visitor's language, the not-found page with a 404 for an address the app has no screen for, or null for the app
 * shell (index.html). Pages are only prerendered without a query string (`/auth?tab=register` shows another tab
 * than the one drawn at build time), and a page drawn in the signed-out frame only to a browser with no session
 * cookie. The index is read again when a new build replaces it.
 */
export function prerenderedPages(build: WebBuild): (ctx: Context) => PickedPage | null {
  const routesOf = perIndex((index) => index.routes.map(routePattern));
  return (ctx) => {
    const index = build.index();
    if (!index) {
      return null;
    }
    const routes = routesOf(index);
    const language = pageLanguage(ctx, index);
    const address = pageAddress(ctx);
    if (!routes.some((route) => route.test(address))) {
      return { file: `${DIR}/${language}/${index.notFound}.html`, status: 404 };
    }
    const page = index.pages[address];
    if (!page || ctx.querystring || (index.signedOutOnly?.includes(address) && ctx.cookies.get(SESSION_COOKIE))) {
      return null;
    }
    return { file: `${DIR}/${language}/${page}.html`, status: 200 };
  };
}

/**
 * The language a page is sent in: the one the app will open in, if the build has it. A member's saved one; else the
 * one this browser last showed (its cookie: a visitor's choice on this device), else the browser's own.
 */
export function pageLanguage(ctx: Context, index: PrerenderedIndex): LanguageCode {
  const kept = ctx.cookies.get(LANGUAGE_COOKIE);
  const wanted = !(ctx.state as Partial<ViewerState>).viewer && isLanguageCode(kept) ? kept : requestLanguage(ctx);
  ctx.vary('Accept-Language');
  ctx.vary('Cookie');
  return index.languages.includes(wanted) ? wanted : 'en';
}

/** The address a navigation asks for, without a trailing slash. */
export function pageAddress(ctx: Context): string {
  return ctx.path.length > 1 ? ctx.path.replace(/\/+$/, '') : ctx.path;
}

/** What is derived from the build's page index (its patterns compiled), derived again only when a new build replaces it. */
export function perIndex<T>(derive: (index: PrerenderedIndex) => T): (index: PrerenderedIndex) => T {
  let last: { index: PrerenderedIndex; value: T } | null = null;
  return (index) => {
    if (last?.index !== index) {
      last = { index, value: derive(index) };
    }
    return last.value;
  };
}

/** A route pattern as react-router matches it: `:name` one segment, a trailing `*` anything, letter case ignored. */
export function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source.replace(/\/\.\*$/, '(?:/.*)?')}$`, 'i');
}
