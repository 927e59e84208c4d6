import { z } from 'zod';
import { EXCESS_HANDLINGS, PAYMENT_CHANNELS, PAYMENT_CURRENCIES, PAYMENT_METHODS, PAYMENT_STATUSES, SUBSCRIPTION_KINDS, SUBSCRIPTION_STATUSES } from '../constants.js';
import { Id, NullableTimestamp, Timestamp } from './common.js';

export const Payment = z.object({
  id: Id,
  userId: Id,
  username: z.string(),
  /** The plan price paid, in US dollars (USDT counted 1:1), never a coin count. */
  amount: z.number(),
  /** USDT for a USDT claim, USD for a card or the dollar value of a Bitcoin or Ethereum transfer. */
  currency: z.enum(PAYMENT_CURRENCIES),
  /** What it was paid with; the network follows from it (PAYMENT_CHANNEL_LABELS). */
  paymentMethod: z.enum(PAYMENT_CHANNELS),
  transactionId: z.string(),
  /** The wallet the member says they sent from (required on USDT claims); null for cards and where not given. */
  fromAddress: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  /** The staff member who gave the first of two approvals (issue 46); null otherwise, and always for the payer. */
  firstApprovedBy: Id.nullable(),
  /** Why an admin rejected it; shown to the payer. */
  rejectReason: z.string().nullable(),
  reviewedAt: NullableTimestamp,
  subscriptionId: Id.nullable(),
  /**
   * What a chain payment received above the price, and what became of it: extra days of premium at the plan's daily
   * rate (`days`), or a refund the back office owes, then made. Null when the price was paid exactly.
   */
  excess: z
    .object({
      amount: z.number().positive(),
      handling: z.enum(EXCESS_HANDLINGS),
      /** Days of premium it added (`extended`); null otherwise. */
      days: z.number().positive().nullable(),
    })
    .nullable(),
  /** The plan it paid for (the monthly plan for payments from before plans). */
  planId: Id.nullable(),
  /** The promo code it used, as the admin wrote it; null for none. */
  promoCode: z.string().nullable(),
  /** What the promo code took off the plan's price, in US dollars; 0 for none. */
  discountUsd: z.number().nonnegative(),
  createdAt: Timestamp,
});
export type Payment = z.infer<typeof Payment>;

/** A transfer to a member's deposit address not yet counted in a payment (issue 22). */
export const DepositTransfer = z.object({
  txHash: z.string(),
  /** USDT, as exact decimal text. */
  amount: z.string(),
  /**
   * `seen`: gathering confirmations; `credited`: confirmed, waiting for the rest of the price; `delayed`: confirmed,
   * but writing its credit failed: the server tries again and the back office sees why; `lapsed`: credited short of
   * the price more than 24 hours ago, so no later transfer completes it: the back office settles it.
   */
  status: z.enum(['seen', 'credited', 'delayed', 'lapsed']),
  /** Blocks on top of its own, counting its own; `required` once credited. */
  confirmations: z.number().int().nonnegative(),
  /** When the watcher first saw it. */
  seenAt: Timestamp,
});
export type DepositTransfer = z.infer<typeof DepositTransfer>;

/** Where a member's on-chain payment stands: pushed live as the chain moves ('payment:deposit'). */
export const DepositProgress = z.object({
  /** Confirmations a transfer needs. */
  required: z.number().int().positive(),
  /** Transfers not yet counted in a payment, oldest first: the open ones, then any lapsed. */
  transfers: z.array(DepositTransfer),
  /** Confirmed USDT received toward the next payment (decimal text), `0` when none. */
  received: z.string(),
  /** What is still missing of the price after a transfer of less (decimal text); null when nothing confirmed waits. */
  missing: z.string().nullable(),
});
export type DepositProgress = z.infer<typeof DepositProgress>;

