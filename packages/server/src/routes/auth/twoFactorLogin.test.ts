import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@signals/protocol';
import { User } from '../../db/models/index.js';
import { newTotpSecret } from '../../services/totp.js';
import { buildUser } from '../../../test/support/factories/users.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function userWithTwoFactor() {
  const user = await buildUser(server.app.db);
  const secret = newTotpSecret();
  await User.query(server.app.db).patch({ totpSecret: secret, totpEnabled: true }).where('id', user.id);
  return { user, secret };
}

describe('POST /api/login with two-factor enabled', () => {
  it('asks for the code with 401 { twoFactorRequired: true } and creates no session', async () => {
    const { user } = await userWithTwoFactor();
    const client = server.client();
    const response = await client.post('/api/login', { username: user.username, password: user.password });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ ...englishAnswer(MESSAGES.twoFactorRequired), twoFactorRequired: true });
    expect(client.cookies.size).toBe(0);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('signs in with a valid code, and the same code cannot be used twice', async () => {
    const { user, secret } = await userWithTwoFactor();
    const code = await generate({ secret });

    const first = server.client();
    expect((await first.post('/api/login', { username: user.username, password: user.password, code })).status).toBe(200);
    expect((await first.get('/api/user')).body).toMatchObject({ id: user.id, twoFactorEnabled: true });

    const replay = await server.client().post('/api/login', { username: user.username, password: user.password, code });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ ...englishAnswer(MESSAGES.invalidTwoFactorCode), twoFactorRequired: true });
  });

  it('lets one of five simultaneous sign-ins with the same code through, never more', async () => {
    // A code seen over a shoulder or phished in real time is raced, not replayed later: the step is claimed atomically.
    const { user, secret } = await userWithTwoFactor();
    const code = await generate({ secret });
    const clients = Array.from({ length: 5 }, () => server.client());
    const answers = await Promise.all(clients.map((client) => client.post('/api/login', { username: user.username, password: user.password, code })));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401]);
    for (const refused of answers.filter((answer) => answer.status === 401)) {
      expect(refused.body).toEqual({ ...englishAnswer(MESSAGES.invalidTwoFactorCode), twoFactorRequired: true });
    }
    const signedIn = await Promise.all(clients.map(async (client) => (await client.get('/api/user')).status));
    expect(signedIn.filter((status) => status === 200)).toHaveLength(1);
  });

  it('refuses a wrong code', async () => {
    const { user, secret } = await userWithTwoFactor();
    const good = await generate({ secret });
    const wrong = good === '000000' ? '111111' : '000000';
    const response = await server.client().post('/api/login', { username: user.username, password: user.password, code: wrong });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ twoFactorRequired: true });
  });

  it('never asks for the code before the password is right', async () => {
    const { user } = await userWithTwoFactor();
    const response = await server.client().post('/api/login', { username: user.username, password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(englishAnswer(MESSAGES.invalidCredentials));
  });
});
