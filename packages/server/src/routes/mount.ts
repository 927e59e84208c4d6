import { Readable } from 'node:stream';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { MESSAGES, routes, type PageCallInput, type RouteName, type RouteSpec } from '@signals/protocol';
import { HttpError, notImplemented } from '../errors.js';
import { writeOnce } from '../db/transaction.js';
import { requireAccess } from '../http/viewer.js';
import { requireStaffSecondFactor } from '../http/staffSecondFactor.js';
import type { Services } from '../services/index.js';
import type { Handler, HandlerArgs, Handlers } from './types.js';

/**
 * Mounts every route of the protocol table: check who may call it, parse the
 * input with the route's schemas, run the handler, answer with its status.
 * A route the table declares `writes` hands its handler `write`, which opens
 * the request's one transaction and publishes the command's events after the
 * commit. A route of the table without a handler answers 501, never a silent 404.
 */
export function mountRoutes(router: Router, handlers: Handlers, services: Services): void {
  for (const name of Object.keys(routes) as RouteName[]) {
    const spec: RouteSpec = routes[name];
    // Needed (tsc fails without it: a call on the union of handlers wants every route's arguments at once); the rule
    // compares the declared types and misses that.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const handler = handlers[name] as Handler<RouteName> | undefined;
    router.register(spec.path, [spec.method], async (ctx: Context) => {
      const result = await runRoute(name, handler, ctx, { params: ctx.params, query: ctx.query, body: ctx.request.body ?? {} }, services);
      ctx.status = spec.status ?? 200;
      if (spec.produces) {
        // A stream is the handler's own writing of the document, read as it is sent: there is nothing to parse ahead.
        sendDownload(ctx, spec.produces, result instanceof Readable ? result : spec.response.parse(result));
        return;
      }
      ctx.body = result;
    });
  }
}

/** A call's raw parts, as a request carries them. */
interface RawInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * One route of the table for the caller of `ctx`: check who may call it, parse the input with the route's schemas,
 * run the handler. A route the table declares `writes` hands its handler `write`, which opens the request's one
 * transaction and publishes the command's events after the commit.
 */
async function runRoute(name: RouteName, handler: Handler<RouteName> | undefined, ctx: Context, raw: RawInput, services: Services): Promise<unknown> {
  const spec: RouteSpec = routes[name];
  const viewer = requireAccess(ctx.state, spec);
  if (spec.access === 'admin') {
    await requireStaffSecondFactor(services.db, viewer!);
  }
  if (!handler) {
    throw notImplemented(MESSAGES.endpointNotAvailable);
  }
  const input = {
    params: parsePart(spec.params, raw.params, 'path'),
    query: parsePart(spec.query, raw.query, 'query'),
    body: parsePart(spec.body, raw.body, 'body'),
  } as HandlerArgs<RouteName>['input'];
  const args = { input, viewer: viewer as HandlerArgs<RouteName>['viewer'], ctx, services };
  // The table, not the handler, decides whether a request may write (the handler's type follows it).
  return handler((spec.writes ? { ...args, write: writeOnce(services.db, services.events) } : args) as HandlerArgs<RouteName>);
}

/** Answers a route's GET as its API would, for the caller of the request at hand: what a page rendered on the server asks. */
export type RouteReader = (name: RouteName, ctx: Context, input: PageCallInput) => Promise<unknown>;

/**
 * The table's read-only routes, run for a page rendered on the server (http/memberPages.ts) exactly as over the
 * API: the same access rules, schemas, handlers and presenters (a locked signal's detail is left out the same way).
 */
export function routeReader(handlers: Handlers, services: Services): RouteReader {
  return async (name, ctx, input) => {
    const spec: RouteSpec = routes[name];
    if (spec.method !== 'GET' || spec.writes || spec.produces) {
      throw new Error(`${name} is not a read a page may make`);
    }
    // Query values as a URL carries them: text.
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if ((typeof value === 'string' && value !== '') || typeof value === 'number' || typeof value === 'boolean') {
        query[key] = String(value);
      }
    }
    const params = Object.fromEntries(Object.entries(input.params ?? {}).map(([key, value]) => [key, String(value)]));
    // The page's own answer is not the route's: whatever the handler sets on the response (a JSON type) is undone.
    const type = ctx.response.get('Content-Type');
    let result: unknown;
    try {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- as in mountRoutes
      result = await runRoute(name, handlers[name] as Handler<RouteName> | undefined, ctx, { params, query, body: {} }, services);
    } finally {
      if (type) {
        ctx.set('Content-Type', type);
      } else {
        ctx.remove('Content-Type');
      }
    }
    // A handler may answer with the bytes of JSON it wrote once for many callers (queries/signalListCache.ts).
    return Buffer.isBuffer(result) ? (JSON.parse(result.toString('utf8')) as unknown) : result;
  };
}

/**
 * A route that produces a file answers its text as that media type, in
 * UTF-8: a CSV as a download (the handler may name the file with
 * ctx.attachment, else the browser picks a name), a page (a receipt) to be
 * read and printed in the browser.
 */
function sendDownload(ctx: Context, mediaType: NonNullable<RouteSpec['produces']>, text: unknown): void {
  if (mediaType !== 'text/html' && !ctx.response.get('Content-Disposition')) {
    ctx.attachment();
  }
  ctx.body = text;
  ctx.type = `${mediaType}; charset=utf-8`;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) {
    return parsed.data;
  }
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || where,
    // A wrong top-level shape (an array or a string for a body) reads better in plain words.
    message: issue.path.length === 0 && issue.code === 'invalid_type' ? MESSAGES.partNotAnObject(where) : issue.message,
  }));
  // Whatever the first issue's words, the answer as a whole is a validation failure; each issue keeps its own code.
  throw new HttpError(400, issues[0]?.message ?? MESSAGES.validationFailed, { issues, code: 'validationFailed' });
}
