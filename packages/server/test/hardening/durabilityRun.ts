import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isSqlite, openDatabase } from '../../src/db/knex.js';
import { childAdminCookie, databaseEnv, freePort, oneShot, startChild, type ChildServer } from '../support/childServer.js';

export interface DurabilityOptions {
  /** How many times the server is killed with SIGKILL. */
  kills: number;
  /** Seed of the kill moments, so a failing run can be repeated. */
  seed?: number;
  /** Concurrent members paying, each in their own loop. */
  members?: number;
  log?: (line: string) => void;
}

export interface DurabilityReport {
  kills: number;
  seed: number;
  acknowledged: { signals: number; payments: number; decisions: number };
  lost: string[];
  integrity: string[];
}

/** What the server said it stored (it answered 2xx), to be found again after every crash. */
interface Ledger {
  signals: Map<number, number>;
  payments: Map<number, string>;
  decisions: Map<number, 'completed' | 'failed'>;
}

/** At most this many writes are acknowledged in a round after its first few, before the kill. */
const MOST_WRITES_BEFORE_A_KILL = 30;

/** A small seeded generator (mulberry32): the kill moments of a run can be replayed from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Writes signals, payments and decisions through the API of a real server
 * process, kills it with SIGKILL at random moments, restarts it on the same
 * data, and checks that every write it acknowledged is there and the
 * database is sound.
 */
