import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisJobLock } from '../../src/services/cluster/jobLock.js';
import { eventually } from '../support/events.js';
import { deleteKeys } from './redisKeys.js';

/** Background jobs (the expiry sweep, the session purge) across processes: each process has its own Redis connection. */
const redisUrl = process.env.SIGNALS_TEST_REDIS_URL;
if (!redisUrl) {
  throw new Error('The scale-out suite needs SIGNALS_TEST_REDIS_URL (scripts/test-scale-out.mjs sets it)');
}
const prefix = `test:${randomBytes(4).toString('hex')}:`;
const connections = [new Redis(redisUrl), new Redis(redisUrl), new Redis(redisUrl)];

afterAll(async () => {
  await deleteKeys(connections[0]!, prefix);
  await Promise.all(connections.map((redis) => redis.quit()));
});

describe('the job lock on Redis', () => {
  it('runs a job in one process when three reach for it at once, and lets the next sweep run after it finishes', async () => {
    let running = 0;
    let runs = 0;
    // The job holds on until the other two processes have had their answer (the holder's own run settles last), so all
    // three reach for it while it runs.
    let settled = 0;
    let releaseHolder = () => undefined as void;
    const holderReleased = new Promise<void>((resolve) => (releaseHolder = resolve));
    const sweep = async () => {
      running += 1;
      runs += 1;
      expect(running).toBe(1);
      await holderReleased;
      running -= 1;
    };
    const ran = await Promise.all(
      connections.map((redis) =>
        redisJobLock(redis, prefix)
          .run('expiry-sweep', 10_000, sweep)
          .finally(() => {
            settled += 1;
            if (settled === connections.length - 1) {
              releaseHolder();
            }
          }),
      ),
    );
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);

    expect(await redisJobLock(connections[1]!, prefix).run('expiry-sweep', 10_000, sweep)).toBe(true);
    expect(runs).toBe(2);
  });

  it('frees the job when its holder dies mid-run, once the hold lapses', async () => {
    // A holder that took the lock and never released it (its process was killed).
    const key = `${prefix}lock:session-purge`;
    await connections[0]!.set(key, 'dead-process', 'PX', 300);
    let runs = 0;
    expect(await redisJobLock(connections[1]!, prefix).run('session-purge', 10_000, () => Promise.resolve(void (runs += 1)))).toBe(false);
    // Nobody releases it: Redis drops it when the dead holder's hold runs out.
    await eventually(async () => (await connections[2]!.exists(key)) === 0, "the dead holder's hold to lapse");
    expect(await redisJobLock(connections[1]!, prefix).run('session-purge', 10_000, () => Promise.resolve(void (runs += 1)))).toBe(true);
    expect(runs).toBe(1);
  });

  it("never releases a lock that another process took after this holder's lapsed", async () => {
    const key = `${prefix}lock:slow`;
    const slow = redisJobLock(connections[0]!, prefix).run('slow', 100, async () => {
      // The job outlives its hold: once Redis has dropped it, another process takes the job.
      await eventually(async () => (await connections[2]!.exists(key)) === 0, "this holder's hold to lapse");
      await connections[1]!.set(key, 'other-process', 'PX', 10_000);
    });
    await slow;
    expect(await connections[2]!.get(key)).toBe('other-process');
  });
});
