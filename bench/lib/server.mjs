/** Helpers to build, seed and start the real server as it ships, for the benchmarks. */
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nowUs } from './stats.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_MAIN = path.join(ROOT, 'packages/server/dist/server.js');
export const ADMIN = { username: 'benchadmin', password: 'bench-admin-password-1' };

/**
 * On a shared machine, other work skews every figure. With --nice N (root
 * only for N < 0) the benchmark's processes get that scheduling priority, so
 * they keep their share of the CPUs while others run; recorded with the figures.
 */
export function applyNice(pid = 0) {
  const nice = process.env.BENCH_NICE;
  if (nice !== undefined && nice !== '') {
    os.setPriority(pid, Number(nice));
  }
}

/** Builds the server (and the protocol it needs) as its package's build does, unless told not to. */
export function buildServer(skip) {
  if (skip && fs.existsSync(SERVER_MAIN)) {
    return;
  }
  // The package's build without pnpm on the PATH: tsc -b follows the project references (protocol, seeds), then the
  // bundle writes dist/server.js, the file the benchmarks start.
  const serverDir = path.join(ROOT, 'packages/server');
  console.log('Building the server (tsc -b tsconfig.build.json, then its bundle)');
  execFileSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-b', 'tsconfig.build.json'], { cwd: serverDir, stdio: 'inherit' });
  execFileSync(process.execPath, ['build/bundle.mjs'], { cwd: serverDir, stdio: 'inherit' });
}

export function tempDataDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The environment the server runs with in a benchmark: production, its own data folder, no demo data. */
export function serverEnv(dataDir, port, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_REQUESTS: 'false',
    // One process on SQLite unless a phase says otherwise (the two-process phase passes its PostgreSQL and Redis).
    DATABASE_URL: '',
    REDIS_URL: '',
    ...extra,
  };
}

/**
 * Seeds users and their sessions straight into the database (one password
 * hash for all), the way the session store writes them. Resolves with the
 * client list: cookie header and tier per user.
 */
export function seed(dataDir, args, env = {}) {
  const out = path.join(dataDir, 'bench-clients.json');
  execFileSync(process.execPath, [path.join(ROOT, 'bench/lib/seed.mjs'), ...args.map(String)], {
    env: serverEnv(dataDir, 0, { ...env, BENCH_SEED_OUT: out }),
    stdio: 'inherit',
  });
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

/** Starts the built server with an IPC channel; resolves once it listens. */
export async function startServer(dataDir, port, { nodeArgs = [], env = {}, main = SERVER_MAIN } = {}) {
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (or "--trace-gc"): Node flags for the server
  // process only, to profile it; its output is then shown.
  const extraArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = fork(main, [], {
    env: serverEnv(dataDir, port, env),
    execArgv: [...nodeArgs, ...extraArgs],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  applyNice(child.pid);
  await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('Listening on')) {
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${code} before listening:\n${text}`)));
  });
  if (extraArgs.length > 0) {
    // Profiling or tracing flags print to stdout: show it.
    child.stdout.pipe(process.stderr);
  } else {
    child.stdout.resume();
  }
  return child;
}

export async function stopServer(child) {
  if (child.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Sends a request over IPC and waits for the answer carrying the same `re`. */
let nextId = 1;
export function ask(child, message, timeoutMs = 600_000) {
  const re = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer to ${JSON.stringify(message).slice(0, 80)}`)), timeoutMs);
    const onMessage = (reply) => {
      if (reply && reply.re === re) {
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(reply);
      }
    };
    child.on('message', onMessage);
    child.send({ ...message, re });
  });
}

/** A tiny cookie-keeping HTTP client for signing in and calling the API. */
export class ApiClient {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.cookies = new Map();
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method, pathname, body) {
    const headers = { cookie: this.cookieHeader() };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + pathname, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /**
   * Signs in. A staff account turns two-factor on at its first sign-in, as an operator must in production (where staff
   * reach the back office only with it, issue 46), and gives one of its recovery codes at the next ones (a TOTP code
   * may be used once per 30 seconds; a benchmark signs in more often).
   */
  async signIn(username, password) {
    const recoveryCode = twoFactorSecrets.get(username)?.shift();
    const response = await this.request('POST', '/api/login', { username, password, ...(recoveryCode ? { recoveryCode } : {}) });
    if (response.status !== 200) {
      throw new Error(`Signing in as ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    if (response.body.isAdmin && !response.body.twoFactorEnabled) {
      const setup = await this.request('POST', '/api/user/2fa-setup', { password });
      const verified = await this.request('POST', '/api/user/2fa-verify', { code: await totpCode(setup.body.secretKey), password });
      if (verified.status !== 200) {
        throw new Error(`Turning on two-factor for ${username} failed: ${verified.status} ${JSON.stringify(verified.body)}`);
      }
      twoFactorSecrets.set(username, verified.body.recoveryCodes);
    }
  }
}

/** The unused recovery codes of the staff accounts this benchmark turned two-factor on for, by username. */
const twoFactorSecrets = new Map();

/** A TOTP code now, with the server's own library (a dependency of the server package, not of the benchmarks). */
async function totpCode(secret) {
  const otplib = await import(createRequire(path.join(ROOT, 'packages/server/package.json')).resolve('otplib'));
  return otplib.generate({ secret });
}

/**
 * One request to the server on `port` over `agent` (keep-alive, so an open-loop sender reuses connections); resolves
 * with the status, the body and when the answer ended (never rejects: an error is a status of its own).
 */
export function send(agent, port, method, pathname, { body, headers = {} } = {}) {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: pathname, method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text, t1: nowUs() }));
        response.on('error', (error) => resolve({ status: 'error', text: error.message, t1: nowUs() }));
      },
    );
    request.on('error', (error) => resolve({ status: 'error', text: error.message, t1: nowUs() }));
    request.end(body);
  });
}
