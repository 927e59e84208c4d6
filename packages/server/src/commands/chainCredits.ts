import { PREMIUM_PERIOD_DAYS } from '@signals/protocol';
import { formatUnits, parseUnits } from 'viem';
import { failureMessage } from '../db/errors.js';
import { ChainTransfer, Payment, transferKey } from '../db/models/index.js';
import { inSavepoint, type UnitOfWork } from '../db/transaction.js';
import { openDepositTransfers } from '../queries/depositAddresses.js';
import { openPurchaseOf, purchaseColumns, purchaseOfQuoteId, tokenAmount, withoutDiscount, type Purchase } from '../queries/purchases.js';
import { takeRedemption } from './quotes.js';
import { readSettings } from '../services/settings.js';
import { supersedeClaims } from './paymentDecisions.js';
import { settlePayment } from './settlePayment.js';

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

/** A failed credit is tried again after this long, then twice as long after each further failure, up to an hour. */
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 60 * 60 * 1000;
/** Failed credits tried again in one pass: the rest wait for the next. */
const RETRIES_PER_PASS = 100;

/** What a range's credit left undone: transfers whose credit failed, kept as `failed` and tried again later. */
export interface CreditOutcome {
  failed: Array<{ txHash: string; logIndex: number; userId: number; error: string }>;
}

/**
 * Records transfers that are not yet confirmed ("seen, n of 15"). Never
 * credits: a transfer a reorg takes away before its confirmations is dropped
 * by `creditConfirmedRange` instead. The price is the plan's at the moment the
 * transfer is first seen, and stays with it. A claim waiting for review of
 * the same transaction is superseded at once, so no admin approves it while
 * the transfer gathers its confirmations; should that fail, the credit
 * supersedes it.
 */
