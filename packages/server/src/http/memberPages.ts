import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SESSION_COOKIE, THEME_COOKIE, TIME_ZONE_COOKIE } from '@signals/protocol';
import compose from 'koa-compose';
import type { Middleware } from 'koa';
import type { RouteReader } from '../routes/mount.js';
import type { Logger } from '../services/logger.js';
import { pageAddress, pageLanguage, perIndex, routePattern } from './prerenderedPages.js';
import { stampSession } from './sessionStamp.js';
import type { ViewerState } from './viewer.js';
import type { WebBuild } from './webBuild.js';

/**
 * Pages waiting for their turn past which a member gets the app shell instead: the pages are rendered one at a time
 * (packages/web/src/ssr/renderPage.tsx), and under a rush the shell, which the app fills itself, is the faster answer.
 */
const MAX_WAITING = 16;
/** Brotli at a quality meant for answers made on request: most of the gain, a fraction of the highest quality's time. */
const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

interface MemberPagesOptions {
  build: WebBuild;
  /** Reads the session cookie and loads who is calling (ctx.state.viewer), as for an API request. */
  viewer: Middleware[];
  read: RouteReader;
  logger: Logger;
}

/**
 * A signed-in member opening one of the member pages gets it rendered on the server: the member frame, the screen
 * and, for the screens the app lists (the signal list), its first data, drawn by the app itself from the answers
 * the API would give this member (the same routes and presenters: a locked signal's detail is not in the HTML
 * either), which the page carries so the app starts from them (src/api/pageAnswers.ts). It paints before any script arrives. Anyone else, and any
 * failure, gets the app shell (staticSite).
 */
export function memberPages({ build, viewer, read, logger }: MemberPagesOptions): Middleware {
  const withViewer = compose(viewer);
  // The member pages' address patterns (`/signals/:id`), each with what its page preloads.
  const pagesOf = perIndex((index) => Object.entries(index.memberPages ?? {}).map(([pattern, preloads]) => ({ pattern: routePattern(pattern), preloads })));
  let waiting = 0;
  return async (ctx, next) => {
    const index = build.index();
    const address = pageAddress(ctx);
    const preloads = index ? pagesOf(index).find((page) => page.pattern.test(address))?.preloads : undefined;
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !index || !preloads || ctx.querystring || !ctx.cookies.get(SESSION_COOKIE) || waiting >= MAX_WAITING) {
      await next();
      return;
    }
    await withViewer(ctx, async () => {
      const template = build.template();
      if (!(ctx.state as ViewerState).viewer || !template) {
        await next();
        return;
      }
      const language = pageLanguage(ctx, index);
      waiting += 1;
      let html: string | null = null;
      try {
        const renderer = await build.renderer();
        const device = { timeZone: ctx.cookies.get(TIME_ZONE_COOKIE), theme: ctx.cookies.get(THEME_COOKIE) };
        const page = await renderer?.renderMemberPage(address, language, (name, input) => read(name, ctx, input), device);
        html = renderer && page ? renderer.pageHtml(template, page, { language, preload: preloads[language] ?? '', answers: page.answers, drawnAt: page.drawnAt, timeZone: page.timeZone }) : null;
      } catch (error) {
        logger.warn({ err: error, path: address }, 'Rendering a member page failed: the app shell is sent instead');
      } finally {
        waiting -= 1;
      }
      if (!html) {
        await next();
        return;
      }
      ctx.type = 'html';
      // This member's data: kept by no cache, and told apart from another member's or a visitor's page.
      ctx.set('Cache-Control', 'private, no-store');
      // Which session it was drawn for: the service worker keeps a copy for that session alone.
      stampSession(ctx);
      ctx.vary('Cookie');
      ctx.vary('Accept-Encoding');
      // Compressed as the build's files are (the page is mostly styles and markup: a fifth of its size, for a
      // millisecond or two), or the first paint would wait for several times the bytes on a slow network.
      // Brotli whenever accepted (browsers list gzip first), as koa-send picks for the build's files.
      const encoding = ctx.acceptsEncodings('br', 'identity') === 'br' ? 'br' : ctx.acceptsEncodings('gzip', 'identity');
      if (encoding === 'br' || encoding === 'gzip') {
        ctx.set('Content-Encoding', encoding);
        ctx.body = encoding === 'br' ? brotliCompressSync(html, BROTLI_FAST) : gzipSync(html);
      } else {
        ctx.body = html;
      }
    });
  };
}
