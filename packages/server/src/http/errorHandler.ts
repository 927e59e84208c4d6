import type { Middleware } from 'koa';
import { MESSAGES, type LanguageCode } from '@signals/protocol';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.js';
import { HttpError } from '../errors.js';
import { readable } from '../i18n/translate.js';
import { requestLanguage } from '../i18n/requestLanguage.js';
import type { Logger } from '../services/logger.js';

/** Errors the body parser raises (co-body's `type`), turned into the client's words. */
const PARSER_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, MESSAGES.malformedJson],
  'entity.too.large': [413, MESSAGES.bodyTooLarge],
  'entity.verify.failed': [400, MESSAGES.malformedJson],
  'request.aborted': [400, MESSAGES.requestAborted],
  'request.size.invalid': [400, MESSAGES.contentLengthMismatch],
  'encoding.unsupported': [415, MESSAGES.encodingUnsupported],
  'charset.unsupported': [415, MESSAGES.charsetUnsupported],
};

/**
 * The answer's words in the reader's language: its message and each field's, each
 * reference with its code beside it (an explicit code, like `banned`, stays).
 */
function inReadersLanguage(language: LanguageCode, body: Record<string, unknown> & { message?: unknown; issues?: unknown }): Record<string, unknown> {
  const answer: Record<string, unknown> = { ...body };
  if (typeof body.message === 'string') {
    const { message, code } = readable(language, body.message);
    answer.message = message;
    // A refused field's own key goes with its issue; the answer as a whole is a validation failure.
    answer.code ??= code?.startsWith('validation.') ? 'validationFailed' : code;
  }
  if (Array.isArray(body.issues)) {
    answer.issues = (body.issues as { path: string; message: string }[]).map((issue) => ({ ...issue, ...readable(language, issue.message) }));
  }
  return answer;
}

/**
 * Turns every error into a JSON answer `{ message, code, ... }` in the reader's language. Client mistakes keep
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
      ctx.body = inReadersLanguage(requestLanguage(ctx), body);
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
      ? MESSAGES.prototypeKeys
      : /only supports object and array/.test(error.message)
        ? MESSAGES.notAnObject
        : MESSAGES.malformedJson;
    return { status: 400, body: { message }, headers: {} };
  }
  if (isUniqueViolation(error)) {
    return { status: 409, body: { message: MESSAGES.alreadyExists }, headers: {} };
  }
  if (isForeignKeyViolation(error)) {
    return { status: 409, body: { message: MESSAGES.stillReferenced }, headers: {} };
  }
  // Errors thrown by Koa itself or by middleware through ctx.throw (e.g. a 4xx with expose).
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return { status: e.status, body: { message: e.expose && e.message ? e.message : MESSAGES.notProcessed }, headers: {} };
  }
  return { status: 500, body: { message: MESSAGES.internal }, headers: {} };
}
