import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '@signals/protocol';
import { User } from '../db/models/index.js';
import { LOGIN_ADDRESS_MAX_FAILURES } from '../services/loginThrottle.js';
import { TWO_FACTOR_MAX_FAILURES } from '../services/twoFactorThrottle.js';
import { newTotpSecret } from '../services/totp.js';
import { buildUser, uniqueName } from '../test/factories.js';
import { quickSignIn } from '../test/quickSessions.js';
import { startTestServer, type TestServer } from '../test/testServer.js';

/** No proxy configured: X-Forwarded-For is the client's own words. */
let direct: TestServer;
/** TRUST_PROXY=true: one proxy in front, which appends the address it saw to X-Forwarded-For. */
let proxied: TestServer;
const figures: string[] = [];

beforeAll(async () => {
  direct = await startTestServer();
  proxied = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  console.info(`[hardening] brute force: ${figures.join('; ')}`);
  await direct.close();
  await proxied.close();
});

/** The X-Forwarded-For a proxy sends: whatever the client claimed, then the address the proxy saw. */
const viaProxy = (seen: string, claimed = '') => ({ 'x-forwarded-for': claimed ? `${claimed}, ${seen}` : seen });

const login = (server: TestServer, body: object, headers: Record<string, string> = {}) => server.client().post('/api/login', body, { headers });

describe('sign-in throttling', () => {
  it(`locks an account after ${LOGIN_MAX_FAILURES} failures spread over as many addresses`, async () => {
    const user = await buildUser(proxied.app.db);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await login(proxied, { username: user.username, password: 'wrong-password' }, viaProxy(`198.51.100.${i + 1}`))).status).toBe(401);
    }
    const blocked = await login(proxied, { username: user.username, password: user.password }, viaProxy('198.51.100.200'));
    const bystander = await buildUser(proxied.app.db);
    const others = await login(proxied, { username: bystander.username, password: bystander.password }, viaProxy('198.51.100.1'));
    figures.push(`account locked after ${LOGIN_MAX_FAILURES} failures from ${LOGIN_MAX_FAILURES} addresses: ${blocked.status === 429 ? 'yes' : 'no'} (other accounts from those addresses: ${others.status})`);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(others.status).toBe(200);
  });

  const addressCases: Array<[what: string, server: () => TestServer, headers: (i: number) => Record<string, string>]> = [
    ['no proxy, a forged X-Forwarded-For on every try', () => direct, (i) => ({ 'x-forwarded-for': `203.0.113.${i % 250}` })],
    ['behind the proxy, a forged address before the one the proxy saw', () => proxied, (i) => viaProxy('192.0.2.77', `203.0.113.${i % 250}`)],
  ];
  for (const [what, server, headers] of addressCases) {
    it(`locks an address after ${LOGIN_ADDRESS_MAX_FAILURES} failures across accounts (${what})`, { timeout: 180_000 }, async () => {
      const real = await buildUser(server().app.db);
      // Five at a time: an attacker's burst, and quicker on two cores than one by one.
      for (let i = 0; i < LOGIN_ADDRESS_MAX_FAILURES; i += 5) {
        const batch = await Promise.all(
          Array.from({ length: 5 }, (_, j) => login(server(), { username: uniqueName('nobody'), password: 'guess-123' }, headers(i + j))),
        );
        expect(batch.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
      }
      const blocked = await login(server(), { username: real.username, password: real.password }, headers(999));
      figures.push(`address locked after ${LOGIN_ADDRESS_MAX_FAILURES} failures across ${LOGIN_ADDRESS_MAX_FAILURES} accounts (${what}): ${blocked.status === 429 ? 'yes' : 'no'}`);
      expect(blocked.status).toBe(429);
    });
  }

  it('lets no more than the limit of concurrent guesses reach the password check', { timeout: 120_000 }, async () => {
    const user = await buildUser(proxied.app.db);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login(proxied, { username: user.username, password: 'wrong-password' }, viaProxy('198.51.100.250'))),
    );
    const checked = responses.filter((r) => r.status === 401).length;
    figures.push(`concurrent guesses checked ${checked}/30`);
    expect(checked).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(responses.filter((r) => r.status !== 401 && r.status !== 429)).toEqual([]);
  });
});

describe('two-factor codes', () => {
  async function memberWithTwoFactor() {
    const user = await buildUser(proxied.app.db);
    const secret = newTotpSecret();
    await User.query(proxied.app.db).patch({ totpSecret: secret, totpEnabled: true }).where('id', user.id);
    return { user, secret };
  }

  it('accepts a code once', async () => {
    const { user, secret } = await memberWithTwoFactor();
    const code = await generate({ secret });
    const first = await login(proxied, { username: user.username, password: user.password, code }, viaProxy('198.51.100.240'));
    const replay = await login(proxied, { username: user.username, password: user.password, code }, viaProxy('198.51.100.241'));
    figures.push(`TOTP replays accepted ${replay.status === 200 ? 1 : 0}`);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(401);
  });

  it(`limits code guesses at sign-in to ${LOGIN_MAX_FAILURES}, shared with the password limit`, async () => {
    const { user, secret } = await memberWithTwoFactor();
    const right = await generate({ secret });
    const wrong = right === '000000' ? '111111' : '000000';
    let guesses = 0;
    for (let i = 0; i < 30; i += 1) {
      const response = await login(proxied, { username: user.username, password: user.password, code: wrong }, viaProxy(`198.51.100.${100 + i}`));
      if (response.status === 429) {
        break;
      }
      guesses += 1;
    }
    const withRightCode = await login(proxied, { username: user.username, password: user.password, code: right }, viaProxy('198.51.100.99'));
    figures.push(`TOTP guesses at sign-in before the lock ${guesses}`);
    expect(guesses).toBe(LOGIN_MAX_FAILURES);
    expect(withRightCode.status).toBe(429);
  });

  it(`limits code guesses to turn two-factor off to ${TWO_FACTOR_MAX_FAILURES}`, async () => {
    const { user, secret } = await memberWithTwoFactor();
    const client = await quickSignIn(proxied, user);
    const right = await generate({ secret });
    const wrong = right === '000000' ? '111111' : '000000';
    let guesses = 0;
    for (let i = 0; i < 30; i += 1) {
      const response = await client.post('/api/user/2fa-disable', { code: wrong });
      if (response.status === 429) {
        break;
      }
      guesses += 1;
    }
    figures.push(`TOTP guesses to turn two-factor off before the lock ${guesses}`);
    expect(guesses).toBe(TWO_FACTOR_MAX_FAILURES);
    expect((await client.post('/api/user/2fa-disable', { code: right })).status).toBe(429);
  });
});
