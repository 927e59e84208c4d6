import { TimestampedModel } from './BaseModel.js';

/**
 * Whether a member is told when a signal closes. A row with `following`
 * false is an opt-out, kept so that opening the detail again does not
 * follow the signal anew.
 */
export class SignalFollow extends TimestampedModel {
  static override tableName = 'signal_follows';
  static override idColumn = ['userId', 'signalId'];
  static override booleanColumns = ['following'];
  static override timestampColumns = ['createdAt', 'updatedAt'];

  userId!: number;
  signalId!: number;
  following!: boolean;
}