export async function runDurability(options: DurabilityOptions): Promise<DurabilityReport> {
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const next = random(seed);
  const log = options.log ?? (() => undefined);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-durability-'));
  const env = { PORT: String(await freePort()), DATA_DIR: dataDir, ...databaseEnv() };
  const ledger: Ledger = { signals: new Map(), payments: new Map(), decisions: new Map() };
  const lost: string[] = [];
  const integrity: string[] = [];
  let child: ChildServer | null = null;
  try {
    child = await startChild(env);
    const admin = await childAdminCookie(child.url);
    await oneShot(child.url, 'PUT', '/api/admin/settings', { cookie: admin, body: { settings: [{ key: 'usdt_wallet_address', value: '0x1111111111111111111111111111111111111111' }, { key: 'enable_usdt_payments', value: 'true' }] } });
    const members = await registerMembers(child.url, options.members ?? 4);
    for (let kill = 1; kill <= options.kills; kill += 1) {
      const url = child.url;
      let running = true;
      const loops = [signalLoop(url, admin, ledger, () => running), ...members.map((member, i) => paymentLoop(url, admin, member, i, ledger, () => running))];
      // Some writes of this round acknowledged first, then the kill at a random moment: after a random number of
      // further acknowledgements, counted rather than timed, so the kill falls while the other loops' writes are in
      // flight however fast this machine serves them (a loaded one can take a while: past the deadline the kill comes
      // anyway).
      const acknowledged = () => ledger.signals.size + ledger.payments.size + ledger.decisions.size;
      const target = acknowledged() + 3 + Math.floor(next() * (MOST_WRITES_BEFORE_A_KILL + 1));
      const deadline = Date.now() + 10_000;
      while (acknowledged() < target && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      child.child.kill('SIGKILL');
      await child.exited;
      running = false;
      await Promise.all(loops);
      const found = await verify(env, ledger);
      lost.push(...found.lost.map((line) => `after kill ${kill}: ${line}`));
      integrity.push(...found.integrity.map((line) => `after kill ${kill}: ${line}`));
      log(`kill ${kill}/${options.kills}: acknowledged ${ledger.signals.size} signals, ${ledger.payments.size} payments, ${ledger.decisions.size} decisions; lost ${found.lost.length}`);
      child = await startChild(env);
    }
    child.child.kill('SIGTERM');
    await child.exited;
    child = null;
  } finally {
    child?.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    kills: options.kills,
    seed,
    acknowledged: { signals: ledger.signals.size, payments: ledger.payments.size, decisions: ledger.decisions.size },
    lost,
    integrity,
  };
}

async function registerMembers(url: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const username = `payer${i}_${randomBytes(3).toString('hex')}`;
    const response = await fetch(`${url}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, email: `${username}@example.com`, password: 'Secret#2026' }) });
    if (response.status !== 201) {
      throw new Error(`Registering a member failed: ${response.status}`);
    }
    cookies.push(response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; '));
  }
  return cookies;
}

async function signalLoop(url: string, admin: string, ledger: Ledger, running: () => boolean): Promise<void> {
  for (let n = 0; running(); n += 1) {
    const profit = Math.round((1 + (n % 900) / 10) * 10) / 10;
    // Selling at 100 + profit earns exactly `profit` percent: an arbitrage's profit is its spread.
    const response = await oneShot(url, 'POST', '/api/signals', { cookie: admin, body: { pair: 'BTC/USDT', signalType: 'arbitrage', profitPercentage: profit, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 100, sellPrice: 100 + profit } });
    if (response.status === 201) {
      ledger.signals.set((JSON.parse(response.body) as { id: number }).id, profit);
    } else if (response.status === null) {
      return;
    }
  }
}

/** Pay, have the admin approve (then cancel, to pay again) or reject, over and over. */
async function paymentLoop(url: string, admin: string, member: string, index: number, ledger: Ledger, running: () => boolean): Promise<void> {
  for (let n = 0; running(); n += 1) {
    // Premium left running by a kill between an approval and its cancel: end it before paying again.
    await oneShot(url, 'POST', '/api/subscription/cancel', { cookie: member });
    const transactionId = `0x${randomBytes(32).toString('hex')}`;
    const paid = await oneShot(url, 'POST', '/api/payment', { cookie: member, body: { transactionId, amount: 60, paymentMethod: 'usdt', fromAddress: `0x${randomBytes(20).toString('hex')}` } });
    if (paid.status === null) {
      return;
    }
    // A claim acknowledged just before a kill may still wait for review (one per member): decide that one instead.
    const payment = paid.status === 201 ? (JSON.parse(paid.body) as { id: number }) : paid.status === 409 ? await waitingClaim(url, member) : null;
    if (!payment) {
      continue;
    }
    if (paid.status === 201) {
      ledger.payments.set(payment.id, transactionId);
    }
    const approve = (index + n) % 2 === 0;
    const decided = approve
      ? await oneShot(url, 'PUT', `/api/admin/payments/${payment.id}/approve`, { cookie: admin })
      : await oneShot(url, 'PUT', `/api/admin/payments/${payment.id}/reject`, { cookie: admin, body: { reason: 'Not on chain' } });
    if (decided.status === 200) {
      ledger.decisions.set(payment.id, approve ? 'completed' : 'failed');
    }
  }
}

/** The member's claim still waiting for review, if any. */
async function waitingClaim(url: string, member: string): Promise<{ id: number } | null> {
  const mine = await oneShot(url, 'GET', '/api/payments', { cookie: member });
  if (mine.status !== 200) {
    return null;
  }
  return (JSON.parse(mine.body) as Array<{ id: number; status: string }>).find((payment) => payment.status === 'pending') ?? null;
}

/** Opens the data the way the server does and looks for every acknowledged write. */
async function verify(env: Record<string, string>, ledger: Ledger): Promise<{ lost: string[]; integrity: string[] }> {
  const db = openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL ?? null, databaseSchema: env.DATABASE_SCHEMA });
  const lost: string[] = [];
  const integrity: string[] = [];
  try {
    const signals = new Map((await db('signals').select('id', 'profitPercentage')).map((row: { id: number; profitPercentage: number }) => [row.id, Number(row.profitPercentage)]));
    for (const [id, profit] of ledger.signals) {
      if (signals.get(id) !== profit) {
        lost.push(`signal ${id} (${profit}%)`);
      }
    }
    const payments = new Map((await db('payments').select('id', 'transactionId', 'status', 'subscriptionId')).map((row: { id: number; transactionId: string; status: string; subscriptionId: number | null }) => [row.id, row]));
    for (const [id, transactionId] of ledger.payments) {
      if (payments.get(id)?.transactionId !== transactionId) {
        lost.push(`payment ${id}`);
      }
    }
    const audits = await db('auditLog').where('entityType', 'payment').select('entityId');
    const auditCount = new Map<number, number>();
    audits.forEach((row: { entityId: number }) => auditCount.set(row.entityId, (auditCount.get(row.entityId) ?? 0) + 1));
    for (const [id, status] of ledger.decisions) {
      const row = payments.get(id);
      if (row?.status !== status || auditCount.get(id) !== 1 || (status === 'completed' && row.subscriptionId === null)) {
        lost.push(`decision on payment ${id} (${status}; found ${row?.status ?? 'nothing'}, ${auditCount.get(id) ?? 0} audit rows)`);
      }
    }
    if (isSqlite(db)) {
      const check = await db.raw<Array<{ integrity_check?: string; integrityCheck?: string }>>('PRAGMA integrity_check');
      const result = check.map((row) => row.integrity_check ?? row.integrityCheck).join(', ');
      if (result !== 'ok') {
        integrity.push(`integrity_check: ${result}`);
      }
      const foreignKeys = (await db.raw('PRAGMA foreign_key_check')) as unknown[];
      if (foreignKeys.length > 0) {
        integrity.push(`foreign_key_check: ${foreignKeys.length} rows`);
      }
    }
  } finally {
    await db.destroy();
  }
  return { lost, integrity };
}
