import type { Knex } from 'knex';
import type { Page, RouteParsed, Ticket as TicketDto } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { SupportTicket, TicketResponse } from '../db/models/index.js';
import { presentTicket } from '../presenters/ticket.js';
import { fetchPage, whereAnyContains } from './adminPaging.js';

export type AdminTicketQuery = RouteParsed<'adminListTickets'>['query'];

/** Tickets with the owner's username and the number of responses. */
function ticketsWithOwner(db: Knex) {
  const responseCount = db('ticketResponses').count('*').where('ticketResponses.ticketId', db.ref('supportTickets.id')).as('responseCount');
  return SupportTicket.query(db).select('supportTickets.*', 'users.username', responseCount).leftJoin('users', 'users.id', 'supportTickets.userId');
}

/**
 * One ticket with its owner and response count, or undefined.
 *
 * @param db the database or the transaction to read in.
 * @param id the ticket.
 */
export async function findTicketWithOwner(db: Knex, id: number): Promise<SupportTicket | undefined> {
  return await ticketsWithOwner(db).where('supportTickets.id', id).first();
}

/**
 * The support queue: owner joined, searched in subject, message or username,
 * filtered by status, sorted and paged.
 *
 * @param db the database.
 * @param query the parsed list query.
 */
export function listTicketsForAdmin(db: Db, query: AdminTicketQuery): Promise<Page<TicketDto>> {
  const builder = ticketsWithOwner(db);
  whereAnyContains(builder, ['supportTickets.subject', 'supportTickets.message', 'users.username'], query.search);
  if (query.status) {
    builder.where('supportTickets.status', query.status);
  }
  const sort = query.sort ?? 'createdAt';
  const order = query.order ?? 'desc';
  builder.orderBy(`supportTickets.${sort}`, order).orderBy('supportTickets.id', order);
  return fetchPage(builder, query, (ticket) => presentTicket(ticket));
}

/** A ticket's conversation, oldest first. */
export async function listTicketResponses(db: Db, ticketId: number): Promise<TicketResponse[]> {
  return TicketResponse.query(db).where('ticketId', ticketId).orderBy('createdAt').orderBy('id');
}
