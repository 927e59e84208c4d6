import { AsyncLocalStorage } from 'node:async_hooks';

/** What is known of the request being served, wherever the code runs during it. */
export interface RequestContext {
  /** Sent back as `X-Request-Id`, on every log line of the request and on the audit rows it writes. */
  requestId: string;
}

// Carried by the async context rather than passed along: commands and the logger read it without every signature growing a parameter.
const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` as part of the request `context`. */
export function withRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The id of the request being served, or null outside one (start-up, timers, sockets). */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}
