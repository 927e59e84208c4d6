import { z } from 'zod';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../constants.js';
import { Id, Timestamp } from './common.js';

export const Ticket = z.object({
  id: Id,
  userId: Id,
  /** The owner's username, resolved by the server. */
  username: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  responseCount: z.number().int().nonnegative(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Ticket = z.infer<typeof Ticket>;

export const TicketResponse = z.object({
  id: Id,
  ticketId: Id,
  userId: Id,
  message: z.string(),
  isFromAdmin: z.boolean(),
  createdAt: Timestamp,
});
export type TicketResponse = z.infer<typeof TicketResponse>;
