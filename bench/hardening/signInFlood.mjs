// A member signing in while a flood of sign-ups is hashed (issue 39: the figure bruteForce.test.ts printed, measured
// here; the test asserts the order, that the sign-in is answered ahead of most of the flood). Per run: the sign-in's
// round trip with nothing else going on (the baseline, same run), then N sign-ups at once (each a scrypt hash, queued
// behind the password checks of sign-ins), and, once they are sent, the same sign-in: its round trip, how many sign-ups
// had finished before it was answered, and how long the whole flood took.
//
//   node bench/hardening/signInFlood.mjs [--runs 5] [--flood 150] [--after 300] [--port 4670] [--skip-build]
//
// --after: milliseconds between sending the flood and the sign-in, so the flood is queued at the server (the test waits
// until every sign-up has arrived instead; from another process that is not visible).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { ApiClient, buildServer, seed, startServer, stopServer, tempDataDir } from '../lib/server.mjs';
import { fmt, machine, median } from '../lib/stats.mjs';
import { option } from '../web/lib.mjs';
import { now } from './lib.mjs';

const runs = Number(option('runs', '5'));
const floodSize = Number(option('flood', '150'));
const after = Number(option('after', '300'));
const port = Number(option('port', '4670'));
const MEMBER = { username: 'bench0', password: 'bench-user-password-1' };

/** One sign-in on a fresh browser, timed; throws unless it worked. */
async function timedSignIn(url) {
  const started = now();
  await new ApiClient(url).signIn(MEMBER.username, MEMBER.password);
  return now() - started;
}

async function once(url) {
  const quiet = await timedSignIn(url);
  let finished = 0;
  let created = 0;
  let signedIn = false;
  let finishedBeforeSignIn = 0;
  const floodStarted = now();
  const flood = Array.from({ length: floodSize }, async () => {
    const username = `flood_${randomBytes(5).toString('hex')}`;
    const response = await new ApiClient(url).request('POST', '/api/register', { username, email: `${username}@bench.invalid`, password: 'Flood#2026' });
    finished += 1;
    created += response.status === 201 ? 1 : 0;
    finishedBeforeSignIn += signedIn ? 0 : 1;
  });
  await new Promise((resolve) => setTimeout(resolve, after));
  const during = await timedSignIn(url);
  signedIn = true;
  await Promise.all(flood);
  return { quiet, during, finishedBeforeSignIn, created, finished, floodMs: now() - floodStarted };
}

async function main() {
  buildServer(process.argv.includes('--skip-build'));
  const dataDir = tempDataDir('signals-signin-flood-');
  const env = { REGISTRATION_LIMIT: '100000' };
  seed(dataDir, [1, 0], env);
  const server = await startServer(dataDir, port, { env });
  try {
    console.log(JSON.stringify({ ...(await machine()), runs, flood: floodSize, afterMs: after }));
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await once(`http://127.0.0.1:${port}`);
      results.push(result);
      console.log(
        `run ${run + 1}: sign-in alone ${fmt(result.quiet, 0)} ms; during the flood ${fmt(result.during, 0)} ms, ${result.finishedBeforeSignIn} of ${floodSize} sign-ups finished before it; ` +
          `flood ${fmt(result.floodMs, 0)} ms, ${result.created} created`,
      );
    }
    const med = (key) => median(results.map((result) => result[key]));
    console.log(
      `median of ${runs}: sign-in alone ${fmt(med('quiet'), 0)} ms, during a flood of ${floodSize} sign-ups ${fmt(med('during'), 0)} ms ` +
        `(${fmt(med('during') / med('quiet'), 2)}x), ${med('finishedBeforeSignIn')} sign-ups finished before it; the flood ${fmt(med('floodMs'), 0)} ms`,
    );
    console.log(`load at end ${(await machine()).load}`);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
