import { transactionKey, type ExcessHandling, type Payment as PaymentDto, type PaymentChannel, type PaymentCurrency, type PaymentStatus, type SubscriptionKind, type SubscriptionStatus } from '@signals/protocol';
import { BaseModel, TimestampedModel } from './BaseModel.js';

export class Subscription extends TimestampedModel {
  static override tableName = 'subscriptions';
  static override timestampColumns = ['startDate', 'endDate', 'mrrFrom', 'createdAt', 'updatedAt'];
  static override numberColumns = ['amount'];

  id!: number;
  userId!: number;
  startDate!: Date;
  endDate!: Date;
  amount!: number;
  status!: SubscriptionStatus;
  /** Null for a trial or a comped period. */
  paymentMethod!: PaymentChannel | null;
  paymentIntent!: string | null;
  /** Paid for, a trial, or given by an admin: one row per period, chained end to start. */
  kind!: SubscriptionKind;
  planId!: number | null;
  months!: number;
  /** From when it counts in MRR: its start, or its payment when bought during a trial or a comped period (it converted then). */
  mrrFrom!: Date;

  override $beforeInsert(): void {
    super.$beforeInsert();
    this.mrrFrom ??= this.startDate;
  }
}

export class Payment extends TimestampedModel {
  static override tableName = 'payments';
  static override timestampColumns = ['reviewedAt', 'firstApprovedAt', 'createdAt', 'updatedAt'];
  static override numberColumns = ['amount', 'excessAmount', 'excessDays', 'discountUsd'];

  id!: number;
  userId!: number;
  amount!: number;
  currency!: PaymentCurrency;
  paymentMethod!: PaymentChannel;
  transactionId!: string;
  /** The transaction's identity across spellings and networks (unique); written from transactionId on insert. */
  transactionKey!: string;
  /** The wallet the member says they sent from. */
  fromAddress!: string | null;
  status!: PaymentStatus;
  rejectReason!: string | null;
  reviewedBy!: number | null;
  reviewedAt!: Date | null;
  /** The first of two approvals of a claim above the approval threshold (issue 46); the claim stays pending until the second. */
  firstApprovedBy!: number | null;
  firstApprovedAt!: Date | null;
  subscriptionId!: number | null;
  /** What a chain payment received above the price; null when it paid the price exactly (and for claims and cards). */
  excessAmount!: number | null;
  /** What became of the excess: days added, or a refund due, then made. */
  excessHandling!: ExcessHandling | null;
  /** Days of premium the excess added, when `extended`. */
  excessDays!: number | null;
  /** The plan it pays for. */
  planId!: number | null;
  /** The quote it pays, when it named or was credited against one. */
  quoteId!: number | null;
  /** The promo code it used, as the admin wrote it. */
  promoCode!: string | null;
  /** What the promo code took off the plan's price, in US dollars. */
  discountUsd!: number;
  /** Joined from users when listed. */
  username?: string;

  /**
   * The key is derived here, in one place, so no insert can store an id without the identity that keeps it unique: the
   * transaction's, or for a chain credit the transfer's (`transferKey`), since one transaction may pay several members.
   */
  override $beforeInsert(): void {
    super.$beforeInsert();
    const key = transactionKey(this.transactionId);
    const logIndex = this.transactionKey?.startsWith(`${key}:`) ? this.transactionKey.slice(key.length + 1) : '';
    this.transactionKey = /^\d+$/.test(logIndex) ? transferKey(this.transactionId, Number(logIndex)) : key;
  }
}

/**
 * What a payment received above the price and what became of it, read once from its three columns (a function, not
 * a method: a payment may come as a plain row, an event's copy).
 */
export function paymentExcess(payment: Pick<Payment, 'excessAmount' | 'excessHandling' | 'excessDays'>): PaymentDto['excess'] {
  return payment.excessAmount !== null && payment.excessAmount !== undefined && payment.excessHandling
    ? { amount: payment.excessAmount, handling: payment.excessHandling, days: payment.excessDays ?? null }
    : null;
}

/**
 * A chain credit's key: the transfer it completes, by transaction and log index. Never the bare transaction's key,
 * which a manual claim of the same hash would hold first: a claim cannot stand in the way of a credit.
 */
export function transferKey(txHash: string, logIndex: number): string {
  return `${transactionKey(txHash)}:${logIndex}`;
}

/** A wallet the user keeps on file. */
export class Wallet extends TimestampedModel {
  static override tableName = 'wallets';
  static override timestampColumns = ['createdAt', 'updatedAt'];

  id!: number;
  userId!: number;
  name!: string;
  walletAddress!: string;
  network!: string;
}

/** A member's deposit address for on-chain payments, derived from the merchant's xpub (services/chain/depositKey.ts). */
export class DepositAddress extends BaseModel {
  static override tableName = 'deposit_addresses';
  static override timestampColumns = ['createdAt'];

  id!: number;
  userId!: number;
  /** The fingerprint of the key it was derived from. */
  keyId!: string;
  derivationIndex!: number;
  /** Checksummed. */
  address!: string;
  createdAt!: Date;
}

/** A token transfer to a deposit address, as the chain watcher read it (workers/chainWatcher.ts). */
export class ChainTransfer extends BaseModel {
  static override tableName = 'chain_transfers';
  static override timestampColumns = ['seenAt', 'confirmedAt', 'retryAt'];
  // A bigint column: PostgreSQL answers it as text.
  static override numberColumns = ['blockNumber'];

  id!: number;
  txHash!: string;
  logIndex!: number;
  blockNumber!: number;
  blockHash!: string;
  token!: string;
  fromAddress!: string;
  toAddress!: string;
  userId!: number;
  /** The token's integer units, as decimal text. */
  amountUnits!: string;
  /** What it is measured against, in the token's units: the member's open quote when first seen, else the monthly price. */
  priceUnits!: string;
  /** The quote it was first seen against; null when none was open. */
  quoteId!: number | null;
  status!: 'seen' | 'credited' | 'dropped' | 'failed';
  paymentId!: number | null;
  seenAt!: Date;
  confirmedAt!: Date | null;
  /** Why its credit failed, while `failed`. */
  lastError!: string | null;
  /** Tries to credit it that failed. */
  attempts!: number;
  /** When a failed credit is tried again. */
  retryAt!: Date | null;
}
