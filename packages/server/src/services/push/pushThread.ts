import { parentPort, workerData } from 'node:worker_threads';
import type { PushJob } from './encryption.js';
import { createPushPoster, type PostOptions, type PushOutcome } from './postPush.js';

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

// The thread's whole job: encrypt and send each batch it is handed, and say what became of each push.
const poster = createPushPoster(workerData as PostOptions);
parentPort?.on('message', ({ id, jobs, subject }: SendRequest) => {
  void poster.sendAll(jobs, subject).then((outcomes) => parentPort?.postMessage({ id, outcomes } satisfies SendResponse));
});
