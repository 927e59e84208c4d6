import {
  CANNED_REPLY_VARIABLES,
  isCannedReplyVariable,
  replaceVariables,
  variablesIn,
  type CannedReplyVariable,
  type EmptyVariableReason,
  type FilledCannedReply,
} from '@signals/protocol';
import type { CannedReply, Payment, SupportTicket, User } from '../db/models/index.js';
import { formatDay } from '../dates.js';
import { serverText } from '../i18n/serverText.js';
import type { MemberPremium } from '../queries/ticketMember.js';

/** What a reply may be filled with, read for the ticket's member by the caller. */
export interface ReplyFacts {
  ticket: Pick<SupportTicket, 'id'>;
  member: Pick<User, 'username' | 'language'>;
  premium: MemberPremium;
  /** Their latest payment, whatever its status; null before any. */
  lastPayment: Pick<Payment, 'transactionId'> | null;
  /** Their deposit address; null when on-chain payments are not configured (nothing to pay into). */
  depositAddress: string | null;
}

type Filled = { value: string } | { empty: EmptyVariableReason };

/**
 * Each variable's value for the member, in their language: the plan's name (Free without premium, Premium for a period
 * given without a plan), the end of premium as their notifications write a day, the rest as stored.
 */
const VALUES: Record<CannedReplyVariable, (facts: ReplyFacts) => Filled> = {
  username: ({ member }) => ({ value: member.username }),
  plan: ({ member, premium }) => ({
    value: premium.period.running ? (premium.plan?.name ?? serverText(member.language, 'replies.plan.premium')) : serverText(member.language, 'replies.plan.free'),
  }),
  premiumEnds: ({ member, premium: { period } }) => {
    if (!period.running) {
      return { empty: 'noPremium' };
    }
    return period.until === null ? { empty: 'noEndDate' } : { value: formatDay(period.until, member.language) };
  },
  depositAddress: ({ depositAddress }) => (depositAddress === null ? { empty: 'chainPaymentsOff' } : { value: depositAddress }),
  lastPaymentTx: ({ lastPayment }) => (lastPayment === null ? { empty: 'noPayments' } : { value: lastPayment.transactionId }),
  ticketId: ({ ticket }) => ({ value: String(ticket.id) }),
};

/**
 * A canned reply filled for a ticket's member: each variable replaced by their value, an empty one by nothing (and
 * named with why, for the agent to word around before sending). The one place a reply's variables get their values.
 * A name that is no variable (a reply saved before the check, or edited in the database) stays as written.
 */
export function fillCannedReply(reply: Pick<CannedReply, 'id' | 'body'>, facts: ReplyFacts): FilledCannedReply {
  const filled = new Map<CannedReplyVariable, Filled>();
  for (const name of variablesIn(reply.body).filter(isCannedReplyVariable)) {
    filled.set(name, VALUES[name](facts));
  }
  const body = replaceVariables(reply.body, (name) => {
    const value = isCannedReplyVariable(name) ? filled.get(name) : undefined;
    return value === undefined ? undefined : 'value' in value ? value.value : '';
  });
  const empty = CANNED_REPLY_VARIABLES.flatMap((variable) => {
    const value = filled.get(variable);
    return value !== undefined && 'empty' in value ? [{ variable, reason: value.empty }] : [];
  });
  return { replyId: reply.id, ticketId: facts.ticket.id, body, empty };
}

/** Whether filling the reply needs the member's deposit address (handing one out is a write: only when asked for). */
export function asksForDepositAddress(reply: Pick<CannedReply, 'body'>): boolean {
  return variablesIn(reply.body).includes('depositAddress');
}
