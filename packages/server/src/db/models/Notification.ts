import type { LanguageCode, NotificationCategory, NotificationType } from '@signals/protocol';
import { BaseModel } from './BaseModel.js';

/** The two readerships of a signal alert: those shown the trade, and those shown the teaser. */
export type BellAudience = 'premium' | 'members';

/** A bell row's words in each language the app speaks. */
export type NotificationTranslations = Partial<Record<LanguageCode, { title: string; message: string }>>;

export class Notification extends BaseModel {
  static override tableName = 'notifications';
  static override booleanColumns = ['isImportant'];
  static override timestampColumns = ['createdAt'];
  static override jsonColumns = ['translations'];

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
  /**
   * A row for a whole readership, written by the system: its title and message in every
   * language, each reader shown theirs (`title` and `message` hold the English). Null otherwise.
   */
  translations!: NotificationTranslations | null;

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
