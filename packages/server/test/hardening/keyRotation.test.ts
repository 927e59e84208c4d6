import { describe, expect, it } from 'vitest';
import { buildUser } from '../support/factories/users.js';
import { signIn } from '../support/signIn.js';
import { startTestServer, type TestServer } from '../support/testServer.js';
import { atRestFigures, dataFolder, enrolledMember, onSqlite, rotateKeys, signInWithNextCode, storedKeys, storedTotpColumn } from '../support/atRest.js';

const figures = atRestFigures('key rotation');

describe('key rotation (pnpm rotate-keys)', () => {
  /** Members enrolled through the API, each with a signed-in browser that makes no request until asked. */
  async function membersWithCookies(server: TestServer, count: number) {
    const members = [];
    for (let i = 0; i < count; i += 1) {
      const member = await enrolledMember(server);
      members.push({ ...member, browser: member.client.clone() });
    }
    return members;
  }

  async function valuesUnder(server: TestServer, keyId: string): Promise<number> {
    return (await storedTotpColumn(server.app.db)).filter((row) => row.value.split('.')[1] === keyId).length;
  }

  it('while the server runs: refused on SQLite, changing nothing; on PostgreSQL processes started before and after accept each other’s cookies and the members’ codes', async () => {
    const dir = dataFolder();
    const running = await startTestServer({ DATA_DIR: dir });
    let later: TestServer | undefined;
    try {
      const members = await membersWithCookies(running, 3);
      const before = await storedKeys(running);
      const rotation = await rotateKeys(running.config);
      if (onSqlite) {
        figures.push(`rotation while the server runs: refused ${rotation.code === 1 ? 'yes' : 'no'}, keys changed ${JSON.stringify(await storedKeys(running)) === JSON.stringify(before) ? 'no' : 'yes'}`);
        expect(rotation.code).toBe(1);
        expect(rotation.output).toMatch(/The server is running on the data folder .*: stop it first/);
        expect(await storedKeys(running)).toEqual(before);
        return;
      }
      expect(rotation.code, rotation.output).toBe(0);
      const after = await storedKeys(running);

      // A process started after the rotation signs with the new key; the one started before must accept its cookies.
      later = await startTestServer({ DATA_DIR: dir });
      const newcomer = await buildUser(later.app.db);
      const signedInLater = await signIn(later, newcomer);
      const newCookieOnOld = (await signedInLater.clone(running.baseUrl).get<{ id?: number }>('/api/user')).body.id === newcomer.id;

      let cookies = 0;
      let signIns = 0;
      for (const member of members) {
        cookies += (await member.browser.get('/api/user')).status === 200 ? 1 : 0;
        // On the process started before the rotation: it meets a data key it did not know.
        signIns += (await signInWithNextCode(running, member)).status === 200 ? 1 : 0;
      }
      const underOld = await valuesUnder(running, before.dataKeys![0]!.id);
      figures.push(
        `rotation with servers running: secrets under the old key ${underOld}; old cookies valid ${cookies}/${members.length}; new-key cookie accepted by the older process ${newCookieOnOld ? 'yes' : 'no'}; 2FA sign-ins on the older process ${signIns}/${members.length}`,
      );
      expect(after.sessionKeys).toEqual([expect.any(String), before.sessionKeys[0]]);
      expect(underOld).toBe(0);
      expect(newCookieOnOld).toBe(true);
      expect(cookies).toBe(members.length);
      expect(signIns).toBe(members.length);
    } finally {
      await later?.close();
      await running.close();
    }
  });

  it('with the server stopped: every secret moves to the new key; after a restart old cookies verify and members sign in with codes', async () => {
    const dir = dataFolder();
    let server = await startTestServer({ DATA_DIR: dir });
    const members = await membersWithCookies(server, 3);
    const before = await storedKeys(server);
    await server.close();

    const rotation = await rotateKeys(server.config);
    expect(rotation.code, rotation.output).toBe(0);
    server = await startTestServer({ DATA_DIR: dir });
    try {
      const after = await storedKeys(server);
      const underOld = await valuesUnder(server, before.dataKeys![0]!.id);
      const underNew = await valuesUnder(server, after.dataKeys![0]!.id);
      let cookies = 0;
      let signIns = 0;
      let recoverySignIns = 0;
      for (const member of members) {
        cookies += (await member.browser.clone(server.baseUrl).get('/api/user')).status === 200 ? 1 : 0;
        signIns += (await signInWithNextCode(server, member)).status === 200 ? 1 : 0;
        // Recovery codes are keyed with the TOTP secret, which a rotation seals again but never changes: they still work.
        const recovery = await server.client().post('/api/login', { username: member.user.username, password: member.user.password, recoveryCode: member.recoveryCodes[0] });
        recoverySignIns += recovery.status === 200 ? 1 : 0;
      }
      figures.push(
        `rotation with the server stopped: secrets under the old key ${underOld}, under the new ${underNew}/${members.length}; old cookies valid ${cookies}/${members.length}; 2FA sign-ins ${signIns}/${members.length}; recovery-code sign-ins ${recoverySignIns}/${members.length}`,
      );
      expect(recoverySignIns).toBe(members.length);
      expect(after.sessionKeys).toEqual([expect.any(String), before.sessionKeys[0]]);
      expect(after.sessionKeys[0]).not.toBe(before.sessionKeys[0]);
      expect(underOld).toBe(0);
      expect(underNew).toBe(members.length);
      expect(cookies).toBe(members.length);
      expect(signIns).toBe(members.length);
    } finally {
      await server.close();
    }
  });

  it('drops a data key once nothing uses it, and a session key two rotations old', async () => {
    const dir = dataFolder();
    let server = await startTestServer({ DATA_DIR: dir });
    const member = await enrolledMember(server);
    const stale = member.client.clone();
    const original = await storedKeys(server);
    await server.close();
    for (let i = 0; i < 2; i += 1) {
      const rotation = await rotateKeys(server.config);
      expect(rotation.code, rotation.output).toBe(0);
    }
    server = await startTestServer({ DATA_DIR: dir });
    try {
      const keys = await storedKeys(server);
      const ids = keys.dataKeys!.map((key) => key.id);
      const staleAnswer = await stale.clone(server.baseUrl).get('/api/user');
      figures.push(`after two rotations: data keys kept ${ids.length} (original dropped ${ids.includes(original.dataKeys![0]!.id) ? 'no' : 'yes'}), cookie signed two rotations ago ${staleAnswer.status}`);
      expect(ids).toHaveLength(2);
      expect(ids).not.toContain(original.dataKeys![0]!.id);
      expect(keys.sessionKeys).not.toContain(original.sessionKeys[0]);
      expect(staleAnswer.status).toBe(401);
      expect((await signInWithNextCode(server, member)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

