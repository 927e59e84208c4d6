import type { LanguageCode, NotificationPreferences } from '@signals/protocol';
import { TimestampedModel } from './BaseModel.js';

export class User extends TimestampedModel {
  static override tableName = 'users';
  static override booleanColumns = ['isPremium', 'isAdmin', 'isBanned', 'totpEnabled'];
  static override timestampColumns = ['subscriptionEndDate', 'createdAt', 'updatedAt'];
  static override numberColumns = ['totpLastStep'];
  static override jsonColumns = ['notificationPreferences'];

  id!: number;
  username!: string;
  email!: string;
  passwordHash!: string;
  phoneNumber!: string | null;
  /** The number last confirmed with a texted code; verified while it equals `phoneNumber`. */
  verifiedPhoneNumber!: string | null;
  isPremium!: boolean;
  isAdmin!: boolean;
  isBanned!: boolean;
  subscriptionEndDate!: Date | null;
  language!: LanguageCode;
  notificationPreferences!: NotificationPreferences | null;
  totpSecret!: string | null;
  totpEnabled!: boolean;
  totpLastStep!: number | null;
}
