import { nowUs } from './stats.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Open-loop load: `total` requests at `rate` a second, each fired at its due time whatever is still in flight (a
 * closed loop would slow down with the server and hide its queue), then waits while answers still come: until every
 * one came, or none for `stallMs`. `fire(i)` sends request i and resolves with its answer (`{ status, text, t1 }`,
 * never rejecting, as bench/lib/server.mjs's send does); `mark` is written once a second of requests has gone out.
 *
 * @returns each request's start (`t0`) and answer by index (a hole for one still unanswered), how many were still in
 *   flight at the end and at most, how late the sender ever was, and when the last request left.
 */
export async function openLoop({ total, rate, fire, mark = '.', stallMs = 30_000 }) {
  const results = new Array(total);
  let inFlight = 0;
  let maxInFlight = 0;
  let maxLateMs = 0;
  const startMs = performance.now() + 50;
  for (let i = 0; i < total; i += 1) {
    const dueMs = startMs + (i * 1000) / rate;
    const ahead = dueMs - performance.now();
    if (ahead > 1) {
      await sleep(ahead);
    }
    maxLateMs = Math.max(maxLateMs, performance.now() - dueMs);
    const t0 = nowUs();
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    void fire(i).then((answer) => {
      inFlight -= 1;
      results[i] = { t0, ...answer };
    });
    if (i % rate === rate - 1) {
      process.stdout.write(mark);
    }
  }
  const sentUs = nowUs();
  for (let still = 0, last = -1; inFlight > 0 && still < stallMs / 500; ) {
    await sleep(500);
    still = inFlight === last ? still + 1 : 0;
    last = inFlight;
  }
  // A copy: answers still arriving after this do not change what was counted.
  return { results: results.slice(), unanswered: inFlight, maxInFlight, maxLateMs, sentUs };
}
