import type http from 'node:http';
import type { ApiAnswer } from './telegramStandInTypes.js';

// The Bot API stand-in's requests and errors (telegramStandIn.ts): how a call's parameters are read, as Telegram reads
// them (numbers as numbers or numeric strings, objects as objects or JSON strings), and how a call fails.

/** A call's parameters, by name. */
export type Params = Record<string, unknown>;

/** A failed call: handlers throw it, the dispatcher answers it as Telegram does (the HTTP status is the error_code). */
export class BotApiError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly retryAfter?: number,
  ) {
    super(description);
  }

  answer(): ApiAnswer {
    return {
      ok: false,
      error_code: this.code,
      description: this.description,
      ...(this.retryAfter === undefined ? {} : { parameters: { retry_after: this.retryAfter } }),
    };
  }
}

export function fail(code: number, description: string): never {
  throw new BotApiError(code, description);
}

export function tooManyRequests(retryAfter: number): BotApiError {
  return new BotApiError(429, `Too Many Requests: retry after ${retryAfter}`, retryAfter);
}


export const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

export const intParam = (params: Params, name: string): number | undefined => {
  const value = params[name];
  if (!present(value)) {
    return undefined;
  }
  if (typeof value === 'number' && Number.isInteger(value)) {
    return value;
  }
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) {
    return Number(value.trim());
  }
  return fail(400, `Bad Request: field "${name}" must be of type Integer`);
};

export const boolParam = (params: Params, name: string): boolean => {
  const value = params[name];
  return value === true || value === 'true' || value === 1 || value === '1';
};

export const stringParam = (params: Params, name: string): string | undefined => {
  const value = params[name];
  if (!present(value)) {
    return undefined;
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return fail(400, `Bad Request: field "${name}" must be of type String`);
};

export const jsonParam = (params: Params, name: string, unparsable: string): unknown => {
  const value = params[name];
  if (!present(value)) {
    return undefined;
  }
  if (typeof value !== 'string') {
    return value;
  }
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return fail(400, `Bad Request: ${unparsable}`);
  }
};

/** A call's parameters, from its query and its JSON or form body, as Telegram reads them. */
export const parseParams = (request: http.IncomingMessage, query: URLSearchParams, body: Buffer): Params => {
  const params: Params = Object.fromEntries(query);
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const text = body.toString('utf8');
  if (text.trim() === '') {
    return params;
  }
  if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return fail(400, "Bad Request: can't parse JSON encoded request body");
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return fail(400, 'Bad Request: JSON encoded request body must be an object');
    }
    return { ...params, ...(parsed as Params) };
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { ...params, ...Object.fromEntries(new URLSearchParams(text)) };
  }
  return fail(400, `Bad Request: the stand-in reads JSON or form bodies, not ${type || 'an untyped body'}`);
};
