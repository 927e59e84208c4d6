import { parentPort } from 'node:worker_threads';
import { encryptPush, type EncryptedPush, type PushJob } from './encryption.js';

/** A batch to encrypt, and its answer in the same order. */
export interface EncryptRequest {
  id: number;
  jobs: PushJob[];
}
export interface EncryptResponse {
  id: number;
  results: EncryptedPush[];
}

// The thread's whole job: encrypt each batch it is sent and hand the bodies back without copying them.
parentPort?.on('message', ({ id, jobs }: EncryptRequest) => {
  const results = jobs.map(encryptPush);
  const transfer = results.flatMap((result) => (result.ok ? [result.body.buffer as ArrayBuffer] : []));
  parentPort?.postMessage({ id, results } satisfies EncryptResponse, transfer);
});