export async function recordSeenTransfers(unit: UnitOfWork, _actor: null, input: { token: string; transfers: ObservedTransfer[]; decimals: number; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  for (const transfer of input.transfers) {
    const priced = await pricedAt(unit, transfer.userId, input.decimals, now);
    await ChainTransfer.query(unit.trx)
      .insert(row(input.token, transfer, { status: 'seen', ...priced, seenAt: now, confirmedAt: null }))
      .onConflict(['txHash', 'logIndex'])
      .ignore();
    await inSavepoint(unit, (inner) => supersedeClaims(inner, null, { txHash: transfer.txHash, now })).catch(() => undefined);
  }
}

/**
 * Credits every transfer of a confirmed block range and moves the watcher's
 * cursor past it, in the unit's one transaction: a crash before the commit
 * repeats the range, and a transfer already credited is never credited again
 * (one row per transaction hash and log index). A transfer seen earlier in
 * the range that is not among the confirmed ones was taken away by a reorg:
 * dropped, never credited.
 *
 * Each transfer is credited on its own (`creditTransfer`), in a savepoint: one
 * whose credit fails is kept as `failed` with the error and tried again
 * later (`retryFailedCredits`), and the rest of the range is credited all the
 * same. Nothing one transfer holds can stop the watcher for everyone else.
 */
export async function creditConfirmedRange(
  unit: UnitOfWork,
  _actor: null,
  input: { token: string; through: number; transfers: ObservedTransfer[]; decimals: number; now?: Date },
): Promise<CreditOutcome> {
  const { trx } = unit;
  const now = input.now ?? new Date();
  const outcome: CreditOutcome = { failed: [] };
  for (const transfer of input.transfers) {
    const existing = await ChainTransfer.query(trx).where({ txHash: transfer.txHash, logIndex: transfer.logIndex }).first();
    // Credited once and for all; a failed one is tried again on its own schedule.
    if (existing?.status === 'credited' || existing?.status === 'failed') {
      continue;
    }
    const priced = existing ? { priceUnits: BigInt(existing.priceUnits), quoteId: existing.quoteId } : await pricedAt(unit, transfer.userId, input.decimals, now);
    const error = await creditTransfer(unit, input.token, transfer, { existing, ...priced, decimals: input.decimals, now });
    if (error !== null) {
      outcome.failed.push({ txHash: transfer.txHash, logIndex: transfer.logIndex, userId: transfer.userId, error });
    }
  }
  // Seen in a block now confirmed, yet not in its logs: a reorg took it away.
  await ChainTransfer.query(trx).patch({ status: 'dropped' }).where({ token: input.token, status: 'seen' }).where('blockNumber', '<=', input.through);
  await trx('chainWatch').where('token', input.token).update({ creditedThrough: input.through, updatedAt: now });
  return outcome;
}

/**
 * Tries again the failed credits that are due, oldest first: each as on its
 * first try, in its own savepoint; one that fails again waits twice as long.
 *
 * @returns the members whose transfers were tried, and what failed again.
 */
export async function retryFailedCredits(unit: UnitOfWork, _actor: null, input: { token: string; decimals: number; now?: Date }): Promise<CreditOutcome & { userIds: number[] }> {
  const now = input.now ?? new Date();
  const due = await ChainTransfer.query(unit.trx).where({ token: input.token, status: 'failed' }).where('retryAt', '<=', now).orderBy('id').limit(RETRIES_PER_PASS);
  const outcome: CreditOutcome & { userIds: number[] } = { failed: [], userIds: [] };
  for (const existing of due) {
    const transfer: ObservedTransfer = { ...existing, amount: BigInt(existing.amountUnits) };
    const error = await creditTransfer(unit, input.token, transfer, { existing, priceUnits: BigInt(existing.priceUnits), quoteId: existing.quoteId, decimals: input.decimals, now });
    if (error !== null) {
      outcome.failed.push({ txHash: transfer.txHash, logIndex: transfer.logIndex, userId: transfer.userId, error });
    }
    outcome.userIds.push(existing.userId);
  }
  return outcome;
}

/**
 * Credits one confirmed transfer in a savepoint: it becomes credited, any
 * claim of its transaction waiting for review is superseded (the chain's
 * credit wins), and its member is settled. When any of that fails, the
 * savepoint is undone and the transfer is kept as `failed`, with the error
 * and when to try again.
 *
 * @returns null once credited, else the error.
 */
async function creditTransfer(
  unit: UnitOfWork,
  token: string,
  transfer: ObservedTransfer,
  context: { existing: ChainTransfer | undefined; priceUnits: bigint; quoteId: number | null; decimals: number; now: Date },
): Promise<string | null> {
  const { existing, priceUnits, quoteId, decimals, now } = context;
  try {
    await inSavepoint(unit, async (inner) => {
      if (existing) {
        await ChainTransfer.query(inner.trx)
          .patch({ status: 'credited', confirmedAt: now, blockNumber: transfer.blockNumber, blockHash: transfer.blockHash, lastError: null, retryAt: null })
          .where('id', existing.id);
      } else {
        await ChainTransfer.query(inner.trx).insert(row(token, transfer, { status: 'credited', priceUnits, quoteId, seenAt: now, confirmedAt: now }));
      }
      await supersedeClaims(inner, null, { txHash: transfer.txHash, now });
      await settleMember(inner, transfer.userId, decimals, now);
    });
    return null;
  } catch (error) {
    const message = failureMessage(error);
    const attempts = (existing?.attempts ?? 0) + 1;
    const failure = { status: 'failed' as const, lastError: message, attempts, retryAt: new Date(now.getTime() + retryDelayMs(attempts)), confirmedAt: now };
    if (existing) {
      await ChainTransfer.query(unit.trx).patch(failure).where('id', existing.id);
    } else {
      await ChainTransfer.query(unit.trx).insert({ ...row(token, transfer, { status: 'failed', priceUnits, quoteId, seenAt: now, confirmedAt: now }), ...failure });
    }
    return message;
  }
}

/** How long after its nth failure a credit is tried again: 30 s, doubling, at most an hour. */
function retryDelayMs(attempts: number): number {
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));
}

/**
 * Adds up a member's credited transfers not yet counted, within 24 hours of
 * the first; when they reach what the first was priced at (the member's open
 * quote when it was first seen: a plan, less a promo code; else the monthly
 * plan), one payment is recorded (keyed by the transfer that completes it)
 * and settles the plan's period (`settlePayment`: the period, the notice, the
 * audit row). A promo code's redemption is counted first, atomically: when
 * the code ran out meanwhile, the transfers are measured against the full
 * price instead, and what they lack shows as missing, as for any underpayment.
 * Less stays recorded as underpaid, with what is missing. More is never kept
 * without a word: the excess adds days of premium at the plan's daily rate,
 * or, where the setting refund_excess_payments says so, is kept on the
 * payment as a refund the back office owes; the member's notice says which.
 */
