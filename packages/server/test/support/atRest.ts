import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { afterAll, expect } from 'vitest';
import { TwoFactorRecoveryCodes, TwoFactorSetup } from '@signals/protocol';
import { isSqlite, type Db } from '../../src/db/knex.js';
import { buildUser, DEFAULT_PASSWORD } from './factories/users.js';
import { quickSignIn } from './quickSessions.js';
import type { TestClient } from './testClient.js';
import type { TestServer } from './testServer.js';

/** What the data-at-rest suites share: stored secrets and keys read as they lie, restarts, the key rotation CLI. */
export const onSqlite = !process.env.SIGNALS_TEST_DATABASE_URL;
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folders: string[] = [];

/** The figures a suite prints at its end, and its data folders removed then. */
export function atRestFigures(suite: string): string[] {
  const figures: string[] = [];
  afterAll(() => {
    console.info(`[hardening] ${suite} (${onSqlite ? 'SQLite' : 'PostgreSQL'}): ${figures.join('; ')}`);
    folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });
  return figures;
}

/** A data folder that outlives one server, for restarts (on PostgreSQL it names the schema). */
export function dataFolder(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-at-rest-'));
  folders.push(parent);
  return path.join(parent, 'data');
}

export function modeOf(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8).padStart(4, '0');
}

/** The users.totp_secret column as stored, read with plain SQL (no model in between). */
export async function storedTotpColumn(db: Db): Promise<Array<{ id: number; value: string }>> {
  const result = (await db.raw('select id, totp_secret as value from users where totp_secret is not null order by id')) as unknown;
  return (isSqlite(db) ? result : (result as { rows: unknown }).rows) as Array<{ id: number; value: string }>;
}

export async function setStoredTotp(db: Db, id: number, value: string | null, enabled = true): Promise<void> {
  await db.raw('update users set totp_secret = ?, totp_enabled = ? where id = ?', [value, enabled, id]);
}

/** The stored keys as the server keeps them: secrets.json on SQLite, the server_secrets row on PostgreSQL. */
export async function storedKeys(server: TestServer): Promise<{ sessionKeys: string[]; dataKeys?: Array<{ id: string; key: string }> }> {
  if (onSqlite) {
    return JSON.parse(fs.readFileSync(path.join(server.config.dataDir, 'secrets.json'), 'utf8')) as { sessionKeys: string[] };
  }
  const result = await server.app.db.raw<{ rows: Array<{ value: string }> }>("select value from server_secrets where name = 'session'");
  return JSON.parse(result.rows[0]!.value) as { sessionKeys: string[] };
}

export async function replaceStoredKeys(server: TestServer, keys: object): Promise<void> {
  if (onSqlite) {
    fs.writeFileSync(path.join(server.config.dataDir, 'secrets.json'), JSON.stringify(keys));
    return;
  }
  await server.app.db.raw("update server_secrets set value = ? where name = 'session'", [JSON.stringify(keys)]);
}

/** `pnpm rotate-keys` as an operator runs it: its own process, configured by the environment alone. */
export function rotateKeys(config: TestServer['config']): Promise<{ code: number | null; output: string }> {
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
export async function enrolledMember(server: TestServer) {
  const user = await buildUser(server.app.db);
  const client = await quickSignIn(server, user);
  const { secretKey } = TwoFactorSetup.parse((await client.post('/api/user/2fa-setup', { password: user.password })).body);
  const verified = await client.post('/api/user/2fa-verify', { code: await generate({ secret: secretKey }), password: user.password });
  expect(verified.status).toBe(200);
  return { user, client, secret: secretKey, recoveryCodes: TwoFactorRecoveryCodes.parse(verified.body).recoveryCodes };
}

/** A sign-in with the code of the next time step (the current one was spent turning two-factor on). */
export async function signInWithNextCode(server: TestServer, member: { user: { username: string }; secret: string }, client: TestClient = server.client()) {
  const code = await generate({ secret: member.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  return client.post('/api/login', { username: member.user.username, password: DEFAULT_PASSWORD, code });
}
