import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/support/testServer.js';
import { effectiveBacklog } from './listenBacklog.js';

/** The most connections the kernel queues for a listening port: `ss` shows it as a listener's Send-Q. */
function listenQueue(port: number): number {
  const line = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }).trim().split('\n')[0] ?? '';
  const [, , sendQ] = line.trim().split(/\s+/);
  return Number(sendQ);
}

describe('the listen queue', () => {
  it('is as long as LISTEN_BACKLOG asks (4096 unless set), within the kernel cap', async () => {
    const asked = await startTestServer({ LISTEN_BACKLOG: '1234' });
    const byDefault = await startTestServer();
    try {
      const cap = effectiveBacklog(65535).cap ?? 65535;
      expect(listenQueue(Number(new URL(asked.baseUrl).port))).toBe(Math.min(1234, cap));
      // Node's own default is 511: the server asks for more.
      expect(listenQueue(Number(new URL(byDefault.baseUrl).port))).toBe(Math.min(4096, cap));
    } finally {
      await Promise.all([asked.close(), byDefault.close()]);
    }
  });

  it('is reported capped by the kernel when somaxconn is lower than asked', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-somaxconn-'));
    const file = path.join(dir, 'somaxconn');
    fs.writeFileSync(file, '1024\n');
    expect(effectiveBacklog(4096, file)).toEqual({ requested: 4096, cap: 1024, effective: 1024 });
    expect(effectiveBacklog(512, file)).toEqual({ requested: 512, cap: 1024, effective: 512 });
    // Where the system does not say (not Linux), the request is what is known.
    expect(effectiveBacklog(4096, path.join(dir, 'missing'))).toEqual({ requested: 4096, cap: null, effective: 4096 });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
