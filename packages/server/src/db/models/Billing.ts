import type { PaymentChannel, PaymentStatus, SubscriptionStatus } from '@signals/protocol';
import { TimestampedModel } from './BaseModel.js';

export class Subscription extends TimestampedModel {
  static override tableName = 'subscriptions';
  static override timestampColumns = ['startDate', 'endDate', 'createdAt', 'updatedAt'];
  static override numberColumns = ['amount'];

  id!: number;
  userId!: number;
  startDate!: Date;
  endDate!: Date;
  amount!: number;
  status!: SubscriptionStatus;
  paymentMethod!: PaymentChannel;
  paymentIntent!: string | null;
}

export class Payment extends TimestampedModel {
  static override tableName = 'payments';
  static override timestampColumns = ['reviewedAt', 'createdAt', 'updatedAt'];
  static override numberColumns = ['amount'];

  id!: number;
  userId!: number;
  amount!: number;
  currency!: string;
  paymentMethod!: PaymentChannel;
  transactionId!: string;
  status!: PaymentStatus;
  rejectReason!: string | null;
  reviewedBy!: number | null;
  reviewedAt!: Date | null;
  subscriptionId!: number | null;
  /** Joined from users when listed. */
  username?: string;
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
