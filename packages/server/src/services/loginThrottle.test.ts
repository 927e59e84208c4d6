import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '@signals/protocol';
import { createLoginThrottle, LOGIN_ADDRESS_MAX_FAILURES, memoryLimiters } from './loginThrottle.js';

/** Counts `n` attempts that turn out to be failures (nothing is given back). */
async function fail(throttle: ReturnType<typeof createLoginThrottle>, username: string, ip: string, n: number): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; i < n; i += 1) {
    waits.push(await throttle.attempt({ username, ip }));
  }
  return waits;
}

describe('the login throttle', () => {
  it('keeps the per-address limit above the per-account one, so one address cannot lock out many accounts', () => {
    expect(LOGIN_ADDRESS_MAX_FAILURES).toBeGreaterThan(LOGIN_MAX_FAILURES);
    expect(LOGIN_ADDRESS_MAX_FAILURES / LOGIN_MAX_FAILURES).toBeLessThanOrEqual(5);
  });

  it('refuses an account after its limit of failures, whatever the address', async () => {
    const throttle = createLoginThrottle(memoryLimiters(3, 100));
    expect(await fail(throttle, 'alice', '10.0.0.1', 1)).toEqual([0]);
    expect(await fail(throttle, 'Alice', '10.0.0.2', 1)).toEqual([0]);
    expect(await fail(throttle, 'ALICE ', '10.0.0.3', 1)).toEqual([0]);
    expect(await throttle.attempt({ username: 'alice', ip: '10.0.0.4' })).toBeGreaterThan(0);
    // Other accounts from those addresses go on.
    expect(await throttle.attempt({ username: 'bob', ip: '10.0.0.1' })).toBe(0);
  });

  it('refuses an address after its limit of failures, whatever the account', async () => {
    const throttle = createLoginThrottle(memoryLimiters(100, 4));
    for (let i = 0; i < 4; i += 1) {
      expect(await throttle.attempt({ username: `user${i}`, ip: '10.0.0.9' })).toBe(0);
    }
    expect(await throttle.attempt({ username: 'someone-else', ip: '10.0.0.9' })).toBeGreaterThan(0);
    expect(await throttle.attempt({ username: 'someone-else', ip: '10.0.0.10' })).toBe(0);
  });

  it('clears the account on success, but gives back only one attempt to the address', async () => {
    const throttle = createLoginThrottle(memoryLimiters(3, 5));
    await fail(throttle, 'carol', '10.0.0.5', 2);
    expect(await throttle.attempt({ username: 'carol', ip: '10.0.0.5' })).toBe(0);
    await throttle.succeeded({ username: 'carol', ip: '10.0.0.5' });
    // The account starts over: three more failures are allowed before a refusal.
    expect(await fail(throttle, 'carol', '10.0.0.6', 3)).toEqual([0, 0, 0]);
    expect(await throttle.attempt({ username: 'carol', ip: '10.0.0.6' })).toBeGreaterThan(0);
    // The address kept its two failures: three more reach its limit of five.
    expect(await fail(throttle, 'dave', '10.0.0.5', 3)).toEqual([0, 0, 0]);
    expect(await throttle.attempt({ username: 'erin', ip: '10.0.0.5' })).toBeGreaterThan(0);
  });

  it('gives back an attempt that was not a guess, and never counts a refused one', async () => {
    const throttle = createLoginThrottle(memoryLimiters(2, 100));
    for (let i = 0; i < 5; i += 1) {
      expect(await throttle.attempt({ username: 'frank', ip: '10.0.0.7' })).toBe(0);
      await throttle.release({ username: 'frank', ip: '10.0.0.7' });
    }
    await fail(throttle, 'frank', '10.0.0.7', 2);
    for (let i = 0; i < 5; i += 1) {
      expect(await throttle.attempt({ username: 'frank', ip: '10.0.0.7' })).toBeGreaterThan(0);
    }
    // The refusals added nothing to the address: another account from it is untouched by them.
    expect(await fail(throttle, 'grace', '10.0.0.7', 2)).toEqual([0, 0]);
  });

  it('lets through no more than the limit when attempts arrive all at once', async () => {
    const throttle = createLoginThrottle(memoryLimiters(10, 1000));
    const waits = await Promise.all(Array.from({ length: 100 }, () => throttle.attempt({ username: 'heidi', ip: '10.0.0.8' })));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
  });
});

describe('a device that signed in before', () => {
  it('is not locked out by failures on the account, but is limited on its own', async () => {
    const throttle = createLoginThrottle(memoryLimiters(3, 100));
    // Strangers lock the account.
    await fail(throttle, 'ivan', '10.0.1.1', 3);
    expect(await throttle.attempt({ username: 'ivan', ip: '10.0.1.2' })).toBeGreaterThan(0);
    // The owner's browser still gets its tries, and its own failures count against it alone.
    const device = { username: 'ivan', ip: '10.0.1.3', device: 'nonce-1' };
    for (let i = 0; i < 3; i += 1) {
      expect(await throttle.attempt(device)).toBe(0);
    }
    expect(await throttle.attempt(device)).toBeGreaterThan(0);
    // Another device of the owner's is a count of its own.
    expect(await throttle.attempt({ ...device, device: 'nonce-2' })).toBe(0);
  });
});
