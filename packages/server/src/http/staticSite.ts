import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { prerenderedPages } from './prerenderedPages.js';
import type { WebBuild } from './webBuild.js';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Files at fixed addresses that say which build is current: the service worker (the browser compares it byte for
 * byte to find a new version) and the web app manifest. Always revalidated, never served from a stale copy, or a
 * deployed build would reach installed apps only when a cache happened to expire.
 */
const REVALIDATED = new Set(['/sw.js', '/manifest.webmanifest']);

/**
 * Serves the built web app from the same origin as the API: hashed assets are
 * cached for a year; a navigation gets a page prerendered at build time where
 * there is one (the public pages, the not-found page), else index.html so the
 * client router can take it (SPA fallback).
 */
export function staticSite(build: WebBuild): Middleware {
  const webDist = build.dir;
  const indexFile = path.join(webDist, 'index.html');
  const pickPage = prerenderedPages(build);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServerPath(ctx.path)) {
      await next();
      return;
    }
    if (!fs.existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet. Run `pnpm build`, or use `pnpm dev` for development.';
      return;
    }
    const isAsset = ctx.path.startsWith('/assets/');
    try {
      const served = await send(ctx, ctx.path, {
        root: webDist,
        index: false,
        maxage: isAsset ? ONE_YEAR_MS : 0,
        immutable: isAsset,
        // The build writes .br and .gz copies (packages/web/build/precompress.ts); the one the browser accepts is sent.
        gzip: true,
        brotli: true,
      });
      if (served) {
        ctx.vary('Accept-Encoding');
        if (REVALIDATED.has(ctx.path)) {
          ctx.set('Cache-Control', 'no-cache');
        }
        return;
      }
    } catch (error) {
      if ((error as { status?: number }).status !== 404) {
        throw error;
      }
    }
    if (isAsset || path.extname(ctx.path) !== '') {
      // A missing file is a real 404, not the app shell with a 200.
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    const page = pickPage(ctx);
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Encoding');
    await send(ctx, page?.file ?? 'index.html', { root: webDist, gzip: true, brotli: true });
    ctx.status = page?.status ?? 200;
  };
}

function isServerPath(p: string): boolean {
  return p === '/api' || p.startsWith('/api/') || p.startsWith('/socket.io');
}
