import { BaseModel } from './BaseModel.js';

/** One browser's Web Push subscription: where to POST, and the keys that encrypt for it. */
export class PushSubscription extends BaseModel {
  static override tableName = 'push_subscriptions';
  static override timestampColumns = ['createdAt', 'lastUsedAt'];

  id!: number;
  userId!: number;
  endpoint!: string;
  /** The browser's P-256 public key, base64url. */
  p256dh!: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth!: string;
  userAgent!: string | null;
  createdAt!: Date;
  lastUsedAt!: Date | null;
}
