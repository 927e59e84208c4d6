import { formatUnits } from 'viem';
import { ChainTransfer, Payment } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { findPaymentWithPayer } from '../queries/adminPayments.js';
import { openDepositTransfers } from '../queries/depositAddresses.js';
import { alertAccount, paymentApprovedText } from '../services/alerts/accountAlert.js';
import { recordAudit } from './audit.js';
import { grantPremiumMonth } from './premium.js';

/** A token transfer to a member's deposit address, as read from the chain's logs. */
export interface ObservedTransfer {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  fromAddress: string;
  toAddress: string;
  userId: number;
  /** Integer token units. */
  amount: bigint;
}

/**
 * Records transfers that are not yet confirmed ("seen, n of 15"). Never
 * credits: a transfer a reorg takes away before its confirmations is dropped
 * by `creditConfirmedRange` instead. The price is the plan's at the moment the
 * transfer is first seen, and stays with it.
 */
export async function recordSeenTransfers(unit: UnitOfWork, _actor: null, input: { token: string; transfers: ObservedTransfer[]; priceUnits: bigint; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  for (const transfer of input.transfers) {
    await ChainTransfer.query(unit.trx)
      .insert(row(input.token, transfer, { status: 'seen', priceUnits: input.priceUnits, seenAt: now, confirmedAt: null }))
      .onConflict(['txHash', 'logIndex'])
      .ignore();
  }
}

/**
 * Credits every transfer of a confirmed block range and moves the watcher's
 * cursor past it, in the unit's one transaction: a crash before the commit
 * repeats the range, and a transfer already credited is never credited again
 * (one row per transaction hash and log index). A transfer seen earlier in
 * the range that is not among the confirmed ones was taken away by a reorg:
 * dropped, never credited. Then each member concerned is settled: their
 * credited transfers not yet counted, within 24 hours of the first, add up;
 * when they reach the price that first transfer was seen at, one payment is
 * recorded, a month of premium granted, the member notified and the credit
 * audited. Less stays recorded as underpaid, with what is missing.
 */
export async function creditConfirmedRange(
  unit: UnitOfWork,
  _actor: null,
  input: { token: string; through: number; transfers: ObservedTransfer[]; priceUnits: bigint; decimals: number; now?: Date },
): Promise<void> {
  const { trx } = unit;
  const now = input.now ?? new Date();
  const members = new Set<number>();
  for (const transfer of input.transfers) {
    const existing = await ChainTransfer.query(trx).where({ txHash: transfer.txHash, logIndex: transfer.logIndex }).first();
    if (existing?.status === 'credited') {
      continue;
    }
    if (existing) {
      await ChainTransfer.query(trx)
        .patch({ status: 'credited', confirmedAt: now, blockNumber: transfer.blockNumber, blockHash: transfer.blockHash })
        .where('id', existing.id);
    } else {
      await ChainTransfer.query(trx).insert(row(input.token, transfer, { status: 'credited', priceUnits: input.priceUnits, seenAt: now, confirmedAt: now }));
    }
    members.add(transfer.userId);
  }
  // Seen in a block now confirmed, yet not in its logs: a reorg took it away.
  await ChainTransfer.query(trx).patch({ status: 'dropped' }).where({ token: input.token, status: 'seen' }).where('blockNumber', '<=', input.through);
  for (const userId of members) {
    await settleMember(unit, userId, input.decimals, now);
  }
  await trx('chainWatch').where('token', input.token).update({ creditedThrough: input.through, updatedAt: now });
}

/** Adds up a member's credited transfers not yet counted; grants a month once they reach the price. */
async function settleMember(unit: UnitOfWork, userId: number, decimals: number, now: Date): Promise<void> {
  const { trx, record } = unit;
  const open = (await openDepositTransfers(trx, userId, now)).filter((transfer) => transfer.status === 'credited');
  const first = open[0];
  if (!first) {
    return;
  }
  const total = open.reduce((sum, transfer) => sum + BigInt(transfer.amountUnits), 0n);
  if (total < BigInt(first.priceUnits)) {
    return;
  }
  const completing = open.at(-1)!;
  const amount = Number(formatUnits(total, decimals));
  const inserted = await Payment.query(trx).insertAndFetch({
    userId,
    amount,
    currency: 'USDT',
    paymentMethod: 'usdt',
    transactionId: completing.txHash,
    fromAddress: completing.fromAddress,
    status: 'completed',
    rejectReason: null,
    reviewedBy: null,
    reviewedAt: now,
    subscriptionId: null,
  });
  const { user, subscription } = await grantPremiumMonth(unit, { id: userId }, { amount, paymentMethod: 'usdt', paymentId: inserted.id, now });
  await ChainTransfer.query(trx)
    .patch({ paymentId: inserted.id })
    .whereIn(
      'id',
      open.map((transfer) => transfer.id),
    );
  await alertAccount(unit, user, {
    kind: 'paymentApproved',
    text: paymentApprovedText(amount, 'USDT', subscription.endDate),
    createdBy: null,
    now,
  });
  // A credit by the chain, not by an admin: the member concerned is the actor, as for an expiry.
  await recordAudit(unit, { id: userId }, {
    action: 'payment.chain_credit',
    entityType: 'payment',
    entityId: inserted.id,
    before: null,
    after: { status: 'completed', transfers: open.map((transfer) => `${transfer.txHash}:${transfer.logIndex}`), amountUnits: total.toString(), subscriptionId: subscription.id },
  });
  const payment = (await findPaymentWithPayer(trx, inserted.id)) ?? inserted;
  record({ type: 'payment.created', payment });
}

function row(token: string, transfer: ObservedTransfer, fields: Pick<ChainTransfer, 'status' | 'seenAt' | 'confirmedAt'> & { priceUnits: bigint }) {
  return {
    txHash: transfer.txHash,
    logIndex: transfer.logIndex,
    blockNumber: transfer.blockNumber,
    blockHash: transfer.blockHash,
    token,
    fromAddress: transfer.fromAddress,
    toAddress: transfer.toAddress,
    userId: transfer.userId,
    amountUnits: transfer.amount.toString(),
    priceUnits: fields.priceUnits.toString(),
    status: fields.status,
    paymentId: null,
    seenAt: fields.seenAt,
    confirmedAt: fields.confirmedAt,
  };
}
