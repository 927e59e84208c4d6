import type { TelegramConfig } from '../../config.js';

/** How long an ordinary call may take before it counts as a network failure. */
const CALL_TIMEOUT_MS = 30_000;

/**
 * A Bot API call that failed: Telegram's `{ ok: false, error_code, description, parameters }`, or no answer at all
 * (code 0: the network, a timeout, an answer that is not Telegram's envelope). `retryAfter` is a 429's wait in seconds.
 */
export class TelegramApiError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    readonly description: string,
    readonly retryAfter: number | null = null,
  ) {
    super(`Telegram ${method}: ${code === 0 ? '' : `${code} `}${description}`);
    this.name = 'TelegramApiError';
  }

  /** No answer from Telegram: nothing is known about whether the call took effect. */
  get network(): boolean {
    return this.code === 0;
  }
}

/** The bot as getMe describes it. */
export interface BotIdentity {
  id: number;
  username: string;
  first_name: string;
}

export interface CallOptions {
  /** Ends the call early (the process stopping). */
  signal?: AbortSignal;
  /** A call that holds on by design (a long poll) needs longer than an ordinary one. */
  timeoutMs?: number;
}

/** The one client of the Bot API: nothing else in the server calls fetch for Telegram. */
export interface BotApi {
  /** The bot's id: the number its token starts with, known without asking. */
  readonly botId: number;
  /** POSTs `params` as JSON to `{url}/bot{token}/{method}` and answers Telegram's `result`; throws a TelegramApiError. */
  call<T>(method: string, params?: Record<string, unknown>, options?: CallOptions): Promise<T>;
  /** getMe, asked once and then kept: the bot's username is in every link to it. */
  getMe(): Promise<BotIdentity>;
}

type Envelope = { ok: true; result: unknown } | { ok: false; error_code?: number; description?: string; parameters?: { retry_after?: number } };

export function createBotApi({ botToken, apiUrl }: Pick<TelegramConfig, 'botToken' | 'apiUrl'>): BotApi {
  const botId = Number(/^\d+/.exec(botToken)?.[0]);
  let identity: Promise<BotIdentity> | null = null;

  const call = async <T>(method: string, params: Record<string, unknown> = {}, options: CallOptions = {}): Promise<T> => {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? CALL_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    let envelope: Envelope | null;
    try {
      response = await fetch(`${apiUrl}/bot${botToken}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        signal,
      });
      envelope = (await response.json().catch(() => null)) as Envelope | null;
    } catch (error) {
      // The token is in the address: what is kept of a network error is what went wrong, never the address.
      throw new TelegramApiError(method, 0, timeout.aborted ? 'no answer in time' : describe(error));
    }
    if (typeof envelope !== 'object' || envelope === null || typeof envelope.ok !== 'boolean') {
      // A proxy's error page, say: not Telegram's answer.
      throw new TelegramApiError(method, 0, `an answer that is not the Bot API's (HTTP ${response.status})`);
    }
    if (envelope.ok) {
      return envelope.result as T;
    }
    const retryAfter = envelope.parameters?.retry_after;
    throw new TelegramApiError(method, envelope.error_code ?? response.status, envelope.description ?? 'no description', typeof retryAfter === 'number' ? retryAfter : null);
  };

  return {
    botId,
    call,
    getMe() {
      // A failure is not kept: the next caller asks again.
      identity ??= call<BotIdentity>('getMe').catch((error: unknown) => {
        identity = null;
        throw error;
      });
      return identity;
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const reason = cause instanceof Error ? `: ${cause.message}` : '';
    return `${error.name === 'AbortError' ? 'stopped' : error.message}${reason}`.slice(0, 300);
  }
  return String(error).slice(0, 300);
}
