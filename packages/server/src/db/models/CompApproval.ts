import { BaseModel } from './BaseModel.js';

/** Comped premium above the approval threshold, asked by one staff member and waiting for a second (issue 46). */
export class CompApproval extends BaseModel {
  static override tableName = 'compApprovals';
  static override timestampColumns = ['requestedAt', 'decidedAt'];
  static override numberColumns = ['worthUsd'];

  id!: number;
  userId!: number;
  days!: number;
  reason!: string;
  /** What it is worth at the monthly plan's daily rate when asked: what the threshold was held against. */
  worthUsd!: number;
  requestedBy!: number;
  requestedAt!: Date;
  decidedBy!: number | null;
  decidedAt!: Date | null;
  outcome!: 'approved' | 'declined' | null;
  /** Joined when listed. */
  username?: string;
  requestedByUsername?: string;
}
