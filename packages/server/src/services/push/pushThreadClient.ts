import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PushJob } from './encryption.js';
import type { PostOptions, PushOutcome } from './postPush.js';
import type { SendRequest, SendResponse } from './pushThread.js';

/** Sends pushes from the push thread. */
export interface PushThread {
  send(jobs: PushJob[], subject: string): Promise<PushOutcome[]>;
  close(): Promise<void>;
}

/**
 * The thread's entry. Built, it is the .js beside this file; from the sources
 * (tests, `pnpm dev`) it is the .ts, which a plain worker cannot load, so the
 * thread starts through tsx (a development dependency, absent in production
 * where the .js runs).
 */
function startThread(options: PostOptions): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) {
    return new Worker(new URL('./pushThread.js', here), { workerData: options });
  }
  const entry = new URL('./pushThread.ts', here).href;
  // tsx's ESM entry by its export map ("./esm/api" → import); require.resolve would give the CommonJS one.
  const tsxPackage = createRequire(here).resolve('tsx/package.json');
  const tsx = pathToFileURL(path.join(path.dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(bootstrap, { eval: true, workerData: options });
}

/**
 * One push thread, started on first use: a second core does the ECDH, AES
 * and TLS work of the pushes while this one serves requests and sockets. A
 * thread that dies fails the batches it held; the next batch starts a new one.
 *
 * @param options the VAPID keys, the requests in flight at once, and the time a push service has to answer.
 */
export function createPushThread(options: PostOptions): PushThread {
  let thread: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve(outcomes: PushOutcome[]): void; reject(error: Error): void }>();

  function failAll(error: Error): void {
    for (const pending of waiting.values()) {
      pending.reject(error);
    }
    waiting.clear();
    thread = null;
  }

  function running(): Worker {
    if (thread) {
      return thread;
    }
    const started = startThread(options);
    started.on('message', ({ id, outcomes }: SendResponse) => {
      waiting.get(id)?.resolve(outcomes);
      waiting.delete(id);
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (thread === started) {
        failAll(new Error(`The push thread stopped (exit code ${code})`));
      }
    });
    // Idle, it does not keep the process alive; a batch in flight is awaited by someone who does.
    started.unref();
    thread = started;
    return started;
  }

  return {
    send(jobs, subject) {
      if (jobs.length === 0) {
        return Promise.resolve([]);
      }
      const worker = running();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, jobs, subject } satisfies SendRequest);
      });
    },
    async close() {
      const stopping = thread;
      thread = null;
      failAll(new Error('The push thread was closed'));
      await stopping?.terminate();
    },
  };
}
