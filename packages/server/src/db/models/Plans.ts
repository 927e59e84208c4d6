import type { CancellationReason, SubscriptionKind } from '@signals/protocol';
import { BaseModel, TimestampedModel } from './BaseModel.js';

/** A row written once: its creation time is set on insert. */
class CreatedModel extends BaseModel {
  createdAt!: Date;

  override $beforeInsert(): void {
    this.createdAt ??= new Date();
  }
}

/** What a member can buy (issue 42); a bought plan is never repriced in place. */
export class Plan extends TimestampedModel {
  static override tableName = 'plans';
  static override timestampColumns = ['createdAt', 'updatedAt'];
  static override numberColumns = ['priceUsd'];
  static override booleanColumns = ['isActive'];

  id!: number;
  code!: string;
  name!: string;
  months!: number;
  priceUsd!: number;
  trialDays!: number;
  isActive!: boolean;
}

/** What a member's next payment buys, fixed until it expires. */
export class PaymentQuote extends CreatedModel {
  static override tableName = 'payment_quotes';
  static override timestampColumns = ['expiresAt', 'createdAt'];
  static override numberColumns = ['priceUsd', 'discountUsd', 'amountUsd'];

  id!: number;
  userId!: number;
  planId!: number;
  promoCodeId!: number | null;
  months!: number;
  priceUsd!: number;
  discountUsd!: number;
  amountUsd!: number;
  /** Whole tokens, exact decimal text. */
  amountToken!: string;
  token!: string;
  network!: string;
  status!: 'open' | 'settled' | 'replaced';
  paymentId!: number | null;
  expiresAt!: Date;
}

export class PromoCode extends TimestampedModel {
  static override tableName = 'promo_codes';
  static override timestampColumns = ['expiresAt', 'createdAt', 'updatedAt'];
  static override numberColumns = ['percentOff', 'amountOffUsd'];
  static override booleanColumns = ['newMembersOnly', 'oncePerMember', 'isActive'];
  static override jsonColumns = ['planIds'];

  id!: number;
  code!: string;
  /** Lower case: codes are case-insensitive. */
  codeKey!: string;
  percentOff!: number | null;
  amountOffUsd!: number | null;
  planIds!: number[] | null;
  expiresAt!: Date | null;
  maxRedemptions!: number | null;
  redemptions!: number;
  newMembersOnly!: boolean;
  oncePerMember!: boolean;
  isActive!: boolean;
}

export class PromoRedemption extends CreatedModel {
  static override tableName = 'promo_redemptions';
  static override timestampColumns = ['createdAt'];

  id!: number;
  promoCodeId!: number;
  userId!: number;
  paymentId!: number;
  onceKey!: number | null;
}

export class Cancellation extends CreatedModel {
  static override tableName = 'cancellations';
  static override timestampColumns = ['createdAt'];

  id!: number;
  userId!: number;
  reason!: CancellationReason;
  comment!: string | null;
  kind!: SubscriptionKind | null;
  /** Joined from users when listed. */
  username?: string;
}
