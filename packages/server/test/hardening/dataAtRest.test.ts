import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@signals/protocol';
import { newTotpSecret } from '../../src/services/totp.js';
import { buildUser, DEFAULT_PASSWORD } from '../support/factories/users.js';
import { quickSignIn } from '../support/quickSessions.js';
import { startTestServer } from '../support/testServer.js';
import { atRestFigures, dataFolder, enrolledMember, modeOf, onSqlite, replaceStoredKeys, setStoredTotp, signInWithNextCode, storedKeys, storedTotpColumn } from '../support/atRest.js';
import { englishAnswer } from '../support/inEnglish.js';

const figures = atRestFigures('data at rest');

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
      let codesInFiles = 0;
      const codes = members.flatMap((member) => member.recoveryCodes);
      if (onSqlite) {
        const bytes = ['signals.db', 'signals.db-wal'].map((name) => fs.readFileSync(path.join(server.config.dataDir, name)).toString('latin1')).join('');
        inFiles = members.filter((member) => bytes.includes(member.secret)).length;
        // Recovery codes are kept as keyed hashes only: none is in the files, typed either way.
        codesInFiles = codes.filter((code) => bytes.includes(code) || bytes.includes(code.replace('-', ''))).length;
      }
      const signedIn = await signInWithNextCode(server, members[0]!);
      figures.push(
        `readable TOTP secrets in the column ${readable}/${members.length}${onSqlite ? `, in the database files ${inFiles}/${members.length}, recovery codes in the database files ${codesInFiles}/${codes.length}` : ''}`,
      );
      expect(readable).toBe(0);
      expect(inFiles).toBe(0);
      expect(codes).toHaveLength(members.length * 10);
      expect(codesInFiles).toBe(0);
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
        expect(response.body).toMatchObject(englishAnswer(MESSAGES.invalidTwoFactorCode));
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

