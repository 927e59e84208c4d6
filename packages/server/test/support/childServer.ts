import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientsAt, signIn } from './signIn.js';
import { TEST_PASSWORD_HASH_COST } from './passwordCost.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const CHILD_ADMIN = { username: 'hardadmin', password: 'Hardening#Admin2026' };

export interface ChildServer {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  output(): string;
}

// A free TCP port on the loopback, so a restarted server can take the same one.
export { freePort } from '../../src/dev/freePort.js';

/**
 * The database env of a child server: the SQLite file in the data folder, or,
 * when the suite runs on PostgreSQL, a schema of its own that the run's
 * global teardown drops (see test/support/globalSetup.ts).
 */
export function databaseEnv(): Record<string, string> {
  const url = process.env.SIGNALS_TEST_DATABASE_URL;
  if (!url) {
    return {};
  }
  return { DATABASE_URL: url, DATABASE_SCHEMA: `t_${process.env.SIGNALS_TEST_RUN ?? 'adhoc'}_child_${randomBytes(4).toString('hex')}` };
}

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newest(dir: string, skip: RegExp): number {
  if (!fs.existsSync(dir)) {
    return 0;
  }
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !skip.test(entry.name)) {
      latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return latest;
}

/**
 * Whether the built server is at least as new as every source it is built
 * from (server, protocol, seeds): then it starts in a second instead of
 * compiling through tsx. `pnpm test` builds first, so CI runs the built
 * server; a unit run on fresh edits runs the sources.
 */
function builtIsFresh(): boolean {
  const root = path.resolve(serverRoot, '../..');
  // The one-file build the production start runs (build/bundle.mjs), written last by every build.
  const built = path.join(serverRoot, 'dist/server.js');
  if (!fs.existsSync(built)) {
    return false;
  }
  const builtAt = fs.statSync(built).mtimeMs;
  return [path.join(serverRoot, 'src'), path.join(root, 'packages/protocol/src'), path.join(root, 'seeds/src')].every((dir) => newest(dir, /\.test\.ts$/) <= builtAt);
}

/** How the child runs: HARDENING_SERVER=built or source forces one; otherwise the build when it is fresh. */
function serverCommand(): string[] {
  const wanted = process.env.HARDENING_SERVER;
  const built = wanted === 'built' || (wanted !== 'source' && builtIsFresh());
  return built ? ['dist/server.js'] : ['--import', 'tsx', '--conditions=source', 'src/main.ts'];
}

/**
 * Starts the real entry point as its own process (the built one when it is
 * up to date, else the sources through tsx) and resolves once it listens.
 */
export async function startChild(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, serverCommand(), {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      SEED_DEMO_DATA: 'false',
      PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
      LOG_REQUESTS: 'false',
      ADMIN_USERNAME: CHILD_ADMIN.username,
      ADMIN_PASSWORD: CHILD_ADMIN.password,
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`The server exited with ${code} before listening: ${output}`));
    });
  });
  return { child, url, exited, output: () => output };
}

/** Signs the admin in on the child server; returns the session cookie. */
export async function childAdminCookie(url: string): Promise<string> {
  const admin = await signIn(clientsAt(url), CHILD_ADMIN);
  return [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** One request on its own connection: whether the server accepted the connection, and what it answered. */
export interface Outcome {
  status: number | null;
  error: string | null;
  body: string;
}

/** Sends one request on a fresh connection (no keep-alive), so a failure belongs to this request alone. */
export function oneShot(url: string, method: string, route: string, options: { cookie?: string; body?: unknown } = {}): Promise<Outcome> {
  const headers: Record<string, string> = {};
  if (options.cookie) {
    headers.cookie = options.cookie;
  }
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
  }
  return new Promise((resolve) => {
    const request = http.request(url + route, { method, headers, agent: false, timeout: 20_000 }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? null, error: null, body }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ status: null, error: error.code ?? error.message, body }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: null, error: error.code ?? error.message, body: '' }));
    request.end(payload);
  });
}
