// Runs the end-to-end suite again and again on a machine kept busy, and names each journey that failed at least once
// (issue 39). A journey that passes on a quiet machine and fails under load depends on the machine's speed: it waits
// for time instead of for what it needs. Run by hand before calling the suite steady, after `pnpm build`:
//
//   node scripts/flake-hunt.mjs [--runs 5] [--load 2] [-- <playwright arguments, e.g. a spec file or --grep>]
//
// --load is the number of busy loops beside the suite (two on a 2-core machine leave it half the CPU it has in CI).
// Prints, after each run, what failed in it; at the end, each journey that failed with how many times, and exits 1 if
// any did.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function options(argv) {
  const dashes = argv.indexOf('--');
  const own = dashes < 0 ? argv : argv.slice(0, dashes);
  const passed = dashes < 0 ? [] : argv.slice(dashes + 1);
  const value = (name, fallback) => {
    const at = own.indexOf(name);
    const parsed = at < 0 ? fallback : Number(own[at + 1]);
    if (!Number.isInteger(parsed) || parsed < 0) {
      console.error(`${name} takes a whole number`);
      process.exit(2);
    }
    return parsed;
  };
  return { runs: value('--runs', 5), load: value('--load', 2), playwright: passed };
}

/** Busy loops in processes of their own, each holding one core, until stopped. */
function busyLoops(count) {
  const loops = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return () => loops.forEach((loop) => loop.kill('SIGKILL'));
}

/** One run of the suite with Playwright's JSON report; resolves to the titles of the journeys that did not pass. */
function runSuite(run, playwrightArgs) {
  const report = path.join(os.tmpdir(), `flake-hunt-${process.pid}-${run}.json`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--reporter=line,json', ...playwrightArgs], {
      cwd: path.join(root, 'tests'),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    child.on('close', (code) => {
      if (!fs.existsSync(report)) {
        resolve({ failed: [`(the run ended with code ${code} before writing its report)`], seconds: 0 });
        return;
      }
      const parsed = JSON.parse(fs.readFileSync(report, 'utf8'));
      fs.rmSync(report, { force: true });
      resolve({ failed: failedTitles(parsed), seconds: Math.round((parsed.stats?.duration ?? 0) / 1000) });
    });
  });
}

/** The journeys of a Playwright JSON report whose last attempt did not pass (skipped ones are not failures). */
function failedTitles(report) {
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (last && !['passed', 'skipped'].includes(last.status)) {
          failed.push(`[${test.projectName}] ${[...titles, spec.title].filter(Boolean).join(' › ')} (${spec.file}:${spec.line})`);
        }
      }
    }
    for (const child of suite.suites ?? []) {
      walk(child, [...titles, child.title]);
    }
  };
  for (const suite of report.suites ?? []) {
    walk(suite, []);
  }
  return failed;
}

const { runs, load, playwright } = options(process.argv.slice(2));
if (!fs.existsSync(path.join(root, 'packages/server/dist/server.js'))) {
  console.error('Build first (pnpm build): the journeys run against the built app.');
  process.exit(2);
}
console.info(`Flake hunt: ${runs} run(s) of the end-to-end suite beside ${load} busy loop(s) on ${os.availableParallelism()} core(s).`);
const stopLoad = busyLoops(load);
process.on('exit', stopLoad);
// Stopped by hand (Ctrl-C, kill): the busy loops go too, rather than keep the machine busy after the hunt.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => process.exit(130));
}
const failures = new Map();
try {
  for (let run = 1; run <= runs; run += 1) {
    const { failed, seconds } = await runSuite(run, playwright);
    console.info(`Run ${run}/${runs}: ${failed.length === 0 ? 'every journey passed' : `${failed.length} failed`} (${seconds} s)`);
    for (const title of failed) {
      console.info(`  ${title}`);
      failures.set(title, (failures.get(title) ?? 0) + 1);
    }
  }
} finally {
  stopLoad();
}
if (failures.size === 0) {
  console.info(`No journey failed in ${runs} run(s) under load.`);
  process.exit(0);
}
console.info(`Journeys that failed at least once in ${runs} run(s):`);
for (const [title, count] of [...failures].sort((a, b) => b[1] - a[1])) {
  console.info(`  ${count}× ${title}`);
}
process.exit(1);
