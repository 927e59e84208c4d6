import { z } from 'zod';
import { textOfAtLeast } from './fields.js';

export const ContactRequest = z.object({
  subject: textOfAtLeast(1, 'Subject is required', 200),
  message: textOfAtLeast(10, 'Message must be at least 10 characters'),
});
export type ContactRequest = z.input<typeof ContactRequest>;

export const NewTicketRequest = z.object({
  subject: textOfAtLeast(5, 'Subject must be at least 5 characters', 200),
  message: textOfAtLeast(20, 'Message must be at least 20 characters'),
});
export type NewTicketRequest = z.input<typeof NewTicketRequest>;

export const TicketReplyRequest = z.object({
  message: textOfAtLeast(10, 'Response must be at least 10 characters'),
});
export type TicketReplyRequest = z.input<typeof TicketReplyRequest>;
