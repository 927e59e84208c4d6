import type { TicketMemberContext } from '@signals/protocol';
import type { Payment, SupportTicket, User } from '../db/models/index.js';
import type { MemberPremium } from '../queries/ticketMember.js';

/** What the context reads of the member, beside the ticket. */
export interface TicketMemberFacts {
  ticket: Pick<SupportTicket, 'id'>;
  member: User;
  premium: MemberPremium;
  payments: Payment[];
  telegramLinked: boolean;
  otherTickets: SupportTicket[];
}

/**
 * The ticket's member as support reads them beside the conversation (issue 46): premium and its plan, the latest
 * payments (support sees these, not the payments list), language, two-factor, Telegram and their other tickets.
 * Never a secret, a password hash or a phone number.
 */
export function presentTicketMemberContext(facts: TicketMemberFacts): TicketMemberContext {
  const { member, premium } = facts;
  return {
    ticketId: facts.ticket.id,
    member: {
      id: member.id,
      username: member.username,
      email: member.email,
      language: member.language,
      twoFactorEnabled: member.totpEnabled,
      telegramLinked: facts.telegramLinked,
      isBanned: member.isBanned,
      createdAt: member.createdAt.toISOString(),
    },
    premium: {
      running: premium.period.running,
      kind: premium.period.kind,
      plan: premium.plan ? { id: premium.plan.id, name: premium.plan.name } : null,
      // Kept after premium ends, so a lapsed member reads as "ended on".
      endsAt: member.subscriptionEndDate?.toISOString() ?? null,
      graceEndsAt: premium.period.graceUntil?.toISOString() ?? null,
    },
    payments: facts.payments.map((payment) => ({
      id: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      method: payment.paymentMethod,
      transactionId: payment.transactionId,
      createdAt: payment.createdAt.toISOString(),
    })),
    otherTickets: facts.otherTickets.map((ticket) => ({ id: ticket.id, subject: ticket.subject, status: ticket.status, createdAt: ticket.createdAt.toISOString() })),
  };
}
