import type { NotificationCategory, NotificationType } from '@signals/protocol';
import { BaseModel } from './BaseModel.js';

/** The two readerships of a signal alert: those shown the trade, and those shown the teaser. */
export type BellAudience = 'premium' | 'members';

export class Notification extends BaseModel {
  static override tableName = 'notifications';
  static override booleanColumns = ['isImportant'];
  static override timestampColumns = ['createdAt'];

  id!: number;
  /** Null: sent to everyone. */
  userId!: number | null;
  title!: string;
  message!: string;
  type!: NotificationType;
  isImportant!: boolean;
  createdBy!: number | null;
  createdAt!: Date;
  /** The preference category a reader must keep in the app to see it; null: an admin's message, seen by everyone addressed. */
  category!: NotificationCategory | null;
  /** Who reads a row with no user: 'premium' (premium members and admins), 'members' (everyone else), null (everyone). */
  audience!: BellAudience | null;

  override $beforeInsert(): void {
    this.createdAt ??= new Date();
  }
}

/** Who has read which notification; one mechanism for personal and broadcast ones. */
export class NotificationRead extends BaseModel {
  static override tableName = 'notification_reads';
  static override idColumn = ['notificationId', 'userId'];
  static override timestampColumns = ['readAt'];

  notificationId!: number;
  userId!: number;
  readAt!: Date;
}
