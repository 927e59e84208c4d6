import type { SettingGroup } from '@signals/protocol';
import { BaseModel } from './BaseModel.js';

export class SystemSetting extends BaseModel {
  static override tableName = 'system_settings';
  static override timestampColumns = ['updatedAt'];

  id!: number;
  key!: string;
  value!: string;
  description!: string;
  group!: SettingGroup;
  updatedAt!: Date;
}

/** One admin action: who, what, when, and the values before and after. Append-only. */
export class AuditLog extends BaseModel {
  static override tableName = 'audit_log';
  static override timestampColumns = ['createdAt'];
  static override jsonColumns = ['before', 'after'];

  id!: number;
  actorId!: number | null;
  action!: string;
  entityType!: string;
  entityId!: number | null;
  before!: unknown;
  after!: unknown;
  /** The request that wrote the row (its `X-Request-Id`), or null outside one. */
  requestId!: string | null;
  createdAt!: Date;
  /** Joined when listed. */
  actorUsername?: string | null;

  override $beforeInsert(): void {
    this.createdAt ??= new Date();
  }
}

/** An e-mail or SMS waiting for (or done with) delivery. */
export class OutboxMessage extends BaseModel {
  static override tableName = 'outbox';
  static override timestampColumns = ['createdAt', 'sentAt', 'notBefore'];

  id!: number;
  /** A delivery channel, or 'rollout': an alert to every member whose rows the worker writes (services/alerts/rollout.ts); 'telegram' rows are the bot's (workers/telegramSender.ts). */
  channel!: 'email' | 'sms' | 'push' | 'rollout' | 'telegram';
  userId!: number | null;
  notificationId!: number | null;
  recipient!: string;
  subject!: string | null;
  body!: string;
  status!: 'pending' | 'sent' | 'failed' | 'not_sent';
  reason!: string | null;
  attempts!: number;
  createdAt!: Date;
  sentAt!: Date | null;
  /** Not sent before this time: quiet hours, or the back-off after a failed attempt. */
  notBefore!: Date | null;
  /** The preference category (NotificationCategory) the message belongs to; null for an admin's broadcast. */
  category!: string | null;
  /** A push's PushMessage as JSON; an e-mail's EmailPayload (the language of its layout); a rollout's RolloutJob. */
  payload!: string | null;

  override $beforeInsert(): void {
    this.createdAt ??= new Date();
  }
}
