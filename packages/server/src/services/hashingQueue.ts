/**
 * Runs deliberately slow work (password hashing) a few jobs at a time, with
 * two lanes: urgent jobs (checking a password someone is signing in with)
 * start before any waiting normal job (hashing a new password). Without it,
 * every scrypt call goes straight to libuv's thread pool, first come first
 * served, so a flood of sign-ups queues a member's sign-in behind all of them.
 * Past `maxWaiting` normal jobs, new ones are refused at once rather than
 * left to wait longer than any client would.
 */
export class HashingQueue {
  private running = 0;
  private readonly urgent: Array<() => void> = [];
  private readonly normal: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Jobs running and waiting, for tests and diagnostics. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.urgent.length + this.normal.length };
  }

  /** Whether a normal job would be refused now. */
  get full(): boolean {
    return this.normal.length >= this.maxWaiting;
  }

  /** Runs `job` when a slot is free; urgent jobs go ahead of waiting normal ones. Throws QueueFullError when a normal job cannot wait. */
  run<T>(job: () => Promise<T>, priority: 'urgent' | 'normal'): Promise<T> {
    if (priority === 'normal' && this.full) {
      return Promise.reject(new QueueFullError());
    }
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        job()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.startWaiting();
          });
      };
      (priority === 'urgent' ? this.urgent : this.normal).push(start);
      this.startWaiting();
    });
  }

  private startWaiting(): void {
    while (this.running < this.concurrency) {
      const next = this.urgent.shift() ?? this.normal.shift();
      if (!next) {
        return;
      }
      next();
    }
  }
}

/** A normal job arrived while the queue already held its most. */
export class QueueFullError extends Error {
  constructor() {
    super('The password hashing queue is full');
    this.name = 'QueueFullError';
  }
}
