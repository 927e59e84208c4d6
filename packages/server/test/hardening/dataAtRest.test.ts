import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES, TwoFactorSetup } from '@signals/protocol';
import { isSqlite, type Db } from '../../src/db/knex.js';
import { User } from '../../src/db/models/index.js';
import { newTotpSecret } from '../../src/services/totp.js';
import { buildAdmin, buildUser, DEFAULT_PASSWORD, uniqueName } from '../support/factories/users.js';
import { quickSignIn } from '../support/quickSessions.js';
import { signIn } from '../support/signIn.js';
import type { TestClient } from '../support/testClient.js';
import { startTestServer, type TestServer } from '../support/testServer.js';

const onSqlite = !process.env.SIGNALS_TEST_DATABASE_URL;
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const figures: string[] = [];
const folders: string[] = [];

afterAll(() => {
  console.info(`[hardening] data at rest (${onSqlite ? 'SQLite' : 'PostgreSQL'}): ${figures.join('; ')}`);
  folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** A data folder that outlives one server, for restarts (on PostgreSQL it names the schema). */
function dataFolder(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-at-rest-'));
  folders.push(parent);
  return path.join(parent, 'data');
}

function modeOf(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8).padStart(4, '0');
}

/** The users.totp_secret column as stored, read with plain SQL (no model in between). */
async function storedTotpColumn(db: Db): Promise<Array<{ id: number; value: string }>> {
  const result = (await db.raw('select id, totp_secret as value from users where totp_secret is not null order by id')) as unknown;
  return (isSqlite(db) ? result : (result as { rows: unknown }).rows) as Array<{ id: number; value: string }>;
}

async function setStoredTotp(db: Db, id: number, value: string | null, enabled = true): Promise<void> {
  await db.raw('update users set totp_secret = ?, totp_enabled = ? where id = ?', [value, enabled, id]);
}

/** The stored keys as the server keeps them: secrets.json on SQLite, the server_secrets row on PostgreSQL. */
async function storedKeys(server: TestServer): Promise<{ sessionKeys: string[]; dataKeys?: Array<{ id: string; key: string }> }> {
  if (onSqlite) {
    return JSON.parse(fs.readFileSync(path.join(server.config.dataDir, 'secrets.json'), 'utf8')) as { sessionKeys: string[] };
  }
  const result = await server.app.db.raw<{ rows: Array<{ value: string }> }>("select value from server_secrets where name = 'session'");
  return JSON.parse(result.rows[0]!.value) as { sessionKeys: string[] };
}

async function replaceStoredKeys(server: TestServer, keys: object): Promise<void> {
  if (onSqlite) {
    fs.writeFileSync(path.join(server.config.dataDir, 'secrets.json'), JSON.stringify(keys));
    return;
  }
  await server.app.db.raw("update server_secrets set value = ? where name = 'session'", [JSON.stringify(keys)]);
}

/** `pnpm rotate-keys` as an operator runs it: its own process, configured by the environment alone. */
function rotateKeys(config: TestServer['config']): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: config.dataDir };
  if (config.databaseUrl) {
    Object.assign(env, { DATABASE_URL: config.databaseUrl, DATABASE_SCHEMA: config.databaseSchema });
  }
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/cli/rotateKeys.ts'], { cwd: serverRoot, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** A member with two-factor on, turned on through the API as a member would; `step` is the next time step a code may use. */
async function enrolledMember(server: TestServer) {
  const user = await buildUser(server.app.db);
  const client = await quickSignIn(server, user);
  const { secretKey } = TwoFactorSetup.parse((await client.post('/api/user/2fa-setup', { password: user.password })).body);
  expect((await client.post('/api/user/2fa-verify', { code: await generate({ secret: secretKey }), password: user.password })).status).toBe(200);
  return { user, client, secret: secretKey };
}

