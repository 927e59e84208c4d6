import type { Ticket as TicketDto, TicketResponse as TicketResponseDto } from '@signals/protocol';
import type { SupportTicket, TicketResponse } from '../db/models/index.js';

/** A ticket with its owner's username and how many responses it has (joined or counted by the query). */
export function presentTicket(ticket: SupportTicket, extra: { username?: string; responseCount?: number } = {}): TicketDto {
  return {
    id: ticket.id,
    userId: ticket.userId,
    username: extra.username ?? ticket.username ?? 'Unknown',
    subject: ticket.subject,
    message: ticket.message,
    status: ticket.status,
    priority: ticket.priority,
    responseCount: extra.responseCount ?? ticket.responseCount ?? 0,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}

export function presentTicketResponse(response: TicketResponse): TicketResponseDto {
  return {
    id: response.id,
    ticketId: response.ticketId,
    userId: response.userId,
    message: response.message,
    isFromAdmin: response.isFromAdmin,
    createdAt: response.createdAt.toISOString(),
  };
}