/**
 * Where a member sends USDT to pay on chain (issue 22): their own address, derived from the merchant's public key,
 * on BNB Smart Chain (BEP20). A transfer to it is credited once it has `confirmations` blocks on top.
 */
export const DepositAddress = z.object({
  /** Checksummed (EIP-55). */
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  /** A PNG of the address as a QR code (the plain address, which every wallet scans), as a data URL. */
  qrCodeUrl: z.string().startsWith('data:image/png;base64,'),
  network: z.literal('BEP20'),
  token: z.literal('USDT'),
  confirmations: z.number().int().positive(),
  progress: DepositProgress,
});
export type DepositAddress = z.infer<typeof DepositAddress>;

/** The demo chain's transfer of test USDT to the member's deposit address, mined: the watcher takes it from there. */
export const TestUsdtSent = z.object({ txHash: z.string().regex(/^0x[0-9a-f]{64}$/) });
export type TestUsdtSent = z.infer<typeof TestUsdtSent>;


/**
 * What became of a transfer to a deposit address: gathering confirmations, credited, taken away by a reorg first, or
 * confirmed but not credited because writing the credit failed (retried; it never holds up other transfers).
 */
export const CHAIN_TRANSFER_STATUSES = ['seen', 'credited', 'dropped', 'failed'] as const;

/** A transfer to a member's deposit address as the back office lists it (issue 22). */
export const AdminChainTransfer = z.object({
  id: Id,
  txHash: z.string(),
  logIndex: z.number().int().nonnegative(),
  blockNumber: z.number().int().nonnegative(),
  userId: Id,
  username: z.string(),
  fromAddress: z.string(),
  toAddress: z.string(),
  /** USDT, as exact decimal text. */
  amount: z.string(),
  /** The plan price when the transfer was first seen (decimal text): what it is measured against. */
  price: z.string(),
  status: z.enum(CHAIN_TRANSFER_STATUSES),
  /** Blocks on top of its own, counting its own: `required` once credited, 0 when dropped. */
  confirmations: z.number().int().nonnegative(),
  /**
   * Credited but not counted in a payment: what the member's transfers still lack of the price (decimal text).
   * Null otherwise.
   */
  missing: z.string().nullable(),
  /** Underpaid and older than the 24 hours transfers add up in: no later transfer completes it, an admin settles it. */
  lapsed: z.boolean(),
  /** The payment it counted toward, once the price was reached. */
  paymentId: Id.nullable(),
  seenAt: Timestamp,
  confirmedAt: NullableTimestamp,
  /** Why its credit failed, while `failed`; null otherwise. */
  error: z.string().nullable(),
  /** Tries to credit it that failed. */
  attempts: z.number().int().nonnegative(),
  /** When the watcher tries a failed credit again; null otherwise. */
  retryAt: NullableTimestamp,
});
export type AdminChainTransfer = z.infer<typeof AdminChainTransfer>;

/** How the chain watcher is doing, for the back office: where it has read to and whether the RPC answers. */
export const ChainWatchStatus = z.object({
  /** Confirmations a transfer needs. */
  required: z.number().int().positive(),
  /** The chain's tip at the last read; null before the first. */
  headBlock: z.number().int().nonnegative().nullable(),
  /** Every block up to this one is credited; null before the first read. */
  creditedThrough: z.number().int().nonnegative().nullable(),
  /** The RPC's last failure, until a read succeeds again. */
  lastError: z.string().nullable(),
  failingSince: NullableTimestamp,
  /** Confirmed transfers whose credit failed and waits for a retry. */
  failedCredits: z.number().int().nonnegative(),
});
export type ChainWatchStatus = z.infer<typeof ChainWatchStatus>;

/** The back office's view of on-chain payments: the watcher and the latest transfers, pushed live ('chain:activity'). */
export const AdminChainActivity = z.object({ watch: ChainWatchStatus, transfers: z.array(AdminChainTransfer) });
export type AdminChainActivity = z.infer<typeof AdminChainActivity>;

