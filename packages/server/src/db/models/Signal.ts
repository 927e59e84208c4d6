import type { ContractType, SignalDirection, SignalOutcome, SignalType } from '@signals/protocol';
import { TimestampedModel } from './BaseModel.js';

export class Signal extends TimestampedModel {
  static override tableName = 'signals';
  static override booleanColumns = ['isPremium', 'isActive'];
  static override timestampColumns = ['createdAt', 'updatedAt', 'expiresAt', 'closedAt', 'announcedAt', 'loggedAt'];
  static override numberColumns = [
    'profitPercentage',
    'buyPrice',
    'sellPrice',
    'entryPrice',
    'takeProfit1',
    'takeProfit2',
    'stopLoss',
    'leverage',
    'resultPercent',
    'exitPrice',
  ];

  id!: number;
  pair!: string;
  signalType!: SignalType;
  profitPercentage!: number;
  isPremium!: boolean;
  isActive!: boolean;
  buyExchange!: string | null;
  sellExchange!: string | null;
  buyPrice!: number | null;
  sellPrice!: number | null;
  entryPrice!: number | null;
  takeProfit1!: number | null;
  takeProfit2!: number | null;
  stopLoss!: number | null;
  direction!: SignalDirection | null;
  exchange!: string | null;
  leverage!: number | null;
  contractType!: ContractType | null;
  createdBy!: number | null;
  expiresAt!: Date | null;
  /** How it ended; written with the closing event (commands/signalEvents). */
  outcome!: SignalOutcome;
  resultPercent!: number | null;
  exitPrice!: number | null;
  closedAt!: Date | null;
  /** Why it was cancelled or voided, as the admin wrote it (issue 38); public. */
  closeReason!: string | null;
  /** When members were first told of it (on publication, or on its first activation); null while never active. */
  announcedAt!: Date | null;
  /** Its publication's leaf in the signal log (issue 45), and when it was appended; null while never announced. */
  logIndex!: number | null;
  loggedAt!: Date | null;
}
