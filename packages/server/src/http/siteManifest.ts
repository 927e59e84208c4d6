import fs from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import type { Db } from '../db/knex.js';
import { readSettings } from '../services/settings.js';

/** Home screens cut longer names; a site name up to this long is the icon's label too. */
const SHORT_NAME_MAX = 12;

/**
 * The web app manifest as built (packages/web/build/webManifest.ts), named
 * after the site as the back office calls it now: an admin's rename reaches
 * the next install, and browsers that re-check an installed app's manifest.
 * Revalidated on every check, like the build's other fixed addresses. Before
 * a build exists the static site answers, as for any other file.
 */
export function siteManifest(webDist: string, db: Db): Middleware {
  const file = path.join(webDist, 'manifest.webmanifest');
  return async (ctx, next) => {
    if (ctx.path !== '/manifest.webmanifest' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    let built: Record<string, unknown>;
    try {
      built = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
    } catch {
      await next();
      return;
    }
    const settings = await readSettings(db);
    const name = settings.site_name.trim() || built.name;
    ctx.type = 'application/manifest+json';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = {
      ...built,
      name,
      short_name: typeof name === 'string' && name.length <= SHORT_NAME_MAX ? name : built.short_name,
      description: settings.site_description.trim() || built.description,
    };
  };
}
