import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs the real entry point (from source, through tsx) as its own process. */
function runMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('the server process', () => {
  it('stops at once with one line naming an invalid variable', async () => {
    const run = runMain({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    const { stderr } = run.output();
    expect(stderr.trim().split('\n')).toEqual(['Invalid configuration: PORT must be a port number between 0 and 65535 (got "abc")']);
  });

  // Three processes compile the sources through tsx: generous on a busy two-core machine.
  it('starts on an empty data folder with the demo data, answers, and exits 0 on SIGTERM', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-main-'));
    const run = runMain({ PORT: '0', DATA_DIR: dataDir });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = /Listening on (http:\/\/[^\s]+)/.exec(run.output().stdout);
          if (match) {
            clearInterval(timer);
            resolve(match[1]!);
          }
        }, 50);
        void run.exited.then((code) => {
          clearInterval(timer);
          reject(new Error(`exited with ${code}: ${run.output().stderr}`));
        });
      });
      expect(run.output().stdout).toContain('Loaded the demo data');
      // The listen queue it asked for (LISTEN_BACKLOG's 4096), as the kernel grants it.
      expect(run.output().stdout).toMatch(/Listen queue \d+ connections/);
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Admin#2026' }),
      });
      expect(login.status).toBe(200);
      expect(fs.existsSync(path.join(dataDir, 'signals.db'))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);

      // A second process on the same folder refuses to start and says why, in one line.
      const second = runMain({ PORT: '0', DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output().stderr.trim().split('\n')).toEqual([
        `Another server process is already using the data folder ${dataDir}. SQLite serves one process; to run several, use PostgreSQL (DATABASE_URL) and Redis (REDIS_URL).`,
      ]);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
