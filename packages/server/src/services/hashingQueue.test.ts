import { describe, expect, it } from 'vitest';
import { HashingQueue, QueueFullError } from './hashingQueue.js';

/** A job that finishes when told to, recording when it started. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { job: () => (started.push(name), done.then(() => name)), open };
}

describe('the password hashing queue', () => {
  it('runs at most `concurrency` jobs, and starts a waiting urgent job before waiting normal ones', async () => {
    const queue = new HashingQueue(1, 10);
    const started: string[] = [];
    const first = gate(started, 'signup-1');
    const second = gate(started, 'signup-2');
    const signIn = gate(started, 'sign-in');
    const results = [queue.run(first.job, 'normal'), queue.run(second.job, 'normal'), queue.run(signIn.job, 'urgent')];
    expect(started).toEqual(['signup-1']);
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    first.open();
    await results[0];
    // The slot is handed on once the finished job has settled.
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['signup-1', 'sign-in']);
    signIn.open();
    second.open();
    expect(await Promise.all(results)).toEqual(['signup-1', 'signup-2', 'sign-in']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a normal job past `maxWaiting`, never an urgent one, and frees the slot of a job that failed', async () => {
    const queue = new HashingQueue(1, 1);
    const started: string[] = [];
    const running = gate(started, 'running');
    const pending = [queue.run(running.job, 'normal'), queue.run(() => Promise.resolve('waiting'), 'normal')];
    await expect(queue.run(() => Promise.resolve('third'), 'normal')).rejects.toBeInstanceOf(QueueFullError);
    const urgent = queue.run(() => Promise.resolve('urgent'), 'urgent');
    running.open();
    expect(await Promise.all([...pending, urgent])).toEqual(['running', 'waiting', 'urgent']);
    await expect(queue.run(() => Promise.reject(new Error('boom')), 'normal')).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('after'), 'normal')).toBe('after');
  });
});
