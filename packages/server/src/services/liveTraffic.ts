/**
 * Whether the live channel is writing to sockets right now, so that work
 * which can wait a moment (the outbox: e-mail, SMS, push, and the push
 * thread's encryption) gives it the CPU first. A signal reaches open tabs in
 * a tenth of a second; pushes, e-mails and SMS take seconds on their way
 * anyway, so holding them for the length of a socket fan-out costs nothing a
 * member notices, while doing their work alongside it slowed the fan-out by
 * half (bench/push: on two cores, encryption on the other core slowed the
 * socket writes themselves).
 *
 * The count lives in shared memory, so the push thread reads it too.
 */
export interface LiveTraffic {
  /** A fan-out started writing. */
  begin(): void;
  /** A fan-out has written to every socket. */
  end(): void;
  /** Resolves when no fan-out is writing (see whenQuiet). */
  quiet(): Promise<void>;
  /** The count of fan-outs writing, shared with the push thread (whenQuiet reads it). */
  readonly shared: Int32Array;
}

/** The longest background work waits for the live channel: a few socket fan-outs to every member. */
export const MAX_WAIT_MS = 500;

export function createLiveTraffic(): LiveTraffic {
  const shared = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  return {
    begin() {
      Atomics.add(shared, 0, 1);
    },
    end() {
      if (Atomics.sub(shared, 0, 1) <= 1) {
        Atomics.store(shared, 0, 0);
        Atomics.notify(shared, 0);
      }
    },
    quiet: () => whenQuiet(shared),
    shared,
  };
}

/** Atomics.waitAsync (ES2024; Node has it since 16), typed here as the ES2023 library lacks it. */
const atomics = Atomics as unknown as { waitAsync(array: Int32Array, index: number, value: number, timeoutMs: number): { async: boolean; value: Promise<unknown> | string } };

/**
 * Resolves when no fan-out is writing, at once when none is; never later
 * than MAX_WAIT_MS after the call, so a channel that is never quiet cannot
 * hold the outbox up for good. Waits without blocking the thread.
 *
 * @param shared LiveTraffic's count.
 */
export async function whenQuiet(shared: Int32Array): Promise<void> {
  const deadline = Date.now() + MAX_WAIT_MS;
  for (let writing = Atomics.load(shared, 0); writing !== 0; writing = Atomics.load(shared, 0)) {
    const left = deadline - Date.now();
    if (left <= 0) {
      return;
    }
    const waiting = atomics.waitAsync(shared, 0, writing, left);
    if (waiting.async) {
      await waiting.value;
    }
  }
}
