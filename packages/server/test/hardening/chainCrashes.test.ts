import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/knex.js';
import { DEVELOPMENT_ACCOUNT as account } from '../support/chain/developmentKey.js';
import { startLocalChain, type LocalChain } from '../../src/dev/localChain.js';
import { childAdminCookie, databaseEnv, freePort, startChild, type ChildServer } from '../support/childServer.js';
import { eventually } from '../support/events.js';
import { rpcTap, type RpcTap } from '../support/rpcTap.js';

/** SIGKILLs per run, at random moments while the watcher credits. */
const KILLS = Number(process.env.HARDENING_CHAIN_KILLS ?? 20);
/** A kill comes after up to this many of the watcher's RPC answers since the round's block (a pass asks two or three). */
const MOST_ANSWERS_BEFORE_A_KILL = 30;

let chain: LocalChain;
/** The watcher's way to the chain: the kill moments are counted in its answers. */
let tap: RpcTap;
let dataDir: string;

beforeAll(async () => {
  chain = await startLocalChain();
  for (const sender of chain.accounts.slice(1)) {
    await chain.mint(sender, '10000');
  }
  tap = await rpcTap(chain.rpcUrl);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-chain-crash-'));
}, 60_000);

afterAll(async () => {
  await tap?.close();
  await chain?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Registers a member on the server and asks for their deposit address, as the payment screen does. */
async function payer(url: string): Promise<{ cookie: string; address: `0x${string}` }> {
  const username = `chain_${randomBytes(4).toString('hex')}`;
  const registered = await fetch(`${url}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, email: `${username}@example.com`, password: 'Payer#2026pw' }) });
  expect(registered.status).toBe(201);
  const cookie = registered.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const answer = await fetch(`${url}/api/payment/deposit-address`, { headers: { cookie } });
  expect(answer.status).toBe(200);
  return { cookie, address: ((await answer.json()) as { address: `0x${string}` }).address };
}

describe('on-chain credits through crashes', () => {
  it(`credits every confirmed transfer exactly once through ${KILLS} SIGKILLs at random moments`, { timeout: 600_000 }, async () => {
    const env: Record<string, string> = {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      PAYMENT_XPUB: account.publicExtendedKey,
      CHAIN_RPC_URL: tap.url,
      USDT_CONTRACT: chain.token,
      CHAIN_CONFIRMATIONS: '2',
      // A pass every few milliseconds: kills land inside credit transactions, not only between them.
      CHAIN_POLL_MS: '10',
      ...databaseEnv(),
    };
    let child: ChildServer = await startChild(env);
    try {
      // Eight members pay 60 at once, three pay 30 twice (adding up), one pays 20 (underpaid): 11 payments, 15 credits.
      const members: Array<Awaited<ReturnType<typeof payer>>> = [];
      for (let index = 0; index < 12; index += 1) {
        members.push(await payer(child.url));
      }
      const plan: Array<{ member: number; usdt: string }> = [];
      members.forEach((_, index) => {
        if (index < 8) {
          plan.push({ member: index, usdt: '60' });
        } else if (index < 11) {
          plan.push({ member: index, usdt: '30' }, { member: index, usdt: '30' });
        } else {
          plan.push({ member: index, usdt: '20' });
        }
      });
      const senders = chain.accounts.slice(1);
      for (let kill = 1; kill <= KILLS; kill += 1) {
        // Most rounds send a transfer or two and mine a block, so the watcher always has something to credit.
        for (const transfer of plan.splice(0, kill % 3 === 0 ? 0 : 2)) {
          await chain.transfer(senders[transfer.member % senders.length]!, members[transfer.member]!.address, transfer.usdt);
        }
        await chain.mine(1);
        // A random point of the watcher's work on this block, counted in its RPC answers rather than in time: right
        // after an answer it acts on it (a credit's transaction follows the logs), so kills land inside credits, between
        // them and between passes, however fast this machine runs the watcher.
        await tap.untilAnswered(tap.answered() + Math.floor(Math.random() * (MOST_ANSWERS_BEFORE_A_KILL + 1)));
        child.child.kill('SIGKILL');
        await child.exited;
        child = await startChild(env);
      }
      for (const transfer of plan.splice(0)) {
        await chain.transfer(senders[transfer.member % senders.length]!, members[transfer.member]!.address, transfer.usdt);
      }
      const lastTransferBlock = Number(await chain.blockNumber());
      await chain.mine(3);
      // The last process credits the rest. It is done when its cursor (every block up to it credited, each range in the
      // transaction of its credits) has passed the last transfer's block with no failed credit waiting for a retry, and
      // the members' completed payments, read as they would read them, add up to the 11 paid for.
      const admin = await childAdminCookie(child.url);
      const url = child.url;
      await eventually(
        async () => {
          const { watch } = (await (await fetch(`${url}/api/admin/payments/chain`, { headers: { cookie: admin } })).json()) as { watch: { creditedThrough: number | null; failedCredits: number } };
          if ((watch.creditedThrough ?? -1) < lastTransferBlock || watch.failedCredits > 0) {
            return false;
          }
          const lists = await Promise.all(
            members.map(async ({ cookie }) => ((await (await fetch(`${url}/api/payments`, { headers: { cookie } })).json()) as Array<{ status: string }>).filter((p) => p.status === 'completed').length),
          );
          return lists.reduce((sum, count) => sum + count, 0) >= 11;
        },
        'the last process to credit every transfer and complete 11 payments',
        60_000,
      );
      child.child.kill('SIGTERM');
      await child.exited;
    } finally {
      child.child.kill('SIGKILL');
    }
    const db = openDatabase({ dataDir, databaseUrl: env.DATABASE_URL ?? null, databaseSchema: env.DATABASE_SCHEMA });
    try {
      const transfers = await db<{ status: string; paymentId: number | null; userId: number }>('chainTransfers').select('status', 'paymentId', 'userId');
      const payments = await db<{ id: number; userId: number; amount: number | string; status: string }>('payments').where('status', 'completed').select('id', 'userId', 'amount');
      const audits = await db('auditLog').where('action', 'payment.chain_credit').count({ count: '*' });
      // Lost: fewer than 15 credits or 11 payments. Doubled: more, or a member paid for twice.
      expect(transfers.filter((transfer) => transfer.status === 'credited')).toHaveLength(15);
      expect(payments).toHaveLength(11);
      expect(new Set(payments.map((payment) => payment.userId)).size).toBe(11);
      expect(payments.map((payment) => Number(payment.amount))).toEqual(payments.map(() => 60));
      expect(Number((audits[0] as { count: number | string }).count)).toBe(11);
      // The underpaid member's 20 is credited and waits, counted toward nothing yet.
      expect(transfers.filter((transfer) => transfer.status === 'credited' && transfer.paymentId === null)).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });
});
