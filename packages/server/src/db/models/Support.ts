import type { TicketPriority, TicketStatus } from '@signals/protocol';
import { BaseModel, TimestampedModel } from './BaseModel.js';

export class SupportTicket extends TimestampedModel {
  static override tableName = 'support_tickets';
  static override timestampColumns = ['createdAt', 'updatedAt'];
  static override numberColumns = ['responseCount'];

  id!: number;
  userId!: number;
  subject!: string;
  message!: string;
  status!: TicketStatus;
  priority!: TicketPriority;
  /** Joined when listed. */
  username?: string;
  responseCount?: number;
}

export class TicketResponse extends BaseModel {
  static override tableName = 'ticket_responses';
  static override booleanColumns = ['isFromAdmin'];
  static override timestampColumns = ['createdAt'];

  id!: number;
  ticketId!: number;
  userId!: number;
  message!: string;
  isFromAdmin!: boolean;
  createdAt!: Date;

  override $beforeInsert(): void {
    this.createdAt ??= new Date();
  }
}
