/** Added to a 429's retry_after: Telegram counts whole seconds, and a retry a hair early is refused again. */
export const RETRY_MARGIN_MS = 250;

/** Resolves after `ms`, or at once when `signal` aborts (the process stopping). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    signal?.addEventListener('abort', done, { once: true });
  });
}
