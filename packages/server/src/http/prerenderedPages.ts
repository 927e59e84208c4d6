import fs from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '@signals/protocol';
import type { Context } from 'koa';
import { requestLanguage } from '../i18n/requestLanguage.js';

/** What the web build writes beside its prerendered pages (packages/web/build/prerender.ts). */
interface PrerenderedIndex {
  languages: string[];
  /** Address → file name, in every language's folder. */
  pages: Record<string, string>;
  /** The addresses whose page is drawn in the signed-out frame: not for a browser that has a session. */
  signedOutOnly?: string[];
  /** The file of the not-found page. */
  notFound: string;
  /** Every address pattern the app has a screen for (`/signals/:id`, `/admin/*`). */
  routes: string[];
}

const DIR = 'prerendered';

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
export function prerenderedPages(webDist: string): (ctx: Context) => PickedPage | null {
  const indexFile = path.join(webDist, DIR, 'pages.json');
  let loaded: { mtimeMs: number; index: PrerenderedIndex; routes: RegExp[] } | null = null;

  const current = () => {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) {
      return null;
    }
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as PrerenderedIndex;
      loaded = { mtimeMs: stat.mtimeMs, index, routes: index.routes.map(routePattern) };
    }
    return loaded;
  };

  return (ctx) => {
    const build = current();
    if (!build) {
      return null;
    }
    const { index, routes } = build;
    // The language the app will open in: a member's saved one, else the browser's (as the app reads them).
    const wanted = requestLanguage(ctx);
    const language = index.languages.includes(wanted) ? wanted : 'en';
    ctx.vary('Accept-Language');
    const address = ctx.path.length > 1 ? ctx.path.replace(/\/+$/, '') : ctx.path;
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

/** A route pattern as react-router matches it: `:name` one segment, a trailing `*` anything, letter case ignored. */
function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source.replace(/\/\.\*$/, '(?:/.*)?')}$`, 'i');
}
