/**
 * bench/telegram: one premium signal's Telegram alert to every linked member, and what it costs the live channel.
 *
 *   node bench/telegram/run.mjs [--members 10000] [--signals 20] [--warmup 3] [--interval 1000] [--port 4427] [--nice N] [--skip-build]
 *
 * The real server as it ships (built, production, its own temporary data folder, N seeded members signed in, half
 * premium) with the fan-out probe preloaded (bench/fanout/serverProbe.mjs); the light socket swarm of bench/fanout in
 * a second process; a Bot API stand-in in a third (standIn.mjs: Telegram's envelope and limits, 429 past them).
 *
 * 1. Without Telegram: the admin publishes signals every --interval ms; the swarm times each one's last recipient.
 * 2. With Telegram, in the same run on the same connections: every member is linked to a Telegram account and keeps
 *    Telegram on for high-profit signals only; the admin publishes one high-profit premium signal after the warm-up,
 *    half an interval before the first measured one (its messages go the way every alert goes: the rollout row, the
 *    outbox rows a slice at a time, the sender at Telegram's pace), and the same signals as in part 1 (under 2 %: no
 *    Telegram message) are published while the queue drains.
 *
 * Printed: messages taken by the stand-in and the 429s it gave, messages a second from publication to the last one
 * against Telegram's 30 a second, and the fan-out's last-recipient median in each part with their ratio. Figures
 * under load are not figures: run it on a quiet machine (README.md).
 */
import { execFileSync, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { INPUTS } from '../fanout/phases.mjs';
import { connectMembers, endRun, printRows, publishMeasured, settle, startProbedServer, startSwarm } from '../lib/measuredSignals.mjs';
import { ADMIN, ApiClient, applyNice, ask, buildServer, seed, serverEnv, tempDataDir } from '../lib/server.mjs';
import { cpuTicks, fmt, machine, median, nowUs, stolenPercent } from '../lib/stats.mjs';

/** The one signal whose Telegram alerts are measured: premium, over 2 % (high-profit). */
const ALERTED = INPUTS[0];
/** The signals whose socket fan-out is timed in both parts: under 2 % (new signals, which members keep out of Telegram here). */
const MEASURED = [
  { ...INPUTS[0], pair: 'SOL/USDT', profitPercentage: 1.5, entryPrice: 150, takeProfit1: 152.25, takeProfit2: 153, stopLoss: 147 },
  INPUTS[1],
];
const TELEGRAM_LIMIT_PER_SECOND = 30;
const TOKEN = '7000000001:AAHbenchTokenForTheBotApiStandIn_0123';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { values: opts } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    signals: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    interval: { type: 'string', default: '1000' },
    port: { type: 'string', default: '4427' },
    nice: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(opts.members);
const SIGNALS = Number(opts.signals);
const WARMUP = Number(opts.warmup);
const INTERVAL = Number(opts.interval);
const PORT = Number(opts.port);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startStandIn() {
  const child = fork(path.join(HERE, 'standIn.mjs'), [], { env: { ...process.env, BENCH_TELEGRAM_TOKEN: TOKEN }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  applyNice(child.pid);
  const { url } = await new Promise((resolve) => child.once('message', resolve));
  return { child, url };
}

if (opts.nice !== undefined) {
  process.env.BENCH_NICE = opts.nice;
  applyNice();
}
const info = await machine();
buildServer(opts['skip-build']);
const dataDir = tempDataDir('signals-bench-telegram-');
const standIn = await startStandIn();
let server = null;
const swarm = startSwarm();
try {
  const clients = seed(dataDir, [MEMBERS]);
  const clientsFile = path.join(dataDir, 'bench-clients.json');
  server = await startProbedServer(dataDir, PORT, { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_URL: standIn.url });
  const admin = new ApiClient(`http://127.0.0.1:${PORT}`);
  await admin.signIn(ADMIN.username, ADMIN.password);
  const connected = await connectMembers(swarm, PORT, clients, MEMBERS, 10);

  const ticks0 = await cpuTicks();
  const beat = { server, admin, inputs: MEASURED, warmup: WARMUP, count: SIGNALS, interval: INTERVAL };
  const without = await publishMeasured({ ...beat, label: 'without Telegram' });
  await settle(swarm, connected.connected, WARMUP + SIGNALS);

  execFileSync(process.execPath, [path.join(HERE, 'seedTelegram.mjs'), 'link', clientsFile], { env: serverEnv(dataDir, 0), stdio: 'inherit' });
  await ask(standIn.child, { cmd: 'reset' });
  let alertT0 = null;
  const withTelegram = await publishMeasured({
    ...beat,
    label: 'with Telegram',
    afterWarmUp: async () => {
      alertT0 = nowUs();
      const alerted = await admin.request('POST', '/api/signals', ALERTED);
      if (alerted.status !== 201) {
        throw new Error(`Publishing the alerted signal failed: ${alerted.status} ${JSON.stringify(alerted.body)}`);
      }
    },
  });
  await settle(swarm, connected.connected, 2 * (WARMUP + SIGNALS));
  // The queue drains at Telegram's pace: 10,000 messages take minutes. Until every one arrived, or none for 30 s.
  let taken = await ask(standIn.child, { cmd: 'count' });
  for (let still = 0, last = -1; taken.count < MEMBERS && still < 60; ) {
    await sleep(500);
    taken = await ask(standIn.child, { cmd: 'count' });
    still = taken.count === last ? still + 1 : 0;
    last = taken.count;
    process.stdout.write(`\r${taken.count}/${MEMBERS} Telegram messages`);
  }
  process.stdout.write('\n');
  const ticks1 = await cpuTicks();

  const report = async ({ sent }) => (await ask(swarm, { cmd: 'report', sent })).perSignal;
  const lastsWithout = (await report(without)).map((s) => s.last);
  const lastsWith = (await report(withTelegram)).map((s) => s.last);
  const seconds = taken.lastUs === null ? NaN : (taken.lastUs - alertT0) / 1e6;
  const sendingSeconds = taken.lastUs === null ? NaN : (taken.lastUs - taken.firstUs) / 1e6;

  console.log(`\n${info.date} · ${info.nproc} × ${info.cpu} · Node ${info.node} · load ${info.load}${opts.nice ? ` · nice ${opts.nice}` : ''} · ${MEMBERS} linked members · ${SIGNALS} signals (+${WARMUP} warm-up) every ${INTERVAL} ms`);
  const rows = [
    ['Telegram messages taken by the stand-in', `${taken.count}/${MEMBERS}`],
    ['429 answers (past Telegram\'s limits)', String(taken.refused)],
    ['published to last message (s)', fmt(seconds, 1)],
    [`messages a second, published to last (Telegram allows ${TELEGRAM_LIMIT_PER_SECOND})`, fmt(taken.count / seconds, 1)],
    ['messages a second, first to last message', fmt((taken.count - 1) / sendingSeconds, 1)],
    ['longest event-loop block without / with Telegram (ms)', `${fmt(Math.max(...without.blocks))} / ${fmt(Math.max(...withTelegram.blocks))}`],
    ['last recipient median without Telegram (ms)', fmt(median(lastsWithout))],
    ['last recipient median with the Telegram queue draining (ms)', fmt(median(lastsWith))],
    ['  ratio with / without', fmt(median(lastsWith) / median(lastsWithout), 2)],
    ['CPU taken by the host (steal, %)', fmt(stolenPercent(ticks0, ticks1), 2)],
  ];
  printRows(rows);
} finally {
  await endRun({ swarm, server, children: [standIn.child], dataDir });
}
