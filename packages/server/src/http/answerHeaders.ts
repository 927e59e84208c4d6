import type Koa from 'koa';
import { SERVED_AT_HEADER } from '@signals/protocol';
import { stampSession } from './sessionStamp.js';

/**
 * The headers of every API answer. Per user: never cached by the browser or a proxy. When the server began answering,
 * before anything is read: a client that connects its live channel afterwards asks for every push since, so none
 * between its reads and its connection is lost (realtime/catchUp.ts). Once the route has run, which session it
 * answered (http/sessionStamp): a sign-out made in it is then already told.
 */
export const answerHeaders: Koa.Middleware = async (ctx, next) => {
  ctx.set(SERVED_AT_HEADER, String(Date.now()));
  ctx.set('Cache-Control', 'no-store');
  await next();
  stampSession(ctx);
};
