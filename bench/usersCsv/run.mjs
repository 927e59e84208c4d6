/**
 * bench/usersCsv: GET /api/admin/users.csv (issue 46) at 100,000 members, as the owner downloads it: every member,
 * then one segment; the time to the first byte and to the last, the rows and bytes, and the server's peak resident
 * memory while it writes the export (the export is streamed: rows are read a batch at a time and written as they are
 * read, so the peak should stay near the server's resting size, not grow with the members).
 *
 *   node bench/usersCsv/run.mjs [--members 100000] [--runs 3] [--skip-build] [--json FILE]
 *
 * SQLite always (a temporary data folder, deleted afterwards); PostgreSQL too when DATABASE_URL is set (a schema of
 * its own, dropped afterwards). Downloads go one at a time. The peak is the server process's VmHWM (Linux), reset
 * before each download through /proc/<pid>/clear_refs; elsewhere it is left out.
 */
import { benchStart, onEachDatabase } from '../lib/databases.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN, ApiClient, serverEnv, startServer, stopServer } from '../lib/server.mjs';
import { fmt, quantile } from '../lib/stats.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { values: opts } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4746' },
    json: { type: 'string' },
    nice: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});

const HEADER = 'id,username,email,language,role,premiumKind';
const EXPORTS = [
  ['every member', ''],
  ['a segment: no premium, seen within 30 days', `?segment=${encodeURIComponent(JSON.stringify({ premiumKind: 'none', lastSeenWithinDays: 30 }))}`],
];

/** A process's resident memory, now and at its peak since the last reset, in MiB (Linux); null elsewhere. */
function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Starts a new peak for the process (Linux 4.0+: "5" resets VmHWM to the current RSS). */
function resetPeak(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** One download, read as it arrives (the client counts lines and bytes, it keeps none of them). */
async function download(client, pathname, server) {
  const before = memoryOf(server.pid);
  const peakReset = resetPeak(server.pid);
  const started = performance.now();
  const response = await fetch(client.baseUrl + `/api/admin/users.csv${pathname}`, { headers: { cookie: client.cookieHeader() } });
  if (response.status !== 200) {
    throw new Error(`users.csv answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
  let firstByteMs = null;
  let bytes = 0;
  let lines = 0;
  let head = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.byteLength;
    if (head.length < HEADER.length) {
      head += decoder.decode(chunk, { stream: true });
    }
    for (let i = 0; i < chunk.length; i += 1) {
      if (chunk[i] === 10) {
        lines += 1;
      }
    }
  }
  const ms = performance.now() - started;
  if (!head.startsWith(HEADER)) {
    throw new Error(`The export does not start with its header: ${head.slice(0, 100)}`);
  }
  const after = memoryOf(server.pid);
  return {
    ms,
    firstByteMs,
    rows: lines - 1,
    bytes,
    chunked: response.headers.get('transfer-encoding') === 'chunked',
    rssBeforeMiB: before?.rss ?? null,
    peakRssMiB: peakReset && after ? after.peak : null,
  };
}

async function measure(database, env, dataDir) {
  execFileSync(process.execPath, [path.join(HERE, 'seed.mjs'), opts.members], { env: serverEnv(dataDir, 0, env), stdio: 'inherit' });
  const port = Number(opts.port);
  const server = await startServer(dataDir, port, { env });
  const results = [];
  try {
    const owner = new ApiClient(`http://127.0.0.1:${port}`);
    await owner.signIn(ADMIN.username, ADMIN.password);
    // Warming up (statements prepared, code compiled, pages read): not counted.
    await download(owner, '?segment=%7B%22language%22%3A%22ko%22%7D', server);
    for (const [name, query] of EXPORTS) {
      const runs = [];
      for (let i = 0; i < Number(opts.runs); i += 1) {
        runs.push(await download(owner, query, server));
      }
      const times = runs.map((run) => run.ms).sort((a, b) => a - b);
      const peaks = runs.map((run) => run.peakRssMiB).filter((peak) => peak !== null);
      const last = runs[runs.length - 1];
      const figures = {
        database,
        name,
        runs: runs.length,
        p50Ms: quantile(times, 0.5),
        maxMs: times[times.length - 1],
        firstByteMs: quantile(runs.map((run) => run.firstByteMs).sort((a, b) => a - b), 0.5),
        rows: last.rows,
        bytes: last.bytes,
        chunked: last.chunked,
        rssBeforeMiB: last.rssBeforeMiB,
        peakRssMiB: peaks.length > 0 ? Math.max(...peaks) : null,
      };
      results.push(figures);
      console.log(
        `${database.padEnd(10)} ${name.padEnd(44)} ${fmt(figures.p50Ms, 0).padStart(6)} ms p50 (max ${fmt(figures.maxMs, 0)}), first byte ${fmt(figures.firstByteMs, 0)} ms, ` +
          `${figures.rows.toLocaleString('en')} rows, ${fmt(figures.bytes / 1024 / 1024, 1)} MiB${figures.chunked ? ', chunked' : ''}; server RSS ${fmt(figures.rssBeforeMiB ?? NaN, 0)} MiB before, peak ${fmt(figures.peakRssMiB ?? NaN, 0)} MiB`,
      );
    }
  } finally {
    await stopServer(server);
  }
  return results;
}

const info = await benchStart(opts);
const results = await onEachDatabase('users-csv', measure);

console.log(`\n${info.date} · ${info.nproc} × ${info.cpu} · Node ${info.node} · load ${info.load}${opts.nice ? ` · nice ${opts.nice}` : ''} · ${Number(opts.members).toLocaleString('en')} members`);
if (opts.json) {
  fs.writeFileSync(opts.json, JSON.stringify({ info, options: opts, results }, null, 2));
}
