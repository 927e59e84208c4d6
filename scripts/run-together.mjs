// Runs package scripts at the same time and fails when any of them fails.
// `pnpm test` runs its three lanes this way (issue 39): the end-to-end suite, the SQLite suite, and the
// PostgreSQL/two-process suites. Much of their time is spent waiting on sockets, browsers, timers and the database,
// so they overlap well; with `--slots cores` no more run at once than the machine has cores (at least two), each
// next one starting as soon as one ends, in the order given. On two cores the two vitest lanes start, and the
// end-to-end suite takes the place of whichever ends first instead of waiting for the slowest; with more cores all
// three run at once. Each line is prefixed with its script's name; a summary of exit codes and durations closes the
// run.
//
//   node scripts/run-together.mjs [--slots <n>|cores] <script> [<script> ...]
import os from 'node:os';
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const argv = process.argv.slice(2);
const slotsAt = argv.indexOf('--slots');
const scripts = slotsAt < 0 ? argv : argv.filter((_, index) => index !== slotsAt && index !== slotsAt + 1);
const slotsWanted = slotsAt < 0 ? String(scripts.length) : argv[slotsAt + 1];
const slots = slotsWanted === 'cores' ? Math.max(2, os.availableParallelism()) : Number(slotsWanted);
if (scripts.length === 0 || !Number.isInteger(slots) || slots < 1) {
  console.error('usage: node scripts/run-together.mjs [--slots <n>|cores] <script> [<script> ...]');
  process.exit(2);
}

/** pnpm as it started us (npm_execpath), else pnpm 10 from the registry as the README runs it. */
function pnpmCommand(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : [execPath, args];
  }
  return ['npx', ['-y', 'pnpm@10', ...args]];
}

function run(script) {
  const started = Date.now();
  const [command, args] = pnpmCommand(['run', script]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const width = Math.max(...scripts.map((s) => s.length));
  const prefix = `[${script.padEnd(width)}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream }).on('line', (line) => out.write(prefix + line + '\n'));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ script, code: code ?? 1, signal, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Runs the scripts in order, at most `slots` at once, each next one as soon as a slot frees. */
async function runInSlots() {
  const results = [];
  let next = 0;
  const lane = async () => {
    while (next < scripts.length) {
      const script = scripts[next];
      next += 1;
      results.push(await run(script));
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, scripts.length) }, lane));
  return scripts.map((script) => results.find((result) => result.script === script));
}

const results = await runInSlots();
for (const { script, code, signal, seconds } of results) {
  const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
  console.info(`${script}: ${status} in ${Math.round(seconds)} s`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