/** A sign-in with the code of the next time step (the current one was spent turning two-factor on). */
async function signInWithNextCode(server: TestServer, member: { user: { username: string }; secret: string }, client: TestClient = server.client()) {
  const code = await generate({ secret: member.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  return client.post('/api/login', { username: member.user.username, password: DEFAULT_PASSWORD, code });
}

describe('file permissions', () => {
  // On PostgreSQL the folder holds no database, lock or keys: only the folder itself is checked there.
  const FILES = onSqlite ? ['signals.db', 'signals.db-wal', 'signals.db-shm', 'server.lock', 'secrets.json'] : [];

  it('creates the data folder 0700 and the database, its WAL files, the lock and the keys 0600 under a permissive umask', async () => {
    const dir = dataFolder();
    const umask = process.umask(0o000);
    try {
      const server = await startTestServer({ DATA_DIR: dir });
      try {
        // A write, so the write-ahead log has content.
        await buildUser(server.app.db);
        const modes = Object.fromEntries(['.', ...FILES].map((name) => [name, modeOf(path.join(dir, name))]));
        figures.push(`modes under umask 0000: ${Object.entries(modes).map(([name, mode]) => `${name === '.' ? 'folder' : name} ${mode}`).join(', ')}`);
        expect(modes).toEqual(Object.fromEntries(['.', ...FILES].map((name) => [name, name === '.' ? '0700' : '0600'])));
      } finally {
        await server.close();
      }
    } finally {
      process.umask(umask);
    }
  });

  it('tightens a data folder and files left readable by others when it starts', async () => {
    const dir = dataFolder();
    await (await startTestServer({ DATA_DIR: dir })).close();
    const left = FILES.filter((name) => fs.existsSync(path.join(dir, name)));
    fs.chmodSync(dir, 0o755);
    left.forEach((name) => fs.chmodSync(path.join(dir, name), 0o644));
    const server = await startTestServer({ DATA_DIR: dir });
    try {
      const modes = ['.', ...left].map((name) => modeOf(path.join(dir, name)));
      figures.push(`loose folder${left.length > 0 ? ` and ${left.join(', ')}` : ''} tightened at start: ${modes.join(' ')}`);
      expect(modes).toEqual(['0700', ...left.map(() => '0600')]);
    } finally {
      await server.close();
    }
  });
});

describe('TOTP secrets at rest', () => {
  it('stores no readable secret: the column and the database files hold none, and the member signs in with a code', async () => {
    const server = await startTestServer();
    try {
      const members = [await enrolledMember(server), await enrolledMember(server), await enrolledMember(server)];
      const stored = await storedTotpColumn(server.app.db);
      let readable = 0;
      for (const member of members) {
        const value = stored.find((row) => row.id === member.user.id)?.value ?? '';
        readable += value.includes(member.secret) ? 1 : 0;
        expect(value).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
      }
      let inFiles = 0;
      if (onSqlite) {
        const bytes = ['signals.db', 'signals.db-wal'].map((name) => fs.readFileSync(path.join(server.config.dataDir, name)).toString('latin1')).join('');
        inFiles = members.filter((member) => bytes.includes(member.secret)).length;
      }
      const signedIn = await signInWithNextCode(server, members[0]!);
      figures.push(`readable TOTP secrets in the column ${readable}/${members.length}${onSqlite ? `, in the database files ${inFiles}/${members.length}` : ''}`);
      expect(readable).toBe(0);
      expect(inFiles).toBe(0);
      expect(signedIn.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('refuses codes against a sealed value that was altered or copied from another member', async () => {
    const server = await startTestServer();
    try {
      const victim = await enrolledMember(server);
      const sealed = (await storedTotpColumn(server.app.db)).find((row) => row.id === victim.user.id)!.value;
      const [version, keyId, iv, body] = sealed.split('.') as [string, string, string, string];
      const flipped = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
      const attacker = await buildUser(server.app.db);
      const attempts: Array<[string, number, string]> = [
        // The victim's own value, one byte changed in the ciphertext, the IV, or the key id.
        ['ciphertext altered', victim.user.id, [version, keyId, iv, flipped(body)].join('.')],
        ['IV altered', victim.user.id, [version, keyId, flipped(iv), body].join('.')],
        ['key id altered', victim.user.id, [version, flipped(keyId), iv, body].join('.')],
        // The victim's value copied onto another account: the attacker would sign in with codes from the victim's app.
        ['copied to another member', attacker.id, sealed],
      ];
      let accepted = 0;
      for (const [what, id, value] of attempts) {
        await setStoredTotp(server.app.db, id, value);
        const username = id === victim.user.id ? victim.user.username : attacker.username;
        const response = await signInWithNextCode(server, { user: { username }, secret: victim.secret });
        accepted += response.status === 200 ? 1 : 0;
        expect(response.status, what).toBe(401);
        expect(response.body).toMatchObject({ message: MESSAGES.invalidTwoFactorCode });
      }
      // The untouched value still works: the refusals were the tampering, not the code.
      await setStoredTotp(server.app.db, victim.user.id, sealed);
      const genuine = await signInWithNextCode(server, victim);
      figures.push(`tampered or copied sealed values accepted ${accepted}/${attempts.length}`);
      expect(accepted).toBe(0);
      expect(genuine.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('upgrades a deployment from before sealing: keys gain a data key, session keys and cookies survive, plaintext secrets are sealed at the first start', async () => {
    const dir = dataFolder();
    let server = await startTestServer({ DATA_DIR: dir });
    const members = await Promise.all([1, 2, 3].map(() => buildUser(server.app.db)));
    const secrets = members.map(() => newTotpSecret());
    for (const [index, member] of members.entries()) {
      // As an older version stored them: the base32 secret itself.
      await setStoredTotp(server.app.db, member.id, secrets[index]!);
    }
    const browser = await quickSignIn(server, members[0]!);
    const { sessionKeys } = await storedKeys(server);
    await replaceStoredKeys(server, { sessionKeys });
    await server.close();

    server = await startTestServer({ DATA_DIR: dir });
    try {
      const keys = await storedKeys(server);
      const stored = await storedTotpColumn(server.app.db);
      const plaintext = stored.filter((row) => secrets.includes(row.value)).length;
      const cookieStillValid = (await browser.clone(server.baseUrl).get('/api/user')).status === 200;
      const code = await generate({ secret: secrets[1]! });
      const signedIn = await server.client().post('/api/login', { username: members[1]!.username, password: DEFAULT_PASSWORD, code });
      figures.push(`after the upgrade: plaintext secrets left ${plaintext}/${secrets.length}, session keys kept ${keys.sessionKeys.join() === sessionKeys.join() ? 'yes' : 'no'}, old cookie valid ${cookieStillValid ? 'yes' : 'no'}`);
      expect(plaintext).toBe(0);
      expect(stored.map((row) => row.value.split('.')[1])).toEqual(secrets.map(() => keys.dataKeys![0]!.id));
      expect(keys.sessionKeys).toEqual(sessionKeys);
      expect(cookieStillValid).toBe(true);
      expect(signedIn.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

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
      for (const member of members) {
        cookies += (await member.browser.clone(server.baseUrl).get('/api/user')).status === 200 ? 1 : 0;
        signIns += (await signInWithNextCode(server, member)).status === 200 ? 1 : 0;
      }
      figures.push(
        `rotation with the server stopped: secrets under the old key ${underOld}, under the new ${underNew}/${members.length}; old cookies valid ${cookies}/${members.length}; 2FA sign-ins ${signIns}/${members.length}`,
      );
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

describe('usernames that would pass for staff', () => {
  const REFUSED = ['admin', 'Adm1n', 'admin.', 'a.d.m.i.n', 'supp0rt', 'r00t', 'SYSTEM', 'moderator_1', 'superadmin', 'f0under'];
  const reserved = { message: MESSAGES.usernameReserved, issues: [{ path: 'username', message: MESSAGES.usernameReserved }] };

  it('are refused at registration and at a member’s rename, with a 400 naming the field; admins are not held to it', async () => {
    // The first admin comes from ADMIN_USERNAME, and may well be called root.
    const server = await startTestServer({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'Root#Passw0rd2026' });
    try {
      await buildAdmin(server.app.db, { username: 'founder' });
      let registered = 0;
      for (const username of REFUSED) {
        const response = await server.client().post('/api/register', { username, email: `${uniqueName()}@example.com`, password: 'secret12' });
        registered += response.status === 201 ? 1 : 0;
        expect(response.status, username).toBe(400);
        expect(response.body).toEqual(reserved);
      }
      const member = await buildUser(server.app.db);
      const client = await quickSignIn(server, member);
      let renamed = 0;
      for (const username of REFUSED) {
        const response = await client.patch(`/api/users/${member.id}`, { username, email: member.email });
        renamed += response.status === 200 ? 1 : 0;
        expect(response.status, username).toBe(400);
        expect(response.body).toEqual(reserved);
      }
      expect((await User.query(server.app.db).findById(member.id))!.username).toBe(member.username);
      figures.push(`names that pass for staff accepted: ${registered}/${REFUSED.length} at registration, ${renamed}/${REFUSED.length} at rename`);
      expect(registered).toBe(0);
      expect(renamed).toBe(0);

      // Ordinary names still pass, and so does a member's own name taken before the rule.
      const ordinary = `rootbeer_${uniqueName('x')}`;
      expect((await server.client().post('/api/register', { username: ordinary, email: `${ordinary}@example.com`, password: 'secret12' })).status).toBe(201);
      const grandfathered = await buildUser(server.app.db, { username: `admin_${uniqueName('old')}` });
      const keeps = await (await quickSignIn(server, grandfathered)).patch(`/api/users/${grandfathered.id}`, { username: grandfathered.username, email: `new-${grandfathered.email}` });
      expect(keeps.status).toBe(200);

      // Admins: the first admin signs in; an admin renames a member in the back office and themself on their profile.
      const root = await signIn(server, { username: 'root', password: 'Root#Passw0rd2026' });
      const backOffice = await root.patch(`/api/admin/users/${member.id}`, { username: 'support_desk', email: member.email, isPremium: false, isAdmin: false });
      expect(backOffice.status, backOffice.text).toBe(200);
      const rootId = (await root.get<{ id: number }>('/api/user')).body.id;
      expect((await root.patch(`/api/users/${rootId}`, { username: 'system', email: 'root@localhost.invalid' })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
