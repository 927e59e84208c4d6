import { isAllowedPushEndpoint } from '../../policies/pushEndpoints.js';
import type { PushJob } from './encryption.js';
import type { PushOutcome } from './postPush.js';
import { createPushThread } from './pushThreadClient.js';
import type { VapidKeys } from './vapidKeys.js';

export type { PushOutcome } from './postPush.js';

export interface PushSender {
  /** Sends each push; the outcomes come back in the same order. */
  send(jobs: PushJob[], subject: string): Promise<PushOutcome[]>;
  close(): Promise<void>;
}

export interface PushSenderOptions {
  vapid: VapidKeys;
  /** PUSH_ALLOWED_ORIGINS. */
  allowedOrigins: readonly string[];
  /** Requests in flight at once, over kept-alive connections. */
  concurrency?: number;
  timeoutMs?: number;
  /** LiveTraffic's shared count: the push thread waits while the live channel writes. */
  live?: Int32Array;
}

const REFUSED = 'The endpoint is not at an allowed push service (PUSH_ALLOWED_ORIGINS)';

/**
 * Sends Web Push requests, signed with the server's VAPID keys, from the
 * push thread (encryption, TLS and HTTP off the event loop). Only to allowed
 * push services: the policy is checked again here, so a subscription saved
 * before the list changed is not sent to.
 */
export function createPushSender({ vapid, allowedOrigins, concurrency = 64, timeoutMs = 10_000, live }: PushSenderOptions): PushSender {
  const thread = createPushThread({ publicKey: vapid.publicKey, privateKey: vapid.privateKey, concurrency, timeoutMs, live });
  return {
    async send(jobs, subject) {
      const outcomes = new Array<PushOutcome>(jobs.length);
      const allowed: number[] = [];
      jobs.forEach((job, index) => {
        if (isAllowedPushEndpoint(job.endpoint, allowedOrigins)) {
          allowed.push(index);
        } else {
          outcomes[index] = { status: 'refused', reason: REFUSED };
        }
      });
      const sent = await thread.send(
        allowed.map((index) => jobs[index]!),
        subject,
      );
      sent.forEach((outcome, position) => {
        outcomes[allowed[position]!] = outcome;
      });
      return outcomes;
    },
    close: () => thread.close(),
  };
}
