import type { AdminChainActivity, AdminChainTransfer } from '@signals/protocol';
import { formatUnits } from 'viem';
import type { Knex } from 'knex';
import { ChainTransfer } from '../db/models/index.js';
import { DEPOSITS_ADD_UP_WITHIN_MS } from '../policies/billing.js';
import { confirmationsOf, readChainWatch } from './depositAddresses.js';

/** The back office lists this many of the latest transfers: those that need an eye are recent. */
const LISTED_TRANSFERS = 50;

/**
 * The back office's view of on-chain payments: how far the watcher has read,
 * whether the RPC answers and how many credits failed and wait for a retry,
 * and the latest transfers to deposit addresses with
 * their payer, confirmations, and, for one credited without reaching the
 * price, what the member's transfers still lack.
 *
 * @param db the database.
 * @param required the confirmations a transfer needs.
 * @param now the moment transfers are measured against (the 24 hours they add up in).
 */
export async function chainActivityOf(db: Knex, required: number, now = new Date()): Promise<AdminChainActivity> {
  const [watch, failedCredits, rows] = await Promise.all([
    readChainWatch(db),
    ChainTransfer.query(db).where('status', 'failed').resultSize(),
    ChainTransfer.query(db)
      .select('chainTransfers.*', 'users.username')
      .join('users', 'users.id', 'chainTransfers.userId')
      .orderBy('chainTransfers.id', 'desc')
      .limit(LISTED_TRANSFERS) as unknown as Promise<Array<ChainTransfer & { username: string }>>,
  ]);
  const { head, decimals } = watch;
  const shortfalls = await shortfallsOf(db, rows, now);
  const transfers = rows.map((row): AdminChainTransfer => {
    const shortfall = shortfalls.get(row.id);
    return {
      id: row.id,
      txHash: row.txHash,
      logIndex: row.logIndex,
      blockNumber: row.blockNumber,
      userId: row.userId,
      username: row.username,
      fromAddress: row.fromAddress,
      toAddress: row.toAddress,
      amount: formatUnits(BigInt(row.amountUnits), decimals),
      price: formatUnits(BigInt(row.priceUnits), decimals),
      status: row.status,
      confirmations: confirmationsOf(row, head, required),
      missing: shortfall ? formatUnits(shortfall.missing, decimals) : null,
      lapsed: shortfall?.lapsed ?? false,
      paymentId: row.paymentId,
      seenAt: row.seenAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      error: row.status === 'failed' ? row.lastError : null,
      attempts: row.attempts,
      retryAt: row.status === 'failed' ? (row.retryAt?.toISOString() ?? null) : null,
    };
  });
  return {
    watch: {
      required,
      headBlock: head,
      creditedThrough: watch.creditedThrough,
      lastError: watch.lastError,
      failingSince: watch.failingSince?.toISOString() ?? null,
      failedCredits,
    },
    transfers,
  };
}

/**
 * For each listed transfer credited but not counted in a payment: what its member's transfers still lack of the
 * price. Those within the 24 hours transfers add up in are measured together, as the credit measures them; older
 * ones (lapsed) no later transfer completes, so they are measured together apart.
 */
async function shortfallsOf(db: Knex, listed: ChainTransfer[], now: Date): Promise<Map<number, { missing: bigint; lapsed: boolean }>> {
  const members = [...new Set(listed.filter((row) => row.status === 'credited' && row.paymentId === null).map((row) => row.userId))];
  const shortfalls = new Map<number, { missing: bigint; lapsed: boolean }>();
  if (members.length === 0) {
    return shortfalls;
  }
  const unpaid = await ChainTransfer.query(db)
    .whereIn('userId', members)
    .where('status', 'credited')
    .whereNull('paymentId')
    .orderBy([{ column: 'blockNumber' }, { column: 'logIndex' }]);
  const since = now.getTime() - DEPOSITS_ADD_UP_WITHIN_MS;
  const groups = new Map<string, ChainTransfer[]>();
  for (const transfer of unpaid) {
    const key = `${transfer.userId}:${transfer.seenAt.getTime() < since ? 'lapsed' : 'open'}`;
    groups.set(key, [...(groups.get(key) ?? []), transfer]);
  }
  for (const [key, group] of groups) {
    const received = group.reduce((sum, transfer) => sum + BigInt(transfer.amountUnits), 0n);
    const price = BigInt(group[0]!.priceUnits);
    const missing = received < price ? price - received : 0n;
    group.forEach((transfer) => shortfalls.set(transfer.id, { missing, lapsed: key.endsWith('lapsed') }));
  }
  return shortfalls;
}
