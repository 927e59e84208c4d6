import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

/** The web build the shared server serves (another can be given: parallel work builds into its own folder). */
export const SHARED_WEB_DIST = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../../packages/web/dist');

/** A server of a journey's own (not the shared one the config starts): its address, its folder, and how to stop it. */
export interface OwnServer {
  url: string;
  /** A fresh folder for this server alone: its data, and whatever else the journey keeps beside it. */
  root: string;
  close(): Promise<void>;
}

/**
 * Starts the built server, as it ships, on a fresh data folder and a free port, with `env` on top of the shared
 * server's settings: for a journey that needs a deployment configured otherwise (a new web build, a chain).
 *
 * @param name a word for the folder and the error messages.
 * @param env variables set for this server alone; `webDist` defaults to the shared build.
 */
export async function startOwnServer(name: string, env: (root: string) => Record<string, string> = () => ({})): Promise<OwnServer> {
  const port = await freePort();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `signals-e2e-${name}-`));
  const server: ChildProcess = spawn(process.execPath, [path.resolve(import.meta.dirname, 'freshServer.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(root, 'data'),
      WEB_DIST: SHARED_WEB_DIST,
      NODE_ENV: 'development',
      LOG_REQUESTS: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      ...env(root),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // A fresh server migrates and seeds its database before it answers: on a busy machine that alone can take most of
  // a hook's 30 s. The hook or test starting it gets the time the wait below may take, on top of its own.
  test.info().setTimeout(test.info().timeout + 45_000);
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (up) {
      break;
    }
    if (tries > 400 || server.exitCode !== null) {
      server.kill();
      throw new Error(`The ${name} journey's server did not start on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    root,
    async close() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        // A server still draining a socket a failed step left open is not waited for past this.
        const late = setTimeout(() => server.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(late);
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A port free on the loopback interface now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