async function settleMember(unit: UnitOfWork, userId: number, decimals: number, now: Date): Promise<void> {
  const { trx } = unit;
  const open = (await openDepositTransfers(trx, userId, now)).filter((transfer) => transfer.status === 'credited');
  const first = open[0];
  if (!first) {
    return;
  }
  const total = open.reduce((sum, transfer) => sum + BigInt(transfer.amountUnits), 0n);
  let price = BigInt(first.priceUnits);
  if (total < price) {
    return;
  }
  let purchase = await purchaseOfQuoteId(trx, first.quoteId);
  if (purchase.promoCodeId !== null && !(await takeRedemption(unit, null, { promoCodeId: purchase.promoCodeId, userId }))) {
    purchase = withoutDiscount(purchase);
    price = parseUnits(tokenAmount(purchase.amountUsd), decimals);
    await ChainTransfer.query(trx)
      .patch({ priceUnits: price.toString() })
      .whereIn(
        'id',
        open.map((transfer) => transfer.id),
      );
    if (total < price) {
      return;
    }
  }
  const completing = open.at(-1)!;
  const amount = Number(formatUnits(total, decimals));
  const excess = total > price ? await excessOf(trx, total - price, price, purchase, decimals) : NO_EXCESS;
  const inserted = await Payment.query(trx).insertAndFetch({
    userId,
    amount,
    currency: 'USDT',
    paymentMethod: 'usdt',
    transactionId: completing.txHash,
    transactionKey: transferKey(completing.txHash, completing.logIndex),
    fromAddress: completing.fromAddress,
    status: 'completed',
    rejectReason: null,
    reviewedBy: null,
    reviewedAt: now,
    subscriptionId: null,
    ...purchaseColumns(purchase),
    ...excess,
  });
  await ChainTransfer.query(trx)
    .patch({ paymentId: inserted.id })
    .whereIn(
      'id',
      open.map((transfer) => transfer.id),
    );
  await settlePayment(unit, null, {
    payment: inserted,
    action: 'payment.chain_credit',
    before: null,
    details: {
      transfers: open.map((transfer) => `${transfer.txHash}:${transfer.logIndex}`),
      amountUnits: total.toString(),
      ...(total > price && { excessUnits: (total - price).toString() }),
    },
    purchase,
    redemption: 'taken',
    now,
  });
}

/** What a transfer first seen now is measured against: the member's open quote, or the monthly plan's price. */
async function pricedAt(unit: UnitOfWork, userId: number, decimals: number, now: Date): Promise<{ priceUnits: bigint; quoteId: number | null }> {
  const purchase = await openPurchaseOf(unit.trx, userId, now);
  return { priceUnits: parseUnits(tokenAmount(purchase.amountUsd), decimals), quoteId: purchase.quoteId };
}

type ExcessColumns = Pick<Payment, 'excessAmount' | 'excessHandling' | 'excessDays'>;
const NO_EXCESS: ExcessColumns = { excessAmount: null, excessHandling: null, excessDays: null };

/**
 * What a payment received above the price becomes, as the payment records it: days of premium at the plan's daily
 * rate (the price over its days), to a hundredth of a day, or, where the back office refunds excess payments, an
 * amount kept for a refund.
 */
async function excessOf(trx: UnitOfWork['trx'], excessUnits: bigint, priceUnits: bigint, purchase: Purchase, decimals: number): Promise<ExcessColumns> {
  const excessAmount = Number(formatUnits(excessUnits, decimals));
  if ((await readSettings(trx)).refund_excess_payments === 'true') {
    return { excessAmount, excessHandling: 'refund_due', excessDays: null };
  }
  // The plan's daily rate: its price over its days (a month counted as PREMIUM_PERIOD_DAYS).
  const hundredthsOfDays = (excessUnits * BigInt(PREMIUM_PERIOD_DAYS * purchase.months) * 100n) / priceUnits;
  return { excessAmount, excessHandling: 'extended', excessDays: Number(hundredthsOfDays) / 100 };
}

function row(token: string, transfer: ObservedTransfer, fields: Pick<ChainTransfer, 'status' | 'seenAt' | 'confirmedAt' | 'quoteId'> & { priceUnits: bigint }) {
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
    quoteId: fields.quoteId,
    status: fields.status,
    paymentId: null,
    seenAt: fields.seenAt,
    confirmedAt: fields.confirmedAt,
  };
}
