import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { PushJob } from './encryption.js';
import { createPushPoster, type PostOptions, type PushOutcome } from './postPush.js';

/** Background work's niceness: a share of the CPU about a tenth of the serving thread's when both want it. */
const PUSH_THREAD_NICE = 10;

/** A batch to send, and its outcomes in the same order. */
export interface SendRequest {
  id: number;
  jobs: PushJob[];
  subject: string;
}
export interface SendResponse {
  id: number;
  outcomes: PushOutcome[];
}

// Pushes can wait a moment; requests and the live channel cannot: on Linux, where a thread has its own nice value,
// this thread takes the CPU only when they leave it (elsewhere the call would lower the whole process, so it is not made).
if (process.platform === 'linux') {
  os.setPriority(0, PUSH_THREAD_NICE);
}

// The thread's whole job: encrypt and send each batch it is handed, and say what became of each push.
const poster = createPushPoster(workerData as PostOptions);
parentPort?.on('message', ({ id, jobs, subject }: SendRequest) => {
  void poster.sendAll(jobs, subject).then((outcomes) => parentPort?.postMessage({ id, outcomes } satisfies SendResponse));
});
