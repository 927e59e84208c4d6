import { BaseModel } from './BaseModel.js';

/** A server-side session; the cookie carries only its key. */
export class Session extends BaseModel {
  static override tableName = 'sessions';
  static override timestampColumns = ['expiresAt', 'createdAt'];

  id!: string;
  userId!: number | null;
  data!: string;
  expiresAt!: Date;
  createdAt!: Date;
}
