import type { SignalDeliveryStatus, SignalSourceMode, SignalValues } from '@signals/protocol';
import { BaseModel } from './BaseModel.js';

/** A webhook source of signals (issue 44); `secret` is sealed, opened only to check a delivery. */
export class SignalSource extends BaseModel {
  static override tableName = 'signal_sources';
  static override booleanColumns = ['isPremium'];
  static override timestampColumns = ['createdAt', 'deletedAt', 'lastDeliveryAt', 'lastRefusalAt'];
  static override jsonColumns = ['allowedIps'];

  id!: number;
  name!: string;
  token!: string;
  secret!: string;
  mode!: SignalSourceMode;
  isPremium!: boolean;
  maxLagSeconds!: number;
  allowedIps!: string[];
  createdBy!: number;
  createdAt!: Date;
  deletedAt!: Date | null;
  lastDeliveryAt!: Date | null;
  lastRefusalAt!: Date | null;
  /** A message reference (errors.*), worded in the reader's language. */
  lastRefusalReason!: string | null;
}

/** One delivery that passed a hook's checks, and what became of it. */
export class SignalDelivery extends BaseModel {
  static override tableName = 'signal_deliveries';
  static override timestampColumns = ['receivedAt', 'decidedAt'];
  static override jsonColumns = ['signalValues'];

  id!: number;
  sourceId!: number;
  receivedAt!: Date;
  status!: SignalDeliveryStatus;
  /** Why it was refused before publication: a message reference (validation.*). */
  reason!: string | null;
  dedupeKey!: string | null;
  /** The body as sent, cut at 2 KB, any `secret` field removed. */
  body!: string;
  /** The signal it reads as (a draft's, and what a published one was made from); null when refused. */
  signalValues!: SignalValues | null;
  note!: string | null;
  signalId!: number | null;
  decidedBy!: number | null;
  decidedAt!: Date | null;
}

/** A delivery read as a signal: a draft, or what a decided draft was (what the desk and its live events present). */
export type SignalDraftRow = Pick<SignalDelivery, 'id' | 'receivedAt' | 'status' | 'note' | 'signalId'> & { signalValues: SignalValues };
