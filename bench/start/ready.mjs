// Start to ready: spawns `node <entry>` on an existing data folder and times the first 200 from /api/health
// (polled every 5 ms), for each entry in turn, runs interleaved so a busy moment hits all alike. Prints each run,
// the median, and the machine's load at the start and end. For issue 21's "ready in 0.5 s".
//
//   node bench/start/ready.mjs --data DIR [--runs 5] [--port 4620] ENTRY...
//
// ENTRY is a server entry file: packages/server/dist/server.js (the one-file build), packages/server/dist/main.js
// (the compiled modules), or a baseline worktree's. The data folder must hold a database (start the demo once).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { median } from '../lib/stats.mjs';
import { option } from '../web/lib.mjs';

const dataDir = option('data');
const runs = Number(option('runs', '5'));
const port = Number(option('port', '4620'));
const entries = process.argv.slice(2).filter((arg, index, all) => !arg.startsWith('--') && !all[index - 1]?.startsWith('--'));
if (!dataDir || entries.length === 0) {
  throw new Error('usage: node bench/start/ready.mjs --data DIR [--runs 5] ENTRY...');
}

async function once(entry) {
  const started = performance.now();
  const child = spawn(process.execPath, [entry], { env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '', REDIS_URL: '' }, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let ready = null;
  while (ready === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        ready = performance.now() - started;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  child.kill('SIGTERM');
  await exited;
  return ready;
}

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');
console.log(`load at start ${load()}`);
const times = new Map(entries.map((entry) => [entry, []]));
for (let run = 0; run < runs; run += 1) {
  for (const entry of entries) {
    times.get(entry).push(await once(entry));
  }
}
for (const [entry, list] of times) {
  console.log(`${entry}: median ${median(list).toFixed(0)} ms (runs ${list.map((ms) => ms.toFixed(0)).join(', ')})`);
}
console.log(`load at end ${load()}; ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`);