export const Subscription = z.object({
  id: Id,
  userId: Id,
  /** Paid for, a trial, or given by an admin. */
  kind: z.enum(SUBSCRIPTION_KINDS),
  planId: Id.nullable(),
  /** Whole months of a plan; 0 for a trial or a gift counted in days. */
  months: z.number().int().nonnegative(),
  startDate: Timestamp,
  endDate: Timestamp,
  amount: z.number(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** How it was paid; null for a trial or a comped period. */
  paymentMethod: z.enum(PAYMENT_CHANNELS).nullable(),
  paymentIntent: z.string().nullable(),
  createdAt: Timestamp,
});
export type Subscription = z.infer<typeof Subscription>;

/** A wallet the user keeps on file ("payment methods" in the spec). */
export const Wallet = z.object({
  id: Id,
  name: z.string(),
  walletAddress: z.string(),
  network: z.string(),
  createdAt: Timestamp,
});
export type Wallet = z.infer<typeof Wallet>;

/** What the user side needs of the system settings; the server is the authority for each. */
export const PublicSettings = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  supportEmail: z.string(),
  enableRegistrations: z.boolean(),
  premiumPrice: z.number(),
  /** The profit in percent from which signals are Premium (free ones go up to it): one figure every offer quotes. */
  premiumProfitThreshold: z.number(),
  enableCryptoPayments: z.boolean(),
  /** Receiving address per crypto method; null when the admin has not configured one, and USDT's while on-chain payments are on (each member then pays their own deposit address). */
  walletAddresses: z.object(Object.fromEntries(PAYMENT_METHODS.map((m) => [m, z.string().nullable()])) as Record<
    (typeof PAYMENT_METHODS)[number],
    z.ZodNullable<z.ZodString>
  >),
  /** Whether card payments are configured on the server. */
  cardPaymentsEnabled: z.boolean(),
  /** Whether the demo's own chain runs (DEMO_CHAIN, development only): the payment screen offers to send test USDT. */
  demoChainEnabled: z.boolean(),
  /** Whether USDT is paid to each member's own deposit address and credited from the chain (PAYMENT_XPUB), not claimed by hand. */
  chainPaymentsEnabled: z.boolean(),
  /** Whether closed premium signals show their full trade to everyone (the reveal_closed_premium_signals setting). */
  revealClosedPremiumSignals: z.boolean(),
  /** Which alert channels work on this server (configured and switched on in the back office), so screens offer only those. */
  deliveryChannels: z.object({ push: z.boolean(), email: z.boolean(), sms: z.boolean(), telegram: z.boolean() }),
  /** Whether premium comes with a private Telegram chat: a bot is configured and the back office named the chat. */
  telegramPremiumChat: z.boolean(),
  /** Whether the sign-in screen offers "Forgot password?" (e-mail works and the enable_password_reset setting is on). */
  passwordResetAvailable: z.boolean(),
});
export type PublicSettings = z.infer<typeof PublicSettings>;

export const PaymentIntent = z.object({ clientSecret: z.string() });
export type PaymentIntent = z.infer<typeof PaymentIntent>;

/** Whether two-factor is on, and how many of the member's recovery codes are still unused (0 while it is off). */
export const TwoFactorStatus = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int().min(0) });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;
/**
 * A new set of recovery codes, in clear: shown this once (only their hashes
 * are kept), with two-factor's status. Turning two-factor on answers one,
 * and so does asking for a new set, which voids the old one.
 */
export const TwoFactorRecoveryCodes = TwoFactorStatus.extend({ recoveryCodes: z.array(z.string()) });
export type TwoFactorRecoveryCodes = z.infer<typeof TwoFactorRecoveryCodes>;
export const TwoFactorSetup = z.object({
  /** A PNG of the otpauth:// URI as a data URL, rendered on the server so no third party sees the secret. */
  qrCodeUrl: z.string().startsWith('data:image/png;base64,'),
  secretKey: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;
