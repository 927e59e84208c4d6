import { SESSION_ENDS_IN_HEADER, SESSION_TAG_HEADER } from '@signals/protocol';
import type { Context } from 'koa';
import { tagOfSessionKey } from '../services/sessionStore.js';
import type { ViewerState } from './viewer.js';

/**
 * Says on an answer which session it was made for and how long that session still runs: the service worker files
 * the copies it keeps of a member's pages and reads under that tag, and opens one only while the server still answers
 * this browser with the same tag (packages/web/src/pwa/keptSession.ts). Nothing for an answer made for nobody signed
 * in, a banned member's included (loadViewer has ended their session): that absence is how the worker learns the
 * session ended elsewhere.
 */
export function stampSession(ctx: Context): void {
  // The viewer first: reading ctx.session where no session was loaded would make koa-session start one.
  if (!(ctx.state as ViewerState).viewer) {
    return;
  }
  const session = ctx.session as { externalKey?: string; _expire?: unknown } | null;
  if (!session?.externalKey || typeof session._expire !== 'number') {
    return;
  }
  ctx.set(SESSION_TAG_HEADER, tagOfSessionKey(session.externalKey));
  ctx.set(SESSION_ENDS_IN_HEADER, String(Math.max(0, session._expire - Date.now())));
}

