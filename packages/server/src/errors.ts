import type { ErrorBody, SignalRefusal } from '@signals/protocol';

/** What an error answer carries besides its message: the protocol's error fields, and the locked signal of a premium refusal. */
export type HttpErrorExtra = Omit<ErrorBody, 'message'> & Partial<Pick<SignalRefusal, 'signal'>>;

/**
 * An error a client caused or may see: its status and message are sent as
 * they are. Anything else that escapes a handler is a 500 with a generic text.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: HttpErrorExtra = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, issues?: ErrorBody['issues']) => new HttpError(400, message, issues ? { issues } : {});
export const unauthorized = (message: string, extra: Omit<ErrorBody, 'message'> = {}) => new HttpError(401, message, extra);
/** `extra` may carry what the refused client still may have: the locked teaser of a premium signal. */
export const forbidden = (message: string, extra: HttpErrorExtra = {}) => new HttpError(403, message, extra);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, issues?: ErrorBody['issues']) => new HttpError(409, message, issues ? { issues } : {});
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, {}, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const notImplemented = (message: string) => new HttpError(501, message);
export const serviceUnavailable = (message: string, retryAfterSeconds?: number) =>
  new HttpError(503, message, {}, retryAfterSeconds ? { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } : {});
