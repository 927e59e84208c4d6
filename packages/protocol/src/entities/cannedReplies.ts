import { z } from 'zod';
import { LANGUAGE_CODES, PAYMENT_CHANNELS, PAYMENT_CURRENCIES, PAYMENT_STATUSES, PREMIUM_KINDS, TICKET_STATUSES } from '../constants.js';
import { CANNED_REPLY_VARIABLES } from '../requests/cannedReplies.js';
import { Id, NullableTimestamp, Timestamp } from './common.js';

/** A canned reply (issue 46): support's answer written once, filled for a ticket's member when inserted. */
export const CannedReply = z.object({
  id: Id,
  title: z.string(),
  /** The text, with `{{variables}}` (CANNED_REPLY_VARIABLES) as written. */
  body: z.string(),
  language: z.enum(LANGUAGE_CODES),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type CannedReply = z.infer<typeof CannedReply>;

/**
 * Why a variable came out empty for a member: on-chain payments are not configured (no deposit address exists), the
 * member has no premium running (no end date), premium given by hand without an end, or no payment yet.
 */
export const EMPTY_VARIABLE_REASONS = ['chainPaymentsOff', 'noPremium', 'noEndDate', 'noPayments'] as const;
export type EmptyVariableReason = (typeof EMPTY_VARIABLE_REASONS)[number];

/** A canned reply filled for a ticket's member: what the Respond dialog puts in the message box, to read and edit before sending. */
export const FilledCannedReply = z.object({
  replyId: Id,
  ticketId: Id,
  /** The body with each variable replaced by the member's value (dates in the member's language). */
  body: z.string(),
  /** The variables the body uses that came out empty for this member, and why, so the agent can word around them. */
  empty: z.array(z.object({ variable: z.enum(CANNED_REPLY_VARIABLES), reason: z.enum(EMPTY_VARIABLE_REASONS) })),
});
export type FilledCannedReply = z.infer<typeof FilledCannedReply>;

/** One of the member's payments, as support sees it beside a ticket (never the payments list itself). */
export const MemberPaymentSummary = z.object({
  id: Id,
  amount: z.number(),
  currency: z.enum(PAYMENT_CURRENCIES),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_CHANNELS),
  transactionId: z.string(),
  createdAt: Timestamp,
});
export type MemberPaymentSummary = z.infer<typeof MemberPaymentSummary>;

/** Who wrote a ticket, as support reads it beside the conversation (issue 46). */
export const TicketMemberContext = z.object({
  ticketId: Id,
  member: z.object({
    id: Id,
    username: z.string(),
    email: z.string(),
    language: z.enum(LANGUAGE_CODES),
    twoFactorEnabled: z.boolean(),
    telegramLinked: z.boolean(),
    isBanned: z.boolean(),
    createdAt: Timestamp,
  }),
  premium: z.object({
    /** Whether a period runs now (policies/premium: the same rule as access). */
    running: z.boolean(),
    kind: z.enum(PREMIUM_KINDS).nullable(),
    /** The plan of the period running (or of the last one, in grace); null for none or premium given without a plan. */
    plan: z.object({ id: Id, name: z.string() }).nullable(),
    /** When the period ends, or ended for a member whose premium is over; null for none, or for premium given by hand without an end. */
    endsAt: NullableTimestamp,
    /** While in grace: when access goes. */
    graceEndsAt: NullableTimestamp,
  }),
  /** The latest payments, newest first (TICKET_CONTEXT_PAYMENTS). */
  payments: z.array(MemberPaymentSummary),
  /** The member's other tickets, newest first (TICKET_CONTEXT_TICKETS). */
  otherTickets: z.array(z.object({ id: Id, subject: z.string(), status: z.enum(TICKET_STATUSES), createdAt: Timestamp })),
});
export type TicketMemberContext = z.infer<typeof TicketMemberContext>;

/** How many of the member's payments the context shows. */
export const TICKET_CONTEXT_PAYMENTS = 5;
/** How many of the member's other tickets it lists. */
export const TICKET_CONTEXT_TICKETS = 10;
