import { BaseModel } from './BaseModel.js';

/** A password-reset link sent by e-mail: only the token's hash is stored. */
export class PasswordReset extends BaseModel {
  static override tableName = 'password_resets';
  static override timestampColumns = ['createdAt', 'expiresAt', 'usedAt'];

  id!: number;
  userId!: number;
  tokenHash!: string;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt!: Date | null;
}

/** The phone verification code waiting for one member, hashed. */
export class PhoneVerification extends BaseModel {
  static override tableName = 'phone_verifications';
  static override idColumn = 'userId';
  static override timestampColumns = ['createdAt', 'expiresAt'];

  userId!: number;
  phoneNumber!: string;
  codeHash!: string;
  attempts!: number;
  createdAt!: Date;
  expiresAt!: Date;
}

/** What an e-mail link proves or does: an address at sign-up, the new address of a change, or the undoing of a change. */
export type EmailLinkPurpose = 'verify' | 'change' | 'undo';

/** A single-use link that proves an inbox (as a password-reset link does): only the token's hash is stored. */
export class EmailLink extends BaseModel {
  static override tableName = 'email_links';
  static override timestampColumns = ['createdAt', 'expiresAt', 'usedAt'];

  id!: number;
  userId!: number;
  purpose!: EmailLinkPurpose;
  /** The address the link proves (verify, change), or the one it restores (undo). */
  email!: string;
  tokenHash!: string;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt!: Date | null;
}

/** One unused two-factor recovery code of a member: its keyed hash only (services/recoveryCodes.ts); used up, the row goes. */
export class RecoveryCode extends BaseModel {
  static override tableName = 'two_factor_recovery_codes';
  static override timestampColumns = ['createdAt'];

  id!: number;
  userId!: number;
  codeHash!: string;
  createdAt!: Date;
}
