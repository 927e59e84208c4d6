import type { NotificationType } from '@signals/protocol';
import { BaseModel } from './BaseModel.js';

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
