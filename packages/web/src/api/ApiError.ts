import type { ErrorBody, ErrorCode, LockedSignal } from '@signals/protocol';

export type FieldIssue = NonNullable<ErrorBody['issues']>[number];

/** A non-2xx answer (or no answer at all, status 0) from the API. */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: FieldIssue[];
  readonly twoFactorRequired: boolean;
  /** The server's stable identifier of the message (an ErrorCode: `banned`), what the app acts on; the message is in the member's language. */
  readonly code: ErrorCode | (string & {}) | null;
  /** With a 403 for a premium signal: the signal as this viewer may see it (the locked teaser). */
  readonly lockedSignal: LockedSignal | null;

  constructor(status: number, message: string, body?: Partial<ErrorBody> & { signal?: LockedSignal }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = body?.issues ?? [];
    this.twoFactorRequired = body?.twoFactorRequired === true;
    this.code = body?.code ?? null;
    this.lockedSignal = body?.signal?.locked === true ? body.signal : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any failure, with a fallback for errors that carry none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) {
    return error.message;
  }
  return fallback;
}
