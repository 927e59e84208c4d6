// Runs package scripts at the same time and fails when any of them fails.
// `pnpm test` runs the SQLite suite and the PostgreSQL/two-process suites
// together: much of their time is spent waiting on sockets, timers and the
// database, so on two cores the pair finishes well before the one-after-the-
// other sum. Each line is prefixed with its script's name; a summary of exit
// codes and durations closes the run.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs <script> [<script> ...]');
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

const results = await Promise.all(scripts.map(run));
for (const { script, code, signal, seconds } of results) {
  const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
  console.info(`${script}: ${status} in ${Math.round(seconds)} s`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
