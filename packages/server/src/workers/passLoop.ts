import type { Logger } from '../services/logger.js';

/** A worker that reconciles state in passes: one at a time, every `everyMs`, and soon after a nudge. */
export interface PassLoop<T> {
  /** One pass now, after the one running; answers what it did. */
  runOnce(): Promise<T>;
  /** A pass soon: something it looks at changed. */
  nudge(): void;
  /** No more passes; waits for the one running. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` at start (or `firstAfterMs` later), every `everyMs` after the last one ended, and at once on a nudge; never two at a time (a
 * nudge during a pass runs another after it). A pass that throws is logged with `failure` and the next comes on time.
 * `manual`: no timer, passes run only when `runOnce` is called (tests drive them).
 */
export function startPassLoop<T>(options: {
  pass: () => Promise<T>;
  everyMs: number;
  logger: Logger;
  failure: string;
  manual?: boolean;
  /** The first pass this long after the start rather than at once: work that can wait until the server listens. */
  firstAfterMs?: number;
}): PassLoop<T> {
  const { pass, everyMs, logger, failure, manual = false, firstAfterMs = 0 } = options;
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runOnce = (): Promise<T> => {
    const run = chain.then(pass);
    chain = run.catch(() => undefined);
    return run;
  };

  const schedule = (waitMs: number): void => {
    if (manual || stopped) {
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => logger.warn({ err: error }, failure))
        .finally(() => schedule(everyMs));
    }, waitMs);
    timer.unref();
  };

  schedule(firstAfterMs);

  return {
    runOnce,
    nudge: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
