import type { Middleware } from 'koa';
import { MESSAGES } from '@signals/protocol';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.js';
import { HttpError } from '../errors.js';
import type { Logger } from '../services/logger.js';

/** Errors the body parser raises (co-body's `type`), turned into the client's words. */
const PARSER_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, MESSAGES.malformedJson],
  'entity.too.large': [413, MESSAGES.bodyTooLarge],
  'entity.verify.failed': [400, MESSAGES.malformedJson],
  'request.aborted': [400, 'The request was aborted'],
  'request.size.invalid': [400, 'The request body does not match its Content-Length'],
  'encoding.unsupported': [415, 'Unsupported content encoding'],
  'charset.unsupported': [415, 'Unsupported charset: send UTF-8 JSON'],
};

/**
 * Turns every error into a JSON answer `{ message, ... }`. Client mistakes keep
 * their status and message; anything unexpected is logged and answered with a
 * generic 500 that reveals nothing of the internals.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body, headers } = describe(error);
      if (status >= 500 && !(error instanceof HttpError)) {
        logger.error({ err: error, method: ctx.method, path: ctx.path }, `${ctx.method} ${ctx.path} failed`);
      }
      ctx.status = status;
      ctx.set(headers);
      ctx.body = body;
    }
  };
}

function describe(error: unknown): { status: number; body: Record<string, unknown>; headers: Record<string, string> } {
  if (error instanceof HttpError) {
    return { status: error.status, body: { message: error.message, ...error.extra }, headers: error.headers };
  }
  const e = (error ?? {}) as { type?: string; status?: number; expose?: boolean; message?: string };
  if (e.type && PARSER_ERRORS[e.type]) {
    const [status, message] = PARSER_ERRORS[e.type]!;
    return { status, body: { message }, headers: {} };
  }
  // co-body reports JSON it cannot accept as a SyntaxError with status 400 and no type.
  if (error instanceof SyntaxError && e.status === 400) {
    const message = /prototype/.test(error.message)
      ? 'The request body must not contain __proto__ or constructor.prototype keys'
      : /only supports object and array/.test(error.message)
        ? 'The request body must be a JSON object'
        : MESSAGES.malformedJson;
    return { status: 400, body: { message }, headers: {} };
  }
  if (isUniqueViolation(error)) {
    return { status: 409, body: { message: 'That already exists' }, headers: {} };
  }
  if (isForeignKeyViolation(error)) {
    return { status: 409, body: { message: 'That refers to something that does not exist or is still in use' }, headers: {} };
  }
  // Errors thrown by Koa itself or by middleware through ctx.throw (e.g. a 4xx with expose).
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return { status: e.status, body: { message: e.expose && e.message ? e.message : 'The request could not be processed' }, headers: {} };
  }
  return { status: 500, body: { message: MESSAGES.internal }, headers: {} };
}
