import { z } from 'zod';
import { textRef } from '../text.js';
import { textOfAtLeast } from './fields.js';

export const ContactRequest = z.object({
  subject: textOfAtLeast(1, textRef('validation.support.subjectRequired'), 200),
  message: textOfAtLeast(10, textRef('validation.support.messageTooShort', { min: 10 })),
});
export type ContactRequest = z.input<typeof ContactRequest>;

export const NewTicketRequest = z.object({
  subject: textOfAtLeast(5, textRef('validation.support.subjectTooShort', { min: 5 }), 200),
  message: textOfAtLeast(20, textRef('validation.support.messageTooShort', { min: 20 })),
});
export type NewTicketRequest = z.input<typeof NewTicketRequest>;

export const TicketReplyRequest = z.object({
  message: textOfAtLeast(10, textRef('validation.support.replyTooShort', { min: 10 })),
});
export type TicketReplyRequest = z.input<typeof TicketReplyRequest>;
