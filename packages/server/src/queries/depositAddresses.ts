import type { DepositProgress, DepositTransfer } from '@signals/protocol';
import { formatUnits } from 'viem';
import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';
import { ChainTransfer } from '../db/models/index.js';
import { toDate } from '../db/models/BaseModel.js';
import { DEPOSITS_ADD_UP_WITHIN_MS } from '../policies/billing.js';

/**
 * A member's transfers not yet counted in a payment, in chain order: those
 * seen and gathering confirmations, those confirmed whose credit failed and
 * is tried again, and those credited within the 24 hours transfers add up in
 * (older ones wait for an admin).
 */
export function openDepositTransfers(db: Knex, userId: number, now: Date) {
  return ChainTransfer.query(db)
    .where({ userId })
    .whereNull('paymentId')
    .where((open) =>
      open.whereIn('status', ['seen', 'failed']).orWhere((credited) => credited.where('status', 'credited').where('seenAt', '>=', new Date(now.getTime() - DEPOSITS_ADD_UP_WITHIN_MS))),
    )
    .orderBy([{ column: 'blockNumber' }, { column: 'logIndex' }]);
}

/** A transfer as its member sees it: gathering confirmations, credited, or confirmed with its credit delayed. */
const MEMBER_STATUS = { seen: 'seen', credited: 'credited', failed: 'delayed' } as const;

/**
 * A member's transfers credited short of the price and older than the 24 hours transfers add up in: no later transfer
 * completes them, so the back office settles them; the member still sees them, never a silent loss.
 */
function lapsedDepositTransfers(db: Knex, userId: number, now: Date) {
  return ChainTransfer.query(db)
    .where({ userId, status: 'credited' })
    .whereNull('paymentId')
    .where('seenAt', '<', new Date(now.getTime() - DEPOSITS_ADD_UP_WITHIN_MS))
    .orderBy([{ column: 'blockNumber' }, { column: 'logIndex' }]);
}

/**
 * Where a member's on-chain payment stands: their transfers not yet counted in
 * a payment (seen and gathering confirmations, or confirmed and waiting for
 * the rest of the price, within the 24 hours transfers add up in, then
 * lapsed ones an admin settles), what confirmed USDT the open ones add up to
 * and what is missing. Confirmations are counted from the chain's tip at the
 * watcher's last read.
 */
export async function depositProgressOf(db: Db, userId: number, required: number): Promise<DepositProgress> {
  const now = new Date();
  const [transfers, lapsed, { head, decimals }] = await Promise.all([openDepositTransfers(db, userId, now), lapsedDepositTransfers(db, userId, now), readChainWatch(db)]);
  const credited = transfers.filter((transfer) => transfer.status === 'credited');
  const received = credited.reduce((sum, transfer) => sum + BigInt(transfer.amountUnits), 0n);
  const price = credited[0] ? BigInt(credited[0].priceUnits) : 0n;
  const shown = (transfer: ChainTransfer, status: DepositTransfer['status']): DepositTransfer => ({
    txHash: transfer.txHash,
    amount: formatUnits(BigInt(transfer.amountUnits), decimals),
    status,
    confirmations: confirmationsOf(transfer, head, required),
    seenAt: transfer.seenAt.toISOString(),
  });
  return {
    required,
    transfers: [
      ...transfers.map((transfer) => shown(transfer, MEMBER_STATUS[transfer.status as keyof typeof MEMBER_STATUS])),
      ...lapsed.map((transfer) => shown(transfer, 'lapsed')),
    ],
    received: formatUnits(received, decimals),
    missing: credited.length > 0 && received < price ? formatUnits(price - received, decimals) : null,
  };
}

/** The watcher's row (chain_watch), read: where it stands on the chain and whether the RPC answers. */
export interface ChainWatchState {
  /** The chain's tip at the last read; null before the first. */
  head: number | null;
  /** Every block up to this one is credited; null before the first read. */
  creditedThrough: number | null;
  /** The token's decimals, read from its contract; BSC's USDT has 18 until the first read. */
  decimals: number;
  lastError: string | null;
  failingSince: Date | null;
}

/** The chain watcher's state as it last wrote it (one row: one token watched). */
export async function readChainWatch(db: Knex): Promise<ChainWatchState> {
  const row = await db<{ headBlock: number | string | null; creditedThrough: number | string; decimals: number | null; lastError: string | null; failingSince: unknown }>(
    'chainWatch',
  ).first();
  return {
    head: row?.headBlock === null || row?.headBlock === undefined ? null : Number(row.headBlock),
    creditedThrough: row ? Number(row.creditedThrough) : null,
    decimals: row?.decimals ?? 18,
    lastError: row?.lastError ?? null,
    failingSince: row?.failingSince === null || row?.failingSince === undefined ? null : toDate(row.failingSince),
  };
}

/**
 * A transfer's confirmations: the blocks on top of its own, counting its own, from the chain's tip at the last read.
 * One short of `required` while still seen (the credit is what makes it confirmed), `required` once credited (or
 * confirmed with its credit failed), 0 once a reorg dropped it.
 */
export function confirmationsOf(transfer: Pick<ChainTransfer, 'status' | 'blockNumber'>, head: number | null, required: number): number {
  if (transfer.status === 'credited' || transfer.status === 'failed') {
    return required;
  }
  if (transfer.status === 'dropped') {
    return 0;
  }
  return Math.min(required - 1, Math.max(0, head === null ? 0 : head - transfer.blockNumber + 1));
}
