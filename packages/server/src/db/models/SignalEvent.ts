import type { SignalEventKind } from '@signals/protocol';
import { BaseModel } from './BaseModel.js';

/**
 * One step of a signal's life (issue 17). Append-only, like the audit log:
 * the database refuses to change or remove a row, so the record a track
 * record is computed from cannot be rewritten afterwards.
 */
export class SignalEvent extends BaseModel {
  static override tableName = 'signal_events';
  static override timestampColumns = ['createdAt'];
  static override numberColumns = ['price', 'resultPercent'];

  id!: number;
  signalId!: number;
  kind!: SignalEventKind;
  /** The price the step happened at (target, new stop, exit); null when none applies. */
  price!: number | null;
  /** The signal's result, on a closing event that has one. */
  resultPercent!: number | null;
  /** Trade commentary: shown only to a viewer who may see the signal's trade. */
  note!: string | null;
  /** Why the signal was cancelled or voided (issue 38): public, unlike the note. */
  reason!: string | null;
  /** The admin who recorded it. */
  createdBy!: number | null;
  /** The request that wrote the row, as on the audit log. */
  requestId!: string | null;
  createdAt!: Date;
  /** Its leaf in the signal log (issue 45), where read with it (queries/signalEvents.ts); not a column of this table. */
  logIndex?: number | null;
}
